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
