import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("writes our pid beside the folder and removes it on release", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder that a running process holds, naming it and the pid", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.resolve("app/platform/db/data-dir-lock.server.ts"))};
      try { lockDataDir(${JSON.stringify(dir)}); console.log("locked"); } catch (e) { console.log(e.message); }
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(output.trim()).toBe(`data directory ${dir} is in use by process ${process.pid}`);
    release();
  });

  it("refuses a second lock in the same process", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
  });

  it("takes over a lock whose process is gone", () => {
    const dir = tempDir();
    const deadPid = Number(execFileSync(process.execPath, ["-p", "process.pid"], { encoding: "utf8" }));
    fs.writeFileSync(`${dir}.lock`, String(deadPid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
