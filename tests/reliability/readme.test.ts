import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvePow } from "#tests/helpers/proof-of-work.ts";
import { ADMIN, createStore, driver, startServer, type RunningServer, type Store } from "./support/server.ts";

/**
 * Nothing in the README is untrue: its shell commands run here as written
 * (against a server on another port, files in a temporary folder), with the
 * output it promises. Those that cannot run in CI (a whole `npm start`, a
 * PostgreSQL host of the reader's) are named, with why; a command added to
 * the README is neither until this file says which.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const readme = fs.readFileSync(path.join(projectRoot, "README.md"), "utf8");
const run = promisify(execFile);

/** The README's shell blocks, one command a line (continuations joined), with the comment lines after each. */
function readmeCommands(): { command: string; says: string[] }[] {
  const commands: { command: string; says: string[] }[] = [];
  for (const block of readme.matchAll(/```sh\n([^]*?)```/g)) {
    for (const line of block[1]!.replaceAll("\\\n", " ").split("\n")) {
      if (!line.trim()) continue;
      if (line.startsWith("#")) commands.at(-1)?.says.push(line.slice(1).trim());
      else
        commands.push({
          command: line
            .replace(/\s+#.*$/, "")
            .replace(/\s+/g, " ")
            .trim(),
          says: [],
        });
    }
  }
  return commands;
}

/** Run by `npm test` and CI themselves, or needing what CI has not (the reader's PostgreSQL host); each says why. */
const notRunHere: Record<string, string> = {
  "npm install && npm start": "scripts/fresh-machine.sh runs it on a clean clone, at the end of .ci/run",
  "npm test": "CI runs it",
  "DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm start": "the same server on PostgreSQL: the PostgreSQL pass of every suite",
  "ADMIN_EMAILS=ada@example.com npm start": "ADMIN_EMAILS: tests/e2e (an admin once verified)",
  "DATABASE_URL=postgres://app@db/droids npm run db:restore -- backups/droids.backup.gz":
    "the reader's host; a restore into a new PostgreSQL database: tests/reliability/backup.test.ts",
  "BACKUP_DIR=/var/backups/droids BACKUP_EVERY=6h BACKUP_KEEP=28 npm start": "scheduled backups: app/platform/db/backup-log.integration.test.ts",
  "npm run db:move -- postgres://app:secret@db:5432/droids": "the reader's host; a move: tests/reliability/move.test.ts",
  "METRICS_PORT=9464 npm start": "METRICS_PORT: tests/reliability/metrics.test.ts",
};

let store: Store;
let server: RunningServer;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "droids-readme-"));

