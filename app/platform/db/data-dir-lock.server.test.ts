import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, type Holder } from "./data-dir-lock.server.ts";

// Short leases keep these tests fast; production renews every 1 s and calls a lease stale after 10 s.
const fast = { refreshMs: 100, staleMs: 1_500, onWait: () => {} };
const modulePath = JSON.stringify(path.resolve("app/platform/db/data-dir-lock.server.ts"));

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const here = () => ({
  boot: fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
  pidNamespace: fs.readlinkSync("/proc/self/ns/pid"),
});

/** A lease as a holder that is gone left it: renewed last just now, never again. */
function leftBehind(dir: string, holder: Omit<Holder, "owner">) {
  fs.mkdirSync(`${dir}.lock`, { recursive: true });
  fs.writeFileSync(path.join(`${dir}.lock`, "1"), JSON.stringify({ owner: randomUUID(), ...holder }));
}

/** Another process that takes the lock with `identity` and holds it; resolves with what it printed first. */
function holderProcess(dir: string, identity: Partial<Holder> = {}) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { lockDataDir } from ${modulePath};
       try {
         await lockDataDir(${JSON.stringify(dir)}, { refreshMs: 100, staleMs: 1_500, onWait: () => {}, identity: ${JSON.stringify(identity)} });
         console.log("locked");
       } catch (e) { console.log(e.message); process.exit(0); }
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const firstLine = new Promise<string>((resolve) => {
    const check = () => (output.includes("\n") ? resolve(output.split("\n")[0]!) : undefined);
    child.stdout!.on("data", check);
    child.on("exit", () => resolve(output.trim()));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, firstLine, exited, output: () => output };
}

