/**
 * The waitlist import's columns, limits and texts: shared by the server
 * (which parses and checks the file) and the import page (which shows the
 * mapping). No parser here: the CSV is read on the server only.
 */

import type { FormResult } from "#app/ui/form-result.ts";
import { waitlistToolTexts } from "#app/features/leads/admin/lead-admin-texts.ts";

/** The fields a CSV column can be mapped to ("" = ignore the column). */
export const importFields = ["email", "name", "company", "joinedAt", "referrer", "status"] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  email: "E-mail",
  name: "Name",
  company: "Company",
  joinedAt: "Joined date",
  referrer: "Referral code or referrer's e-mail",
  status: "Status",
};

/** What "confirmation" means for the imported entries not confirmed in the file. */
export const importConfirmations = ["none", "mail", "confirmed"] as const;
export type ImportConfirmation = (typeof importConfirmations)[number];

export const importConfirmationLabels: Record<ImportConfirmation, string> = {
  none: "Import them unconfirmed, send nothing",
  mail: "Send them the confirmation mail",
  confirmed: "Treat them as confirmed",
};

/** The values the status column takes (case-insensitive; empty = as the confirmation option says). */
export const importStatuses = ["pending", "unconfirmed", "confirmed", "declined"] as const;

export const IMPORT_LIMITS = {
  /** The largest file: 20 MB (100,000 lines of the six columns take about 8 MB). */
  bytes: 20 * 1024 * 1024,
  /** Lines of data (the header not counted). */
  lines: 200_000,
  /** The first rows shown as a preview. */
  previewRows: 10,
  /** Errors listed in an answer (the count is always whole). */
  listedErrors: 200,
} as const;

/** Room for the file and the form's other fields. */
export const IMPORT_BODY_BYTES = IMPORT_LIMITS.bytes + 64 * 1024;

export const importTexts = {
  title: waitlistToolTexts.import,
  intro:
    "Upload a CSV file with a header line. Check it first: nothing is written until the file has no errors and you choose Import. Addresses that deliver to the same mailbox are merged into one entry.",
  file: "CSV file",
  fileHint: "Up to 20 MB and 200,000 lines; UTF-8, comma- or semicolon-separated, with a header line.",
  check: "Check file",
  import: "Import",
  mapping: "Columns",
  mappingHint: "Guessed from the header. Change a column's field and check the file again.",
  ignore: "Ignore this column",
  confirmation: "Entries not confirmed in the file",
  preview: (shown: number, total: number) => `Preview: the first ${shown} of ${total} lines`,
  errors: (count: number) => (count === 1 ? "1 error: nothing was written" : `${count} errors: nothing was written`),
  errorsMore: (listed: number, count: number) => `The first ${listed} of ${count} errors are listed.`,
  noFile: "Choose a CSV file to import.",
  tooLarge: "The file is larger than 20 MB. Split it into smaller files and import them one after another.",
  tooManyLines: (max: number) => `The file has more than ${max.toLocaleString("en")} lines. Split it and import the parts one after another.`,
  empty: "The file has no lines of data under its header.",
  notText: "The file is not a UTF-8 text (CSV) file.",
  noEmailColumn: "No column is mapped to the e-mail address: choose the e-mail column under Columns.",
  twiceMapped: (label: string) => `Two columns are mapped to “${label}”: map each field once.`,
  checked: (lines: number) => `${lines.toLocaleString("en")} lines checked: ready to import.`,
  imported: (created: number, merged: number) =>
    `Imported: ${created.toLocaleString("en")} new ${created === 1 ? "entry" : "entries"}, ${merged.toLocaleString("en")} merged into existing ones.`,
  summary: {
    lines: "Lines",
    created: "New entries",
    merged: "Merged into existing entries",
    duplicates: "Duplicate lines merged in the file",
    confirmed: "Confirmed",
    mails: "Confirmation mails to send",
  },
} as const;

/** A field's usual header names (compared lower-case, letters and digits only). */
const headerNames: Record<ImportField, string[]> = {
  email: ["email", "emailaddress", "mail", "address", "e"],
  name: ["name", "fullname", "firstname", "contact", "person"],
  company: ["company", "organisation", "organization", "org", "companyname", "business"],
  joinedAt: [
    "joined",
    "joinedat",
    "joineddate",
    "joinedon",
    "date",
    "createdat",
    "created",
    "signedup",
    "signupdate",
    "signedupat",
    "subscribedat",
    "timestamp",
  ],
  referrer: ["referrer", "referredby", "referral", "referralcode", "ref", "refcode", "referreremail", "invitedby"],
  status: ["status", "state", "confirmed"],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The field each header names, guessed from the usual names; each field once (the first column that names it). */
export function guessMapping(headers: string[]): (ImportField | "")[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = squash(header);
    const field = importFields.find((candidate) => !taken.has(candidate) && headerNames[candidate].includes(key));
    if (!field) return "";
    taken.add(field);
    return field;
  });
}

/** One problem: the file's line (1 = the header), the column's header (or the field's name), and why. */
export interface ImportProblem {
  line: number;
  column: string;
  message: string;
}

export interface ImportCounts {
  /** Lines of data in the file. */
  lines: number;
  /** Entries the import adds. */
  created: number;
  /** Entries already on the list that lines were merged into. */
  merged: number;
  /** Lines merged into an earlier line of the file (same mailbox). */
  duplicates: number;
  /** Imported entries that are (or become) confirmed. */
  confirmed: number;
  /** Confirmation mails to queue. */
  mails: number;
}

/** What a check or an import found and did, as the page and the API show it. */
export interface ImportSummary {
  headers: string[];
  mapping: (ImportField | "")[];
  /** The first lines as they are in the file. */
  preview: { line: number; values: string[] }[];
  /** The first problems (IMPORT_LIMITS.listedErrors), in line order; `problemCount` counts all. */
  problems: ImportProblem[];
  problemCount: number;
  counts: ImportCounts;
  /** Whether the entries were written (false for a dry run and for any problem). */
  written: boolean;
}

/** The import page's action answer. */
export type ImportAnswer = FormResult<{ report?: ImportSummary }>;
