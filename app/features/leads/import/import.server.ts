import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";
import { waitlistEntries } from "#app/platform/db/schema.ts";
import { queueLeadMailsFrom } from "#app/platform/mail/mail.server.ts";
import { unsubscribeUrl, type LinkContext } from "#app/platform/mail/mail-links.server.ts";
import { waitlistConfirmationMail } from "#app/features/leads/lead-mails.server.ts";
import { isDisposableAddress, referralCounts } from "#app/features/leads/address-rules.server.ts";
import { confirmUrl, statusUrl } from "#app/features/leads/waitlist/waitlist-links.server.ts";
import { newConfirmToken, newReferralCode } from "#app/features/leads/waitlist/waitlist-tokens.server.ts";
import { guessMapping, IMPORT_LIMITS, importFields, type ImportConfirmation, type ImportProblem, type ImportSummary } from "./import-columns.ts";
import { checkLines, mappingProblem, mergeLines, readCsv, type Mapping, type MergedLine } from "./import-file.server.ts";

/**
 * Importing a waitlist (docs/decisions/0054-waitlist-import.md): the file is
 * read and checked whole, merged by mailbox within itself and with the list,
 * and only a file without a single problem is written, in one transaction
 * of set-based statements (a few thousand rows each), so the tables'
 * statement triggers run a few dozen times for 100,000 lines, not 100,000.
 */

export interface ImportOptions {
  /** The field of each column, in the file's order; guessed from the header when left out. */
  mapping?: Mapping;
  confirmation: ImportConfirmation;
  /** Check and count only (the default of the API). */
  dryRun: boolean;
  links: LinkContext;
  now?: Date;
}

export interface ImportReport extends ImportSummary {
  /** The confirmation mails queued (to kick the mail worker). */
  mailIds: string[];
}

interface Existing {
  email: string;
  mailbox: string;
  referral_code: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
}

const CHUNK = 5_000;
const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A text[] from one JSON parameter (drizzle would send an array as one parameter per element). */
const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Entries on the list by mailbox, and by referral code (index lookups, a few thousand at a time). */
async function lookUp(db: Database, mailboxes: string[], codes: string[]) {
  const byMailbox = new Map<string, Existing>();
  const byCode = new Map<string, Existing>();
  const columns = sql`email, mailbox, referral_code, created_at, confirmed_at`;
  for (const part of chunks([...new Set(mailboxes)])) {
    const rows = await selectRows<Existing>(db, sql`select ${columns} from ${waitlistEntries} where mailbox = any(${textArray(part)})`);
    for (const row of rows) byMailbox.set(row.mailbox, row);
  }
  for (const part of chunks([...new Set(codes)])) {
    const rows = await selectRows<Existing>(db, sql`select ${columns} from ${waitlistEntries} where referral_code = any(${textArray(part)})`);
    for (const row of rows) byCode.set(row.referral_code, row);
  }
  return { byMailbox, byCode };
}

/** One entry to write, with the columns the insert sends. */
interface Planned {
  merged: MergedLine;
  existing: Existing | undefined;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
  referrer: string | null;
  mail: boolean;
}

