import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormStatus } from "./form-feedback.tsx";

const render = (element: React.ReactElement) => renderToStaticMarkup(element);
const text = (html: string) => html.replace(/<[^>]+>/g, "");
const roleOf = (html: string) => /^<div role="(\w+)"/.exec(html)?.[1];

describe("FormStatus", () => {
  it("announces a success as a status and a failure as an alert, with both lines", () => {
    const ok = render(<FormStatus result={{ ok: true, title: "Comment added!", description: "Your comment has been posted." }} />);
    expect(roleOf(ok)).toBe("status");
    expect(text(ok)).toBe("Comment added!Your comment has been posted.");
    const refused = render(<FormStatus result={{ ok: false, title: "Error", description: "Please fill in both name and comment fields." }} />);
    expect(roleOf(refused)).toBe("alert");
    expect(text(refused)).toBe("ErrorPlease fill in both name and comment fields.");
  });

  it("shows a one-sentence answer as its title alone, and keeps failures polite where asked", () => {
    const html = render(<FormStatus result={{ ok: false, title: "That key is revoked already." }} politeErrors />);
    expect(roleOf(html)).toBe("status");
    expect(text(html)).toBe("That key is revoked already.");
    expect(html.match(/<p/g)).toHaveLength(1);
  });

  it("draws its icon hidden from assistive technology", () => {
    const html = render(<FormStatus result={{ ok: true, title: "Saved" }} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
