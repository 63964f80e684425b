import { describe, expect, it, vi } from "vitest";
import { logger } from "#app/platform/logger.server.ts";
import { MARKDOWN_VERSION, parseMarkdown } from "#app/platform/text/markdown.ts";
import { parsedContent } from "./post-content.server.ts";

vi.mock("#app/platform/text/highlight-code.server.ts", () => ({
  HIGHLIGHT_VERSION: 1,
  highlightCode: () => Promise.reject(new Error("grammar failed to load")),
}));

describe("parsedContent", () => {
  it("saves the post with its code plain when highlighting fails, marked for the next start to highlight", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const markdown = "```ts\nconst a = 1;\n```";
    expect(await parsedContent(markdown)).toEqual({ version: MARKDOWN_VERSION, highlight: 0, blocks: parseMarkdown(markdown) });
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "code highlighting failed");
  });
});