/** Checks (and unless `dryRun`, writes) a CSV file; answers what it found or did. */
export async function importWaitlist(db: Database, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const table = readCsv(bytes);
  const guessed = guessMapping(table.headers);
  const mapping = table.headers.map((_, i) => {
    const chosen = options.mapping?.[i];
    return chosen === undefined ? guessed[i]! : (importFields as readonly string[]).includes(chosen) ? chosen : "";
  });
  const report: ImportReport = {
    headers: table.headers,
    mapping,
    preview: table.rows.slice(0, IMPORT_LIMITS.previewRows),
    problems: [],
    problemCount: 0,
    counts: { lines: table.rows.length, created: 0, merged: 0, duplicates: 0, confirmed: 0, mails: 0 },
    written: false,
    mailIds: [],
  };
  const finish = (problems: ImportProblem[]) => {
    problems.sort((a, b) => a.line - b.line);
    report.problems = problems.slice(0, IMPORT_LIMITS.listedErrors);
    report.problemCount = problems.length;
    return report;
  };
  const unusable = mappingProblem(mapping);
  if (unusable) return finish([{ line: 1, column: "", message: unusable }]);

  const { lines, problems } = checkLines(table, mapping, now);
  const merged = mergeLines(lines);
  const referrers = merged.flatMap((line) => (line.referrer ? [line.referrer] : []));
  const { byMailbox, byCode } = await lookUp(
    db,
    [...merged.map((line) => line.mailbox), ...referrers.flatMap((ref) => (ref.kind === "email" ? [ref.mailbox] : []))],
    referrers.flatMap((ref) => (ref.kind === "code" ? [ref.code] : [])),
  );
  const inFile = new Map(merged.map((line) => [line.mailbox, line]));
  /** The address an entry is stored under: the list's (it wins) or the file's first line's. */
  const storedEmail = (mailbox: string) => byMailbox.get(mailbox)?.email ?? inFile.get(mailbox)?.email;
  const referrerColumn = table.headers[mapping.indexOf("referrer")] ?? "referrer";

  const planned: Planned[] = [];
  for (const line of merged) {
    const existing = byMailbox.get(line.mailbox);
    const email = existing?.email ?? line.email;
    let referrer: string | null = null;
    if (line.referrer) {
      const ref = line.referrer;
      const found = ref.kind === "email" ? storedEmail(ref.mailbox) : byCode.get(ref.code)?.email;
      if (!found) {
        problems.push({
          line: line.referrerLine,
          column: referrerColumn,
          message:
            ref.kind === "email"
              ? `No entry on the list or in this file has the address ${ref.email}.`
              : `No entry on the list has the referral code “${ref.code}”.`,
        });
        continue;
      }
      if (ref.kind === "code" && byCode.get(ref.code)?.mailbox === line.mailbox) {
        problems.push({ line: line.referrerLine, column: referrerColumn, message: "is the entry's own referral code: an entry cannot refer itself." });
        continue;
      }
      referrer = found;
    }
    const wantsConfirmed = !line.declined && (line.confirmed ?? options.confirmation === "confirmed");
    const joined = line.joinedAt ?? now;
    const createdAt = existing && toDate(existing.created_at) < joined ? toDate(existing.created_at) : joined;
    const confirmedAt = existing?.confirmed_at ? toDate(existing.confirmed_at) : wantsConfirmed ? joined : null;
    planned.push({
      merged: line,
      existing,
      email,
      createdAt,
      confirmedAt,
      referrer,
      mail: !existing && !confirmedAt && !line.declined && options.confirmation === "mail",
    });
  }
  report.counts.duplicates = lines.length - merged.length;
  report.counts.merged = planned.filter((entry) => entry.existing).length;
  report.counts.created = planned.length - report.counts.merged;
  report.counts.confirmed = planned.filter((entry) => entry.confirmedAt).length;
  report.counts.mails = planned.filter((entry) => entry.mail).length;
  if (problems.length > 0 || options.dryRun) return finish(problems);

  report.mailIds = await writeEntries(db, planned, options.links, now);
  report.written = true;
  return finish([]);
}

/**
 * Writes the planned entries in one transaction: each chunk is one INSERT …
 * ON CONFLICT (mailbox) DO UPDATE (so a join that lands meanwhile is merged
 * too) with its referrals, then the confirmation mails of the entries it
 * added; last, the referrals to entries later in the file.
 */
