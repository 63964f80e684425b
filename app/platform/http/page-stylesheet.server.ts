import { unescapeHtml } from "#app/platform/text/escape.ts";

/**
 * The part of the site's stylesheet one page uses (docs/decisions/0041-a-stylesheet-per-page.md).
 *
 * The stylesheet holds every utility of the site, dashboard included (about
 * 90 KB); a public page uses a fifth to a half of it. A page carries the
 * rules its HTML can use; the whole stylesheet follows as a file when the
 * page hydrates, before anything drawn on the client (a dialog, the next
 * page) can need more.
 *
 * A style rule is kept unless a class its selector requires is absent from
 * the page's `class` attributes (`requiredClasses`: a class inside `:not()`
 * requires nothing). Rules that name no class (base styles, `@keyframes`)
 * are kept; the theme's custom properties and `@property` registrations are
 * kept for the custom properties the kept rules and the page's `style`
 * attributes read.
 */

/**
 * A rule of the stylesheet: kept always; a style rule, kept when its
 * selectors can match; a block (`@media`, `@layer`, `@supports`) of rules kept
 * one by one; a rule that only declares custom properties (the theme's
 * `:root{--color-…}`), or a registered one (`@property --tw-…`), kept for
 * the custom properties the page's rules read.
 */
type Rule =
  | { kind: "always"; text: string }
  | { kind: "style"; text: string; selectors: string[][] }
  | { kind: "block"; prelude: string; rules: Rule[] }
  | { kind: "variables"; selector: string; declarations: [name: string, text: string][] }
  | { kind: "property"; name: string; text: string };

/** At-rules whose contents are rules that may each be dropped. */
const BLOCK_AT_RULES = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** The stylesheet as rules, read once per stylesheet text. */
export function parseStylesheet(css: string): Rule[] {
  let at = 0;

  function skipString(quote: string) {
    at++;
    while (at < css.length && css[at] !== quote) at += css[at] === "\\" ? 2 : 1;
    at++;
  }

  /** The end (exclusive) of the block that opens at `at` ("{"), nested blocks and strings included. */
  function blockEnd(open: number): number {
    let depth = 0;
    at = open;
    while (at < css.length) {
      const char = css[at]!;
      if (char === '"' || char === "'") {
        skipString(char);
        continue;
      }
      if (char === "\\") at++;
      else if (char === "/" && css[at + 1] === "*") at = css.indexOf("*/", at + 2) + 1;
      else if (char === "{") depth++;
      else if (char === "}" && --depth === 0) return ++at;
      at++;
    }
    throw new Error("The stylesheet has an unclosed block");
  }

  function rules(end: number): Rule[] {
    const list: Rule[] = [];
    while (at < end) {
      const start = at;
      // The prelude: up to the block's "{" or the statement's ";".
      while (at < end && css[at] !== "{" && css[at] !== ";" && css[at] !== "}") {
        const char = css[at]!;
        if (char === '"' || char === "'") skipString(char);
        else if (char === "/" && css[at + 1] === "*") at = css.indexOf("*/", at + 2) + 2;
        else at += char === "\\" ? 2 : 1;
      }
      if (at >= end || css[at] === "}") {
        const rest = css.slice(start, at).trim();
        if (rest) list.push({ kind: "always", text: rest });
        at = end;
        break;
      }
      const prelude = css.slice(start, at).trim();
      if (css[at] === ";") {
        at++;
        if (prelude) list.push({ kind: "always", text: `${prelude};` });
        continue;
      }
      const open = at;
      const close = blockEnd(open);
      const withoutComments = prelude.replace(/\/\*[\s\S]*?\*\//g, "").trim();
      if (BLOCK_AT_RULES.test(withoutComments)) {
        at = open + 1;
        list.push({ kind: "block", prelude: withoutComments, rules: rules(close - 1) });
        at = close;
        continue;
      }
      const text = withoutComments + css.slice(open, close);
      const property = /^@property\s+(--[\w-]+)/.exec(withoutComments);
      if (property) list.push({ kind: "property", name: property[1]!, text });
      else if (withoutComments.startsWith("@")) list.push({ kind: "always", text });
      else {
        const body = css.slice(open + 1, close - 1);
        const declarations = splitTopLevel(body, ";").filter((declaration) => declaration.trim());
        const selectors = splitTopLevel(withoutComments).map(requiredClasses);
        if (selectors.some((classes) => classes.length === 0)) {
          const names = declarations.map((declaration) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1]);
          if (declarations.length > 0 && names.every(Boolean) && !body.includes("{")) {
            list.push({ kind: "variables", selector: withoutComments, declarations: declarations.map((declaration, i) => [names[i]!, declaration.trim()]) });
          } else list.push({ kind: "always", text });
        } else list.push({ kind: "style", text, selectors });
      }
    }
    return list;
  }

  return rules(css.length);
}

