import { CsvError, parse } from "csv-parse/sync";
import { emailField, nameField } from "#app/platform/forms/person-fields.ts";
import { companyField } from "#app/features/leads/lead-fields.ts";
import { mailboxOf } from "#app/features/leads/address-rules.server.ts";
import { IMPORT_LIMITS, importFieldLabels, importFields, importStatuses, importTexts, type ImportField, type ImportProblem } from "./import-columns.ts";

/**
 * Reading a waitlist CSV (csv-parse: RFC 4180 quoting, line breaks inside
 * quotes, a byte-order mark), checking each line against the site's own
 * field rules, and merging the lines that name one mailbox. Pure: the
 * database's part (existing entries, referrers) is import.server.ts.
 */

export type { ImportProblem };

export interface CsvTable {
  headers: string[];
  rows: { line: number; values: string[] }[];
}

/** A file the import refuses as a whole (not one line's problem): too large, not text, no data. */
export class ImportFileRefusal extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

/** The separator the header uses most: comma, semicolon (spreadsheets in much of Europe) or tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The file's header and lines of data, each with the line of the file it starts on. */
export function readCsv(bytes: Uint8Array): CsvTable {
  if (bytes.length > IMPORT_LIMITS.bytes) throw new ImportFileRefusal(importTexts.tooLarge, 413);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileRefusal(importTexts.notText, 415);
  }
  if (text.includes("\u0000")) throw new ImportFileRefusal(importTexts.notText, 415);
  text = text.replace(/^\uFEFF/, "");
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_LIMITS.lines + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportFileRefusal(`The file is not valid CSV${line ? ` at line ${line}` : ""}: ${csvProblem(error)}`, 400);
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new ImportFileRefusal(importTexts.empty);
  if (data.length > IMPORT_LIMITS.lines) throw new ImportFileRefusal(importTexts.tooManyLines(IMPORT_LIMITS.lines), 413);
  // info.bytes is where a record ends in the text; the next starts there, after any empty lines.
  let at = header.info.bytes;
  let line = 1 + (text.slice(0, at).match(/\n/g)?.length ?? 0);
  const rows = data.map(({ record, info }) => {
    while (at < text.length && (text[at] === "\n" || text[at] === "\r")) if (text[at++] === "\n") line++;
    const start = line;
    for (let i = at; i < info.bytes; i++) if (text.charCodeAt(i) === 10) line++;
    at = info.bytes;
    return { line: start, values: record };
  });
  return { headers: header.record.map((name) => name.trim()), rows };
}

function csvProblem(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted field is not closed (a missing closing quote).";
    case "CSV_INVALID_CLOSING_QUOTE":
    case "INVALID_OPENING_QUOTE":
      return "a quote inside a field that is not quoted as a whole (write it as two quotes inside quotes).";
    default:
      return error.message.replace(/^Invalid [^:]*: /, "");
  }
}

export type Mapping = (ImportField | "")[];

/** Why a mapping cannot be used (no e-mail column, a field twice), or null. */
export function mappingProblem(mapping: Mapping): string | null {
  if (!mapping.includes("email")) return importTexts.noEmailColumn;
  for (const field of importFields) {
    if (mapping.filter((mapped) => mapped === field).length > 1) return importTexts.twiceMapped(importFieldLabels[field]);
  }
  return null;
}

export type ImportReferrer = { kind: "email"; email: string; mailbox: string } | { kind: "code"; code: string };

