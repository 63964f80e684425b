import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./admin-table.tsx";

/** The pager's text, one element's text a line, rendered in a router (its links need one). */
function render(props: Omit<Parameters<typeof Pager>[0], "noun" | "href">) {
  const Stub = createRoutesStub([{ path: "/dashboard/waitlist", Component: () => <Pager {...props} noun="entries" href={(page) => `?page=${page}`} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/dashboard/waitlist"]} />)
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

describe("Pager", () => {
  it("says how many entries and which page of how many", () => {
    expect(render({ page: 2, pageCount: 40000, total: 1_000_000 })).toEqual(["1,000,000 entries · page 2 of 40000", "Previous", "Next"]);
    expect(render({ page: 1, pageCount: 1, total: 3 })).toEqual(["3 entries · page 1 of 1"]);
  });

  it("says 'more than' when counting stopped at the cap, and pages as far as the cap", () => {
    expect(render({ page: 1, pageCount: 40, total: 1000, capped: true })).toEqual(["More than 1,000 matches · page 1", "Next"]);
    expect(render({ page: 40, pageCount: 40, total: 1000, capped: true })).toEqual(["More than 1,000 matches · page 40", "Previous"]);
  });
});
