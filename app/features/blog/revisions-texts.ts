/** The editor's History dialog: revisions, their changes, the diff and restoring. */
export const revisionsTexts = {
  history: "History",
  title: "Post history",
  description: "Every save keeps a version. Choose one to compare it with the current text or restore it.",
  loading: "Loading the history…",
  empty: "No earlier versions yet. Saving the post keeps one.",
  unavailable: "The history could not be loaded. Please try again.",
  versions: "Versions",
  original: "The post before its history was kept",
  created: "First version",
  noChanges: "No changes",
  restoredFrom: (when: string) => `Restored from the version of ${when}`,
  by: (name: string) => `by ${name}`,
  lines: (added: number, removed: number) => `(+${added} −${removed} lines)`,
  fields: {
    title: "Title",
    excerpt: "Excerpt",
    content: "Content",
    coverImage: "Cover image",
    tags: "Tags",
    readTime: "Read time",
    featured: "Featured",
    status: "Status",
  },
  diffTitle: (when: string) => `Version of ${when} compared with the current text`,
  legend: { removed: "Only in this version", added: "Only in the current text" },
  sameAsCurrent: "This version is the same as the current text.",
  tooDifferent: "The two texts differ too much to show line by line.",
  unchanged: (lines: number) => `${lines} unchanged ${lines === 1 ? "line" : "lines"}`,
  restore: "Restore this revision",
  restoring: "Restoring...",
  restored: { title: "Revision restored", description: "The post now has that version's text, saved as a new revision." },
  notFound: "That version is no longer kept.",
  restoreOnly: "This form only restores a version: send it with intent “restore”.",
} as const;

/** A history entry's field names, from the keys stored in a revision's `changes`. */
export type RevisionFieldName = keyof typeof revisionsTexts.fields;
