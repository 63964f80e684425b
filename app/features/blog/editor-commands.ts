/**
 * The editor toolbar's Markdown commands: each takes
 * the content and the selection and returns the new content and selection.
 * Bold, italic and code wrap the selection (or insert an empty pair with the
 * cursor between); the others insert their marker at the start of the line.
 */
export interface EditState {
  value: string;
  start: number;
  end: number;
}

export type EditorCommand = "bold" | "italic" | "link" | "heading" | "bullet" | "numbered" | "quote" | "code";

function wrap({ value, start, end }: EditState, before: string, after = before, placeholder = ""): EditState {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return { value: next, start: start + before.length, end: start + before.length + selected.length };
}

/** Puts `marker` at the start of every line the selection touches. */
function prefixLines({ value, start, end }: EditState, marker: (index: number) => string): EditState {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = value.indexOf("\n", end > start && value[end - 1] === "\n" ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const prefixed = lines.map((line, index) => marker(index) + line);
  const block = prefixed.join("\n");
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  const added = block.length - (lineEnd - lineStart);
  return start === end
    ? { value: next, start: start + marker(0).length, end: start + marker(0).length }
    : { value: next, start: lineStart, end: lineEnd + added };
}

export function applyCommand(state: EditState, command: EditorCommand): EditState {
  switch (command) {
    case "bold":
      return wrap(state, "**");
    case "italic":
      return wrap(state, "*");
    case "code":
      return wrap(state, "`");
    case "link": {
      // [selected text](https://) with the address selected, ready to type over.
      const text = state.value.slice(state.start, state.end) || "link text";
      const url = "https://";
      const inserted = `[${text}](${url})`;
      const value = state.value.slice(0, state.start) + inserted + state.value.slice(state.end);
      const urlStart = state.start + text.length + 3;
      return { value, start: urlStart, end: urlStart + url.length };
    }
    case "heading":
      return prefixLines(state, () => "## ");
    case "bullet":
      return prefixLines(state, () => "- ");
    case "numbered":
      return prefixLines(state, (index) => `${index + 1}. `);
    case "quote":
      return prefixLines(state, () => "> ");
  }
}

/**
 * Puts `block` (an image's Markdown) where the selection is, as a
 * paragraph of its own: a blank line before and after unless the content
 * starts or ends there. The cursor goes after it.
 */
export function insertBlock({ value, start, end }: EditState, block: string): EditState {
  const before = value.slice(0, start).trimEnd();
  // Spaces after the cursor and blank lines go; the indentation of a line below stays.
  const after = value
    .slice(end)
    .replace(/^[ \t]+/, "")
    .replace(/^(?:[ \t]*\n)+/, "");
  const head = before ? `${before}\n\n` : "";
  const next = head + block + (after ? `\n\n${after}` : "\n");
  const cursor = head.length + block.length + (after ? 2 : 1);
  return { value: next, start: cursor, end: cursor };
}
