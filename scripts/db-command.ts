/** What the database commands (db:backup, db:restore, db:move) share: their one-line failures and summaries. */

/** Stops the command with one line on stderr. */
export function failCommand(line: string, code = 1): never {
  console.error(line.replace(/\s*\n\s*/g, " ").trim());
  process.exit(code);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** "26 tables, 101,182 rows (3.0 MB)". */
export const describeBackup = (summary: { tables: number; rows: number; bytes?: number }) =>
  `${summary.tables} tables, ${summary.rows.toLocaleString("en-US")} rows${summary.bytes === undefined ? "" : ` (${megabytes(summary.bytes)})`}`;
