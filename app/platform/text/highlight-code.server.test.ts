import { describe, expect, it } from "vitest";
import { highlightCode, highlightLanguage } from "./highlight-code.server.ts";
import { parseMarkdown, type Block, type CodeToken } from "./markdown.ts";

const text = (tokens: CodeToken[]) => tokens.map((token) => (typeof token === "string" ? token : token[1])).join("");
const coloured = (tokens: CodeToken[]) => tokens.filter((token) => typeof token !== "string");
const code = (blocks: Block[]) => blocks.find((block) => block.t === "code")!;

const ts = [
  "type Signals = {",
  "  confidence: number; // 0 to 1",
  '  stakes: "low" | "high";',
  "};",
  "",
  "",
  "function f(s: Signals): boolean {",
  "\treturn s.confidence < 0.7;",
  "}",
].join("\n");

describe("highlightCode", () => {
  it("colours a TypeScript block, its tokens' text being the code exactly (blank lines, tabs and all)", async () => {
    const block = code(await highlightCode(parseMarkdown("```ts\n" + ts + "\n```")));
    expect(block).toMatchObject({ t: "code", lang: "ts", v: ts });
    if (block.t !== "code" || !block.tokens) throw new Error("no tokens");
    expect(text(block.tokens)).toBe(ts);
    // The keyword, the string and the comment each have a colour of their own (github-dark-default's).
    const colourOf = (word: string) => block.colours![coloured(block.tokens!).find((token) => token[1].includes(word))![0]];
    expect(colourOf("function")).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set([colourOf("function"), colourOf('"low"'), colourOf("// 0 to 1")]).size).toBe(3);
  });

  it("merges neighbours of one colour and whitespace, so the tree stays small", async () => {
    const block = code(await highlightCode(parseMarkdown("```ts\n" + ts + "\n```")));
    if (block.t !== "code" || !block.tokens) throw new Error("no tokens");
    block.tokens.forEach((token, index) => {
      const next = block.tokens![index + 1];
      if (next === undefined) return;
      expect(typeof token === "string" && typeof next === "string", "two plain neighbours").toBe(false);
      if (typeof token !== "string" && typeof next !== "string") expect(token[0]).not.toBe(next[0]);
      expect(/^\s+$/.test(typeof next === "string" ? next : next[1]), "whitespace alone").toBe(false);
    });
    // Each colour named once.
    expect(new Set(block.colours).size).toBe(block.colours!.length);
    expect(JSON.stringify({ colours: block.colours, tokens: block.tokens }).length).toBeLessThan(ts.length * 3);
  });

  it("highlights every listed language, by the names authors write", async () => {
    const samples: Record<string, string> = {
      typescript: "const a: number = 1;",
      tsx: "const a = <div className='x'>{1}</div>;",
      js: "const a = 1;",
      jsx: "const a = <b>{1}</b>;",
      json: '{ "a": 1 }',
      bash: "echo $HOME # home",
      sh: "ls -la",
      shell: "export A=1",
      python: "def f(x):\n    return x + 1",
      sql: "SELECT id FROM posts WHERE slug = 'a';",
      yaml: "droid: invoices\nowner: jess",
      html: '<p class="a">Hi</p>',
      css: ".a { color: red; }",
      markdown: "# Title\n\n**bold**",
      diff: "- old\n+ new",
    };
    for (const [lang, source] of Object.entries(samples)) {
      const block = code(await highlightCode([{ t: "code", lang, v: source }]));
      expect(block.t === "code" && block.tokens && text(block.tokens), lang).toBe(source);
      expect(block.t === "code" && coloured(block.tokens ?? []).length, lang).toBeGreaterThan(0);
    }
  });

  it("leaves unknown languages, and code without one, plain", async () => {
    const blocks: Block[] = [
      { t: "code", lang: "text", v: "Every weekday at 7am" },
      { t: "code", lang: "brainfuck", v: "++[>+<-]" },
      { t: "code", v: "const a = 1;" },
    ];
    expect(await highlightCode(blocks)).toEqual(blocks);
    expect(highlightLanguage("constructor")).toBeNull();
    expect(highlightLanguage("TS")).toBe("typescript");
  });

  it("colours code in quotes and lists too, and leaves the other blocks as they are", async () => {
    const markdown = 'Intro\n\n> ```json\n> { "a": 1 }\n> ```\n\n- item\n\n  ```sql\n  SELECT 1;\n  ```';
    const plain = parseMarkdown(markdown);
    const blocks = await highlightCode(plain);
    expect(blocks[0]).toEqual(plain[0]);
    const quoted = blocks[1]?.t === "quote" ? code(blocks[1].c) : null;
    const listed = blocks[2]?.t === "ul" ? code(blocks[2].items[0]!) : null;
    expect(quoted).toMatchObject({ lang: "json", v: '{ "a": 1 }', tokens: expect.any(Array) });
    expect(listed).toMatchObject({ lang: "sql", v: "SELECT 1;", tokens: expect.any(Array) });
  });

  it("returns a tree without code as it is", async () => {
    const blocks = parseMarkdown("Just words");
    expect(await highlightCode(blocks)).toBe(blocks);
  });
});