/** A list's items: split at `separator` outside parentheses, brackets and strings (a selector list's selectors, a block's declarations). */
function splitTopLevel(list: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = list.indexOf(char, i + 1);
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === separator && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Where the parenthesis that opens at `open` closes (escapes, strings and nested parentheses skipped). */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") i++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The classes a selector requires of some element of the page: those of its
 * compounds, and those every alternative of an `:is()`, `:where()` or
 * `:has()` requires (Tailwind writes `.group-hover\:x:is(:where(.group):hover *)`
 * and `:where(.space-y-2>:not(:last-child))`). A class inside `:not()`, or an
 * attribute selector, requires nothing.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") i++;
    else if (char === "[") i = selector.indexOf("]", i);
    else if (char === "(") i = closingParen(selector, i);
    else if (char === ":" && /^:(is|where|has)\(/.test(selector.slice(i, i + 7))) {
      const open = selector.indexOf("(", i);
      const close = closingParen(selector, open);
      const alternatives = splitTopLevel(selector.slice(open + 1, close)).map(requiredClasses);
      classes.push(...alternatives.reduce((common, required) => common.filter((name) => required.includes(name))));
      i = close;
    } else if (char === ".") {
      let name = "";
      let j = i + 1;
      for (; j < selector.length; j++) {
        const c = selector[j]!;
        if (c === "\\") {
          const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(j + 1, j + 8));
          if (hex) {
            name += String.fromCodePoint(parseInt(hex[0], 16));
            j += hex[0].length;
          } else {
            name += selector[j + 1] ?? "";
            j++;
          }
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) name += c;
        else break;
      }
      if (name) classes.push(name);
      i = j - 1;
    }
  }
  return classes;
}

/** Every class named in the HTML's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const value = unescapeHtml(match[1] ?? match[2] ?? match[3] ?? "");
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const VARIABLE_READS = /var\(\s*(--[\w-]+)/g;

/** The page's `style` attributes, one after the other (the custom properties they read count as read). */
export function styleAttributesOf(html: string): string {
  return [...html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)')/g)].map((match) => match[1] ?? match[2]).join(";");
}

/**
 * The stylesheet's text with only the rules the page's classes can match
 * (see the module's comment), and only the custom properties those rules,
 * the kept custom properties' values and the page's own `style` attributes
 * read.
 */
export function stylesheetFor(sheet: Rule[], classes: ReadonlySet<string>, styleAttributes = ""): string {
  const kept = (rule: Extract<Rule, { kind: "style" }>) => rule.selectors.some((required) => required.every((name) => classes.has(name)));
  const values = new Map<string, string[]>();
  let reading = styleAttributes;
  (function collect(rules: Rule[]) {
    for (const rule of rules) {
      if (rule.kind === "always" || (rule.kind === "style" && kept(rule))) reading += rule.text;
      else if (rule.kind === "block") collect(rule.rules);
      else if (rule.kind === "variables") for (const [name, text] of rule.declarations) values.set(name, [...(values.get(name) ?? []), text]);
    }
  })(sheet);
  const read = new Set<string>();
  const pending = [...reading.matchAll(VARIABLE_READS)].map((match) => match[1]!);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const text of values.get(name) ?? []) for (const match of text.matchAll(VARIABLE_READS)) pending.push(match[1]!);
  }
  return (function write(rules: Rule[]): string {
    let text = "";
    for (const rule of rules) {
      if (rule.kind === "always") text += rule.text;
      else if (rule.kind === "style") text += kept(rule) ? rule.text : "";
      else if (rule.kind === "property") text += read.has(rule.name) ? rule.text : "";
      else if (rule.kind === "variables") {
        const declarations = rule.declarations.filter(([name]) => read.has(name)).map(([, declaration]) => declaration);
        if (declarations.length > 0) text += `${rule.selector}{${declarations.join(";")}}`;
      } else {
        const inner = write(rule.rules);
        if (inner) text += `${rule.prelude}{${inner}}`;
      }
    }
    return text;
  })(sheet);
}

/** How many pages' stylesheets `pageStylesheets` keeps: most pages are drawn from a few sets of classes. */
const PAGES_KEPT = 64;

/**
 * The part of the stylesheet `css` each page uses: called with a page's HTML
 * (which carries a placeholder, not the stylesheet). The stylesheet is read
 * on the first call; the last pages' results are kept by the classes and
 * style attributes they were cut for.
 */
export function pageStylesheets(css: string): (html: string) => string {
  let sheet: Rule[] | undefined;
  const kept = new Map<string, string>();
  return (html) => {
    sheet ??= parseStylesheet(css);
    const classes = classesOf(html);
    const styleAttributes = styleAttributesOf(html);
    const key = `${[...classes].sort().join(" ")}\n${styleAttributes}`;
    let text = kept.get(key);
    if (text === undefined) {
      text = stylesheetFor(sheet, classes, styleAttributes);
      if (kept.size >= PAGES_KEPT) kept.delete(kept.keys().next().value!);
    } else kept.delete(key);
    kept.set(key, text);
    return text;
  };
}
