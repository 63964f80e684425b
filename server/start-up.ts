/**
 * What a process that serves the site does before it serves: read `.env`,
 * and say in one plain line why it cannot start. An operator reads that line
 * in a terminal or `journalctl`; the stack goes to the log at debug level
 * (LOG_LEVEL=debug shows it).
 */
import fs from "node:fs";
import path from "node:path";

/**
 * Reads `.env` in the folder the server is started from (the project's
 * folder for `npm start`; `WorkingDirectory` under systemd) into
 * `process.env`. The environment wins: a variable set there keeps its value.
 * ENV_FILE names another file, or none when empty (the servers the tests
 * start read none, whatever a developer keeps in theirs). No file, nothing
 * read. Returns the file's path when it was read.
 */
export function loadEnvFile(): string | undefined {
  const name = process.env.ENV_FILE ?? ".env";
  if (!name) return undefined;
  const file = path.resolve(name);
  if (!fs.existsSync(file)) return undefined;
  // Node's own reader, which leaves variables already in the environment as they are.
  process.loadEnvFile(file);
  return file;
}

/** A start-up failure's line: the error's own message, on one line. */
export function startUpMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, " ").trim();
}

/**
 * Stops the process with one line on stderr and exit code 1. The error, with
 * its stack, goes to `logDebug` (the logger at debug level) first.
 */
export function failStart(line: string, error?: unknown, logDebug?: (error: unknown, line: string) => void): never {
  if (error !== undefined) logDebug?.(error, line);
  console.error(line);
  process.exit(1);
}