/** One checked line. */
export interface ImportLine {
  line: number;
  email: string;
  mailbox: string;
  name: string;
  company: string;
  joinedAt: Date | null;
  referrer: ImportReferrer | null;
  /** Status "confirmed": true; "pending" or "unconfirmed": false; none (or "declined"): as the import's option says. */
  confirmed: boolean | null;
  /** Status "declined": the entry is stored declined (no mail, never invited). */
  declined: boolean;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A joined date: ISO 8601 (2024-03-01, 2024-03-01T09:30:00Z, with an
 * offset, or "2024-03-01 09:30:00"); without a zone it is UTC. A date like
 * 03/01/2024 is refused: it reads as March or January depending on where
 * the file was made.
 */
export function parseJoinedDate(value: string, now: Date): Date | string {
  const match = datePattern.exec(value);
  if (!match) return "is not a date in the form YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ).";
  const [, year, month, day, hour = "00", minute = "00", second = "00", zone] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}${zone ? (zone.toUpperCase() === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2")) : "Z"}`;
  const date = new Date(iso);
  // Date accepts 2024-02-31 as March 2nd: compare the day back.
  if (Number.isNaN(date.getTime()) || new Date(`${year}-${month}-${day}T00:00:00Z`).toISOString().slice(0, 10) !== `${year}-${month}-${day}`) {
    return "is not a real date.";
  }
  if (date.getTime() > now.getTime() + 60_000) return "is in the future.";
  if (date.getUTCFullYear() < 1990) return "is before 1990.";
  return date;
}

const referralCodePattern = /^[A-Za-z0-9_-]{4,64}$/;

/** Checks every line; the problems of all lines, each with its line, column and why. */
export function checkLines(table: CsvTable, mapping: Mapping, now = new Date()): { lines: ImportLine[]; problems: ImportProblem[] } {
  const columnOf = Object.fromEntries(importFields.map((field) => [field, mapping.indexOf(field)])) as Record<ImportField, number>;
  const headerOf = (field: ImportField) => table.headers[columnOf[field]] || importFieldLabels[field];
  const lines: ImportLine[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, values } of table.rows) {
    const valueOf = (field: ImportField) => (columnOf[field] >= 0 ? (values[columnOf[field]] ?? "").trim() : "");
    const problem = (field: ImportField, message: string) => problems.push({ line, column: headerOf(field), message });
    const before = problems.length;
    if (values.length > table.headers.length) {
      problems.push({
        line,
        column: "",
        message: `has ${values.length} fields; the header has ${table.headers.length} (a separator inside a field that is not quoted?).`,
      });
    }
    const email = emailField.safeParse(valueOf("email"));
    if (!email.success) problem("email", email.error.issues[0]!.message);
    else if (email.data === "") problem("email", "is empty: every line needs an e-mail address.");
    const name = nameField.safeParse(valueOf("name"));
    if (!name.success) problem("name", name.error.issues[0]!.message);
    const company = companyField.safeParse(valueOf("company"));
    if (!company.success) problem("company", company.error.issues[0]!.message);
    let joinedAt: Date | null = null;
    const joined = valueOf("joinedAt");
    if (joined) {
      const date = parseJoinedDate(joined, now);
      if (typeof date === "string") problem("joinedAt", `“${joined}” ${date}`);
      else joinedAt = date;
    }
    let referrer: ImportReferrer | null = null;
    const ref = valueOf("referrer");
    if (ref.includes("@")) {
      const referrerEmail = emailField.safeParse(ref);
      if (!referrerEmail.success) problem("referrer", `“${ref}” is not a valid e-mail address.`);
      else referrer = { kind: "email", email: referrerEmail.data, mailbox: mailboxOf(referrerEmail.data) };
    } else if (ref) {
      if (!referralCodePattern.test(ref)) problem("referrer", `“${ref}” is neither a referral code nor an e-mail address.`);
      else referrer = { kind: "code", code: ref };
    }
    const statusText = valueOf("status").toLowerCase();
    if (statusText && !(importStatuses as readonly string[]).includes(statusText)) {
      problem("status", `“${valueOf("status")}” is not one of ${importStatuses.join(", ")}.`);
    }
    const confirmed = statusText === "confirmed" ? true : statusText === "pending" || statusText === "unconfirmed" ? false : null;
    if (problems.length > before || !email.success || !name.success || !company.success) continue;
    const mailbox = mailboxOf(email.data);
    if (referrer?.kind === "email" && referrer.mailbox === mailbox) {
      problem("referrer", "names the line's own address: an entry cannot refer itself.");
      continue;
    }
    lines.push({
      line,
      email: email.data,
      mailbox,
      name: name.data,
      company: company.data,
      joinedAt,
      referrer,
      confirmed,
      declined: statusText === "declined",
    });
  }
  return { lines, problems };
}

/** Lines that name one mailbox, merged into the first of them; `lines` is every line merged in (the first included). */
export interface MergedLine extends ImportLine {
  lines: number[];
  /** The line the referrer came from. */
  referrerLine: number;
}

/**
 * Merges the lines of one mailbox, in file order: the first line's address
 * is kept; name, company and referrer are the first non-empty ones; the
 * joined date is the earliest; a line saying "confirmed" confirms the
 * entry (else the first "pending" keeps it unconfirmed), and a line saying
 * "declined" declines it.
 */
export function mergeLines(lines: ImportLine[]): MergedLine[] {
  const byMailbox = new Map<string, MergedLine>();
  for (const line of lines) {
    const first = byMailbox.get(line.mailbox);
    if (!first) {
      byMailbox.set(line.mailbox, { ...line, lines: [line.line], referrerLine: line.line });
      continue;
    }
    first.lines.push(line.line);
    first.name ||= line.name;
    first.company ||= line.company;
    if (!first.referrer && line.referrer) {
      first.referrer = line.referrer;
      first.referrerLine = line.line;
    }
    if (line.joinedAt && (!first.joinedAt || line.joinedAt < first.joinedAt)) first.joinedAt = line.joinedAt;
    if (line.confirmed === true || first.confirmed === null) first.confirmed = line.confirmed ?? first.confirmed;
    first.declined ||= line.declined;
  }
  return [...byMailbox.values()];
}