describe("lockDataDir", () => {
  it("writes a lease naming its holder, renews it, and frees it on release", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, fast);
    const lease = path.join(`${dir}.lock`, "1");
    expect(JSON.parse(fs.readFileSync(lease, "utf8"))).toMatchObject({ pid: process.pid, host: os.hostname(), ...here() });
    const first = fs.statSync(lease).mtimeMs;
    // Renewed every 100 ms by its worker thread, whose start a loaded machine may delay: wait for the renewal, not a fixed time.
    await expect.poll(() => fs.statSync(lease).mtimeMs, { timeout: 10_000, interval: 50 }).toBeGreaterThan(first);
    release();
    expect(fs.statSync(lease).mtimeMs).toBe(0);

    // Released: the next process takes it at once.
    const startedAt = Date.now();
    const again = await lockDataDir(dir, fast);
    expect(Date.now() - startedAt).toBeLessThan(fast.staleMs);
    expect(fs.readdirSync(`${dir}.lock`)).toEqual(["2"]);
    again();
  });

  it("refuses a second lock in the same process", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, fast);
    await expect(lockDataDir(dir, fast)).rejects.toThrow(new DataDirInUseError(`data directory ${dir} is already open in this process (${process.pid})`));
    release();
  });

  it("refuses a second lock from another copy of this module in the same process (the dev server's module runner)", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, fast);
    const secondCopy = new URL("./data-dir-lock.server.ts?second-copy", import.meta.url).href;
    const copy = (await import(/* @vite-ignore */ secondCopy)) as { lockDataDir: typeof lockDataDir };
    expect(copy.lockDataDir).not.toBe(lockDataDir);
    await expect(copy.lockDataDir(dir, fast)).rejects.toThrow(`data directory ${dir} is already open in this process (${process.pid})`);
    release();
  });

  it("refuses a folder that a live process holds, naming it, its pid and its host, within two renewals", async () => {
    const dir = tempDir();
    const holder = holderProcess(dir);
    expect(await holder.firstLine).toBe("locked");
    const startedAt = Date.now();
    await expect(lockDataDir(dir, fast)).rejects.toThrow(`data directory ${dir} is in use by process ${holder.child.pid} on host ${os.hostname()}`);
    expect(Date.now() - startedAt).toBeLessThan(fast.staleMs);
  });

  it("refuses a folder that a live process in another container holds, though its pid is not visible here", async () => {
    // Two containers sharing the volume: the holder's pid means nothing in our pid namespace.
    const dir = tempDir();
    const holder = holderProcess(dir, { pid: 4_000_000, host: "other-container", pidNamespace: "pid:[4026530000]" });
    expect(await holder.firstLine).toBe("locked");
    await expect(lockDataDir(dir, { ...fast, staleMs: 3_000 })).rejects.toThrow(`data directory ${dir} is in use by process 4000000 on host other-container`);
  });

  it("takes over at once the lease of a crashed holder whose pid is now ours (the restarted container's server is pid 1 again)", async () => {
    const dir = tempDir();
    leftBehind(dir, { pid: process.pid, host: os.hostname(), ...here() });
    const startedAt = Date.now();
    const release = await lockDataDir(dir, fast);
    expect(Date.now() - startedAt).toBeLessThan(fast.staleMs);
    expect(fs.readdirSync(`${dir}.lock`)).toEqual(["2"]);
    release();
  });

  it("takes over the lease of a crashed holder whose pid now belongs to another live process once it is stale, saying how long it waits", async () => {
    const dir = tempDir();
    // Pid 1 runs (the init of this machine or container), but it is not the holder.
    leftBehind(dir, { pid: 1, host: os.hostname(), ...here() });
    const waits: string[] = [];
    const startedAt = Date.now();
    const release = await lockDataDir(dir, { ...fast, onWait: (line) => waits.push(line) });
    const waited = Date.now() - startedAt;
    expect(waited).toBeGreaterThanOrEqual(fast.staleMs);
    expect(waited).toBeLessThan(fast.staleMs + 1_000);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatch(
      new RegExp(
        `^data directory ${dir} is locked by process 1 on host ${os.hostname()}, whose lease is not being renewed: taking it over in [\\d.]+ s unless it is$`,
      ),
    );
    release();
  });

  it("takes over a crashed holder's lease from another host once it is stale", async () => {
    const dir = tempDir();
    leftBehind(dir, { pid: process.pid, host: "other-host", boot: "another-boot", pidNamespace: "pid:[1]" });
    const startedAt = Date.now();
    const release = await lockDataDir(dir, fast);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(fast.staleMs);
    release();
  });

  it("takes over at once after its holder is killed with SIGKILL on this machine", async () => {
    const dir = tempDir();
    const holder = holderProcess(dir);
    expect(await holder.firstLine).toBe("locked");
    holder.child.kill("SIGKILL");
    await holder.exited;
    const startedAt = Date.now();
    const release = await lockDataDir(dir, fast);
    expect(Date.now() - startedAt).toBeLessThan(fast.staleMs);
    release();
  });

  it("replaces an older version's lock file when the pid in it is gone or is ours, and refuses it when that pid runs", async () => {
    const dir = tempDir();
    fs.writeFileSync(`${dir}.lock`, String(process.pid)); // a restarted container: the old server was our pid
    const release = await lockDataDir(dir, fast);
    expect(fs.readdirSync(`${dir}.lock`)).toEqual(["1"]);
    release();

    const other = tempDir();
    fs.writeFileSync(`${other}.lock`, "1");
    await expect(lockDataDir(other, fast)).rejects.toThrow(
      `data directory ${other} is in use by process 1 (an older version's lock file ${other}.lock: delete it if that process is not a server)`,
    );
  });

  it("lets exactly one of several processes take over a stale lease at the same time", async () => {
    const dir = tempDir();
    leftBehind(dir, { pid: 4_000_000, host: "gone-host", boot: "gone", pidNamespace: "pid:[1]" });
    const contenders = Array.from({ length: 4 }, () => holderProcess(dir));
    const lines = await Promise.all(contenders.map((contender) => contender.firstLine));
    const winners = contenders.filter((_, index) => lines[index] === "locked");
    expect(winners).toHaveLength(1);
    for (const line of lines.filter((line) => line !== "locked")) {
      expect(line).toBe(`data directory ${dir} is in use by process ${winners[0]!.child.pid} on host ${os.hostname()}`);
    }
  });

  it("stops a holder whose lease was taken over while it was paused, with one line and exit 1", async () => {
    const dir = tempDir();
    const holder = holderProcess(dir, { host: "paused-host", pidNamespace: "pid:[1]" });
    expect(await holder.firstLine).toBe("locked");
    holder.child.kill("SIGSTOP");
    const release = await lockDataDir(dir, fast);
    holder.child.kill("SIGCONT");
    expect(await holder.exited).toBe(1);
    expect(holder.output().trim().split("\n").at(-1)).toBe(
      `data directory ${dir}: its lock was taken over by process ${process.pid} on host ${os.hostname()}; stopping so that two processes never write to it`,
    );
    release();
  });

  it("tells its holder when its lease is removed", async () => {
    const dir = tempDir();
    const lost: string[] = [];
    const release = await lockDataDir(dir, { ...fast, onLost: (line) => lost.push(line) });
    fs.rmSync(`${dir}.lock`, { recursive: true });
    await expect
      .poll(() => lost, { timeout: 2_000 })
      .toEqual([`data directory ${dir}: its lock was removed; stopping so that two processes never write to it`]);
    release();
  });
});
