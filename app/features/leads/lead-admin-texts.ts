import { timeSlotOptions } from "./demo-texts.ts";

/** The admin lead tables' words. */
export const leadAdminTexts = {
  waitlist: { title: "Waitlist", noun: "entry", nouns: "entries", date: "Joined" },
  "demo-requests": { title: "Demo requests", noun: "request", nouns: "requests", date: "Requested" },
  search: "Search name, email or company",
  allStatuses: "All statuses",
  newest: "Newest first",
  oldest: "Oldest first",
  apply: "Apply",
  export: "Export CSV",
  update: "Update",
  delete: "Delete",
  confirmDelete: "Yes, delete",
  empty: "Nothing matches these filters.",
  addresses: "Addresses",
  allAddresses: "All addresses",
  disposableOnly: "Disposable only",
  notDisposable: "Not disposable",
  disposableBadge: "Disposable",
  notConfirmed: "not confirmed",
} as const;

export const timeSlotLabel = (value: string | null) => timeSlotOptions.find((option) => option.value === value)?.label ?? "—";
