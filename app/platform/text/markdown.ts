import { Lexer, type Token, type Tokens } from "marked";
import { urlKind } from "#app/platform/http/internal-url.ts";
import { parseImageUrl } from "#app/platform/images/image-url.ts";

/**
 * Post bodies are Markdown (more than the basic line rules: `# `,
 * `## `, `### ` headings, `- ` lists, quotes, code blocks, paragraphs). They
 * are parsed into this small tree, which holds text only: raw HTML in the
 * content comes out as text, and links keep only safe addresses. The tree is
 * what the server sends and what <MarkdownBody> draws; nothing is ever put
 * into the page as HTML.
 */
export type Inline =
  | string
  | { t: "strong" | "em" | "del"; c: Inline[] }
  | { t: "code"; v: string }
  | { t: "link"; href: string; c: Inline[]; ext?: true }
  | { t: "img"; src: string; alt: string }
  | { t: "br" };

export type Block =
  | { t: "h"; level: 2 | 3 | 4; c: Inline[] }
  | { t: "p"; c: Inline[] }
  | { t: "ul" | "ol"; start?: number; items: Block[][] }
  | { t: "quote"; c: Block[] }
  | { t: "code"; lang?: string; v: string; colours?: string[]; tokens?: CodeToken[] }
  | { t: "hr" };

/**
 * A highlighted code block's text, coloured on the server when the post is
 * saved (highlight-code.server.ts; the parser never sets it): text in the
 * block's own colour, or `[i, text]` in the block's `colours[i]` (a CSS
 * colour; each named once per block, to keep the stored tree small). Their
 * texts joined are the block's `v`.
 */
export type CodeToken = string | [colour: number, text: string];

/** An image's address: one uploaded here (app/platform/images/), or any https image (the CSP's img-src); null for anything else. */
export function safeImageSrc(src: string): string | null {
  const value = src.trim();
  if (parseImageUrl(value)) return value;
  return urlKind(value) === "external" && /^https:\/\/[^\s]+$/i.test(value) ? value : null;
}

/** http(s), mailto, and same-site paths or anchors; anything else (javascript:, data:, `/\\evil.example`) is dropped. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  return urlKind(value) ? value : null;
}

function inline(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
      case "em":
      case "del":
        out.push({ t: token.type, c: inline(token.tokens) });
        break;
      case "codespan":
        out.push({ t: "code", v: token.text });
        break;
      case "link": {
        const href = safeHref((token as Tokens.Link).href);
        const children = inline(token.tokens);
        // Off-site links are marked here, so the page need not ship the URL rule.
        if (href) out.push(urlKind(href) === "external" ? { t: "link", href, c: children, ext: true } : { t: "link", href, c: children });
        else out.push(...children);
        break;
      }
      case "br":
        out.push({ t: "br" });
        break;
      case "image": {
        // Drawn at its stored sizes when uploaded here; anything else is its alt text.
        const image = token as Tokens.Image;
        const src = safeImageSrc(image.href);
        out.push(src ? { t: "img", src, alt: image.text } : image.text);
        break;
      }
      case "text":
        if ("tokens" in token && token.tokens?.length) out.push(...inline(token.tokens));
        else out.push(token.text);
        break;
      default:
        // escape, html (shown as typed), and anything unknown: their text.
        out.push("text" in token && typeof token.text === "string" ? token.text : token.raw);
    }
  }
  // Neighbouring strings become one.
  return out.reduce<Inline[]>((merged, part) => {
    const last = merged.at(-1);
    if (typeof part === "string" && typeof last === "string") merged[merged.length - 1] = last + part;
    else merged.push(part);
    return merged;
  }, []);
}

function blocks(tokens: Token[]): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        // The page's title is its only h1: "# " and "## " are h2, "### " h3, deeper h4.
        const depth = (token as Tokens.Heading).depth;
        out.push({ t: "h", level: depth <= 2 ? 2 : depth === 3 ? 3 : 4, c: inline(token.tokens) });
        break;
      }
      case "paragraph":
        out.push({ t: "p", c: inline(token.tokens) });
        break;
      case "text":
        // Tight list items hold bare text blocks.
        out.push({ t: "p", c: inline("tokens" in token && token.tokens ? token.tokens : [token]) });
        break;
      case "list": {
        const list = token as Tokens.List;
        out.push({
          t: list.ordered ? "ol" : "ul",
          ...(list.ordered && typeof list.start === "number" && list.start !== 1 ? { start: list.start } : {}),
          items: list.items.map((item) => blocks(item.tokens)),
        });
        break;
      }
      case "blockquote":
        out.push({ t: "quote", c: blocks((token as Tokens.Blockquote).tokens) });
        break;
      case "code": {
        const code = token as Tokens.Code;
        out.push({ t: "code", v: code.text, ...(code.lang ? { lang: code.lang.split(/\s/)[0] } : {}) });
        break;
      }
      case "hr":
        out.push({ t: "hr" });
        break;
      case "space":
      case "def":
        break;
      default:
        // html blocks, tables and the rest: shown as the text that was typed.
        if (token.raw.trim()) out.push({ t: "p", c: [token.raw.trim()] });
    }
  }
  return out;
}

/**
 * The parser's version. Saved posts keep their parsed tree with the version
 * that made it; raise this when parsing changes, and posts saved before are
 * parsed again (post-content.server.ts).
 */
export const MARKDOWN_VERSION = 3;

const QUOTE_LINE = /^ {0,3}>/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Markdown lets a plain line after a `> ` quote carry on the quote ("lazy
 * continuation"); authors write line by line, and a line that does not
 * start with `> ` is not part of the quote (as the spec's line renderer has
 * it). A blank line is put between them, outside fenced code.
 */
function endQuotesAtPlainLines(content: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  let quoting = false;
  for (const line of content.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker;
    }
    if (!fence && quoting && line.trim() !== "" && !QUOTE_LINE.test(line)) out.push("");
    quoting = !fence && QUOTE_LINE.test(line);
    out.push(line);
  }
  return out.join("\n");
}

/**
 * Parses a post body into the tree <MarkdownBody> draws, for the post page and
 * the editor's preview alike. Bodies are written line by line: a single line
 * break inside a paragraph stays a line break; a blank line starts a new
 * paragraph; a quote ends at the first line that does not start with `> `.
 */
export function parseMarkdown(content: string): Block[] {
  return blocks(Lexer.lex(endQuotesAtPlainLines(content), { gfm: true, breaks: true }));
}
