import type { HighlighterCore } from "shiki/core";
import type { Block, CodeToken } from "./markdown.ts";

/**
 * Code blocks are highlighted on the server when a post is saved (shiki,
 * TextMate grammars, the JavaScript regex engine: no WebAssembly), and the
 * colours are stored in the post's tree; the page draws them as coloured
 * spans, so readers' browsers run no highlighting code
 * (docs/decisions/0049-code-highlighting.md).
 *
 * Raise HIGHLIGHT_VERSION when what this produces changes (the theme, the
 * languages, the token shape): posts saved before are highlighted again at
 * start (post-content.server.ts).
 */
export const HIGHLIGHT_VERSION = 1;

/** A dark theme for the zinc-950 code block; its colours pass WCAG AA there (tests/e2e/code-highlighting.spec.ts). */
export const HIGHLIGHT_THEME = "github-dark-default";

/** The languages highlighted, by the names authors write after the fence; any other stays plain text. */
const languages = {
  ts: "typescript",
  typescript: "typescript",
  tsx: "tsx",
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "jsx",
  json: "json",
  bash: "shellscript",
  sh: "shellscript",
  shell: "shellscript",
  zsh: "shellscript",
  python: "python",
  py: "python",
  sql: "sql",
  yaml: "yaml",
  yml: "yaml",
  html: "html",
  css: "css",
  markdown: "markdown",
  md: "markdown",
  diff: "diff",
} as const;

type Language = (typeof languages)[keyof typeof languages];

/** The grammar a fence's language names, or null to leave it plain. */
export function highlightLanguage(lang: string | undefined): Language | null {
  const key = lang?.toLowerCase();
  return key && Object.hasOwn(languages, key) ? languages[key as keyof typeof languages] : null;
}

let highlighter: Promise<HighlighterCore> | null = null;

/**
 * The highlighter, made on first use and kept: a server that never saves a
 * post (or fills an old one) never loads shiki or its grammars.
 */
function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([import("shiki/core"), import("shiki/engine/javascript")]);
    return createHighlighterCore({
      engine: createJavaScriptRegexEngine(),
      themes: [import("shiki/themes/github-dark-default.mjs")],
      langs: [
        import("shiki/langs/typescript.mjs"),
        import("shiki/langs/tsx.mjs"),
        import("shiki/langs/javascript.mjs"),
        import("shiki/langs/jsx.mjs"),
        import("shiki/langs/json.mjs"),
        import("shiki/langs/shellscript.mjs"),
        import("shiki/langs/python.mjs"),
        import("shiki/langs/sql.mjs"),
        import("shiki/langs/yaml.mjs"),
        import("shiki/langs/html.mjs"),
        import("shiki/langs/css.mjs"),
        import("shiki/langs/markdown.mjs"),
        import("shiki/langs/diff.mjs"),
      ],
    });
  })();
  // A failed load is tried again at the next save.
  highlighter.catch(() => (highlighter = null));
  return highlighter;
}

/**
 * The code as tokens and their colours: text in the block's own colour as a
 * string, coloured text as `[index in colours, text]`. Neighbours of one
 * colour are merged (across lines too: a line break is text), and whitespace
 * takes its neighbour's colour, so the stored tree stays small. Their texts
 * joined are `code` exactly.
 */
function colouredCode(shiki: HighlighterCore, code: string, lang: Language): { colours: string[]; tokens: CodeToken[] } {
  const { tokens: lines, fg } = shiki.codeToTokens(code, { lang, theme: HIGHLIGHT_THEME });
  const colours: string[] = [];
  const tokens: CodeToken[] = [];
  const push = (colour: string | undefined, text: string) => {
    const last = tokens.at(-1);
    const blank = /^\s*$/.test(text);
    const index = !colour || colour.toLowerCase() === fg?.toLowerCase() ? -1 : colours.indexOf(colour.toUpperCase());
    if (typeof last === "string" && (blank || index === -1)) tokens[tokens.length - 1] = last + text;
    else if (Array.isArray(last) && (blank || index === last[0])) last[1] += text;
    else if (blank || index === -1) tokens.push(text);
    else tokens.push([index, text]);
  };
  lines.forEach((line, index) => {
    if (index > 0) push(undefined, "\n");
    for (const token of line) {
      const colour = token.color?.toUpperCase();
      if (colour && colour !== fg?.toUpperCase() && !colours.includes(colour)) colours.push(colour);
      push(colour, token.content);
    }
  });
  return { colours, tokens };
}

function codeText(tokens: CodeToken[]): string {
  return tokens.map((token) => (typeof token === "string" ? token : token[1])).join("");
}

function hasCode(blocks: Block[]): boolean {
  return blocks.some((block) =>
    block.t === "code" ? highlightLanguage(block.lang) !== null : block.t === "quote" ? hasCode(block.c) : "items" in block && block.items.some(hasCode),
  );
}

function withTokens(blocks: Block[], shiki: HighlighterCore): Block[] {
  return blocks.map((block) => {
    switch (block.t) {
      case "code": {
        const lang = highlightLanguage(block.lang);
        if (!lang || !block.v) return block;
        const { colours, tokens } = colouredCode(shiki, block.v, lang);
        // Only when the tokens say the code exactly, and colour some of it.
        return codeText(tokens) === block.v && colours.length > 0 ? { ...block, colours, tokens } : block;
      }
      case "quote":
        return { ...block, c: withTokens(block.c, shiki) };
      case "ul":
      case "ol":
        return { ...block, items: block.items.map((item) => withTokens(item, shiki)) };
      default:
        return block;
    }
  });
}

/** The tree with its code blocks in known languages (quoted or in lists too) coloured; the tree itself when it has none. */
export async function highlightCode(blocks: Block[]): Promise<Block[]> {
  if (!hasCode(blocks)) return blocks;
  return withTokens(blocks, await loadHighlighter());
}
