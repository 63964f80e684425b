import { describe, expect, it } from "vitest";
import { applyCommand, type EditState, insertBlock } from "./editor-commands.ts";
import { altFromFileName } from "./components/image-upload.ts";

/** "a[b]c" marks the selection with brackets; "a|c" a cursor. */
function state(marked: string): EditState {
  const cursor = marked.indexOf("|");
  if (cursor !== -1) return { value: marked.replace("|", ""), start: cursor, end: cursor };
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}
function show({ value, start, end }: EditState) {
  return start === end ? `${value.slice(0, start)}|${value.slice(start)}` : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe("editor commands", () => {
  it.each([
    ["bold", "make [this] loud", "make **[this]** loud"],
    ["bold", "here| now", "here**|** now"],
    ["italic", "a [word]", "a *[word]*"],
    ["code", "run [npm test] now", "run `[npm test]` now"],
    ["link", "see [docs]", "see [docs]([https://])"],
    ["link", "see |", "see [link text]([https://])"],
    ["heading", "intro\nTit|le", "intro\n## Tit|le"],
    ["bullet", "[one\ntwo]", "[- one\n- two]"],
    ["numbered", "[one\ntwo\nthree]", "[1. one\n2. two\n3. three]"],
    ["numbered", "|", "1. |"],
    ["quote", "said |so", "> said |so"],
  ] as const)("%s: %j → %j", (command, before, after) => {
    expect(show(applyCommand(state(before), command))).toBe(after);
  });
});

describe("an uploaded image goes in as a paragraph of its own", () => {
  const image = "![a](/media/x.jpg)";
  it("where the cursor is, with blank lines around it, and the cursor after it", () => {
    expect(show(insertBlock(state("First line|\nSecond line"), image))).toBe(`First line\n\n${image}\n\n|Second line`);
    expect(show(insertBlock(state("Para one\n\n|\n\nPara two"), image))).toBe(`Para one\n\n${image}\n\n|Para two`);
    expect(show(insertBlock(state("|"), image))).toBe(`${image}\n|`);
    expect(show(insertBlock(state("Text|"), image))).toBe(`Text\n\n${image}\n|`);
    expect(show(insertBlock(state("Replace [this] now"), image))).toBe(`Replace\n\n${image}\n\n|now`);
  });

  it("its alt text starts from the file's name", () => {
    expect(altFromFileName("team-photo_2026.final.JPG")).toBe("team photo 2026.final");
    expect(altFromFileName("[x].png")).toBe("x");
    expect(altFromFileName(".png")).toBe("image");
  });
});
