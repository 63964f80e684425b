import type { RevisionFieldName } from "./revisions-texts.ts";

/** A history entry: who saved which version when, and what that save changed (the server's answer to the History dialog). */
export interface RevisionEntry {
  id: string;
  /** A save, a restore, or the post as it was before its history was kept. */
  kind: "save" | "restore" | "original";
  savedByName: string;
  createdAt: Date;
  /** The fields that differ from the post before this save, and the content's lines added and removed; null for a first version. */
  changes: { fields: string[]; added: number; removed: number } | null;
  /** A restore: when the version it brought back was saved. */
  restoredFrom: Date | null;
}

/** One line of a diff, or a run of unchanged lines left out. */
export type DiffLine = { kind: "same" | "added" | "removed"; text: string } | { kind: "skip"; lines: number };

/** A revision compared with the current post: each field that differs, as lines from the revision's to the current (null: too different to show). */
export interface RevisionDiff {
  revision: RevisionEntry;
  fields: { field: RevisionFieldName; lines: DiffLine[] | null }[];
}