/** Runs one README command in the project's folder as a reader would, pointed at the test's server, data and files. */
async function shell(command: string, env: Record<string, string> = {}) {
  const line = command
    .replaceAll("http://localhost:3000", server.base)
    .replaceAll("backups/droids.backup.gz", path.join(folder, "droids.backup.gz"))
    .replaceAll("DATA_DIR=./restored", `DATA_DIR=${path.join(folder, "restored")}`);
  try {
    const { stdout, stderr } = await run("bash", ["-c", line], { cwd: projectRoot, env: { ...process.env, ENV_FILE: "", ...store.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const find = (start: string) => {
  const found = readmeCommands().find((entry) => entry.command.startsWith(start));
  if (!found) throw new Error(`the README has no command starting "${start}"`);
  return found;
};

describe.runIf(driver === "pglite")("the README's commands", () => {
  beforeAll(async () => {
    store = await createStore();
    server = await startServer(store, { ADMIN_EMAILS: ADMIN.email });
  });
  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("are each run here or named with why not, and every npm script is in the Scripts table", () => {
    const ranHere = [
      "curl -s -X POST http://localhost:3000/api/v1/waitlist",
      "curl -s 'http://localhost:3000/api/v1/waitlist?",
      "npm run mail:outbox",
      "npm run db:backup --",
      "DATA_DIR=./restored npm run db:restore --",
      "npm run user:role --",
    ];
    for (const { command } of readmeCommands()) {
      expect(command in notRunHere || ranHere.some((start) => command.startsWith(start)), `README command not covered: ${command}`).toBe(true);
    }
    const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);
    const table = readme.slice(readme.indexOf("## Scripts"), readme.indexOf("## API"));
    for (const script of scripts) {
      const spelled = script === "start" || script === "test" ? `npm ${script}` : script === "postinstall" ? "`postinstall`" : `npm run ${script}`;
      expect(table, `the Scripts table does not name ${script}`).toContain(spelled);
    }
  });

  it("join with curl, answered as the README shows", async () => {
    const { command, says } = find("curl -s -X POST http://localhost:3000/api/v1/waitlist");
    const answer = await shell(command);
    expect(answer.output).toBe(says[0]);
  });

  it("read the first account's verification link with npm run mail:outbox, without SMTP", async () => {
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(signUp.ok).toBe(true);
    const { output, code } = await shell(find("npm run mail:outbox").command);
    expect(code).toBe(0);
    const link = new RegExp(
      `to ${ADMIN.email.replaceAll(".", "\\.")} · waiting \\(no SMTP_URL: it stays here\\)\\nSubject: .+\\n[^]*?(http://\\S+/api/auth/verify-email\\?token=\\S+)`,
    ).exec(output);
    expect(link, output).not.toBeNull();
    // Opening it proves the address, and ADMIN_EMAILS makes the account an admin.
    const opened = await fetch(link![1]!.replace(/^http:\/\/[^/]+/, server.base), { redirect: "manual" });
    expect(opened.status).toBe(302);
    const cookie = opened.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");

    // The admin list with an API key made in Settings, and with the README's placeholder (refused).
    const settings = await fetch(`${server.base}/dashboard/settings`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create-key", name: "README" }),
    });
    const key = /data-testid="new-api-key"[^>]*>(drd_[\w-]+)</.exec(await settings.text())![1]!;
    // Ada joins as a script does, with a solved challenge (the README's curl shows the refusal without one).
    const challenge = await (await fetch(`${server.base}/api/v1/pow-challenge`)).json();
    const joined = await fetch(`${server.base}/api/v1/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", altcha: await solvePow(challenge) }),
    });
    expect(await joined.json()).toEqual({ ok: true, message: "We'll notify you as soon as Droids is available." });
    const { command, says } = find("curl -s 'http://localhost:3000/api/v1/waitlist?");
    const listed = JSON.parse((await shell(command.replace("drd_…", key))).output) as { data: { email: string; status: string }[] };
    expect(listed.data).toEqual([expect.objectContaining({ email: "ada@example.com", status: "pending" })]);
    const refused = (await shell(command)).output;
    expect(refused).toMatch(/^\{"error":\{"code":"unauthorized",/);
    expect(says.join(" ")).toContain('a wrong one answers 401 {"error":{"code":"unauthorized",…}}');
  });

  it("back up while the site serves, and restore into a new folder", async () => {
    const backup = await shell(find("npm run db:backup --").command);
    expect(backup.output).toMatch(/Backed up \d+ tables, [\d,]+ rows \([\d.]+ MB\) to .*droids\.backup\.gz through the running server in [\d.]+ s\./);
    const restore = await shell(find("DATA_DIR=./restored npm run db:restore --").command);
    expect(restore.output).toMatch(/Restored \d+ tables, [\d,]+ rows from .*droids\.backup\.gz into pglite \(.*restored\/pglite\) in [\d.]+ s\./);
  });

  it("give an account a role from the command line, with the server stopped (the embedded database)", async () => {
    expect(
      (
        await fetch(`${server.base}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Grace Hopper", email: "grace@example.com", password: "Gr4ce!hopper" }),
        })
      ).ok,
    ).toBe(true);
    await server.stop();
    const { output, code } = await shell(find("npm run user:role --").command);
    expect(output).toContain("grace@example.com is now an author.");
    expect(code).toBe(0);
  });
});