async function writeEntries(db: Database, planned: Planned[], links: LinkContext, now: Date): Promise<string[]> {
  // A referrer on the list, or written by the same statement or an earlier one, is set with the entry;
  // one later in the file (rare: files list people in joining order) is set afterwards.
  const chunkOf = new Map(planned.map((entry, i) => [entry.email, Math.floor(i / CHUNK)]));
  const later: { email: string; referrer: string; counts: boolean }[] = [];
  return db.transaction(async (tx) => {
    const mailIds: string[] = [];
    for (const [index, part] of chunks(planned).entries()) {
      const byEmail = new Map(part.map((entry) => [entry.email, entry]));
      const tokens = new Map<string, { token: string; hash: string; expiresAt: Date }>();
      const rows = part.map((entry) => {
        const token = entry.mail ? newConfirmToken(now) : null;
        if (token) tokens.set(entry.email, token);
        const referral = entry.referrer ? { email: entry.email, referrer: entry.referrer, counts: referralCounts(entry.referrer, entry.email) } : null;
        const referrerReady = referral && (chunkOf.get(referral.referrer) ?? -1) <= index;
        if (referral && !referrerReady) later.push(referral);
        return {
          email: entry.email,
          name: entry.merged.name,
          company: entry.merged.company,
          status: entry.merged.declined ? "declined" : "pending",
          created_at: entry.createdAt.toISOString(),
          confirmed_at: entry.confirmedAt?.toISOString() ?? null,
          referral_code: newReferralCode(),
          referred_by: referrerReady ? referral.referrer : null,
          referral_counts: referrerReady ? referral.counts : false,
          disposable: isDisposableAddress(entry.email),
          confirm_token_hash: token?.hash ?? null,
          confirm_token_expires_at: token?.expiresAt.toISOString() ?? null,
          last_mail_at: token ? now.toISOString() : null,
        };
      });
      const inserted = await selectRows<{ email: string; referral_code: string; inserted: boolean }>(
        tx,
        sql`insert into ${waitlistEntries} (email, name, company, status, created_at, updated_at, confirmed_at, referral_code, referred_by, referral_counts,
            disposable, confirm_token_hash, confirm_token_expires_at, last_mail_at)
          select r.email, r.name, r.company, r.status, r.created_at, ${now.toISOString()}::timestamptz, r.confirmed_at, r.referral_code, r.referred_by,
            r.referral_counts, r.disposable, r.confirm_token_hash, r.confirm_token_expires_at, r.last_mail_at
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(email text, name text, company text, status text, created_at timestamptz,
            confirmed_at timestamptz, referral_code text, referred_by text, referral_counts boolean, disposable boolean, confirm_token_hash text,
            confirm_token_expires_at timestamptz, last_mail_at timestamptz)
          on conflict (mailbox) do update set
            name = case when ${waitlistEntries}.name = '' then excluded.name else ${waitlistEntries}.name end,
            company = case when ${waitlistEntries}.company = '' then excluded.company else ${waitlistEntries}.company end,
            created_at = least(${waitlistEntries}.created_at, excluded.created_at),
            confirmed_at = coalesce(${waitlistEntries}.confirmed_at, excluded.confirmed_at),
            referral_counts = case when ${waitlistEntries}.referred_by is null then excluded.referral_counts else ${waitlistEntries}.referral_counts end,
            referred_by = coalesce(${waitlistEntries}.referred_by, excluded.referred_by),
            updated_at = excluded.updated_at
          returning email, referral_code, (xmax = 0) as inserted`,
      );
      const mails = inserted.flatMap((row) => {
        const token = row.inserted ? tokens.get(row.email) : undefined;
        if (!token) return [];
        const entry = byEmail.get(row.email)!;
        const mail = waitlistConfirmationMail({ name: entry.merged.name, email: row.email }, links.publicUrl, {
          confirmUrl: confirmUrl(links, token.token),
          statusUrl: statusUrl(links, { email: row.email, referralCode: row.referral_code }),
          unsubscribeUrl: unsubscribeUrl(links, row.email),
        });
        return [{ to: row.email, subject: mail.subject, text: mail.text, html: mail.html }];
      });
      for (const mailPart of chunks(mails, 1_000)) {
        const queued = await selectRows<{ id: string }>(
          tx,
          queueLeadMailsFrom(
            sql`select * from jsonb_to_recordset(${JSON.stringify(mailPart)}::jsonb) as m("to" text, "subject" text, "text" text, "html" text)`,
          ),
        );
        mailIds.push(...queued.map((row) => row.id));
      }
    }
    for (const part of chunks(later)) {
      await tx.execute(sql`update ${waitlistEntries} as e set referred_by = r.referrer, referral_counts = r.counts
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r(email text, referrer text, counts boolean)
        where e.email = r.email and e.referred_by is null and e.email <> r.referrer`);
    }
    return mailIds;
  });
}
