import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/** Who holds a lock: written into its lease file, read by the next process for its message and its crash check. */
export interface Holder {
  /** Random per lock: what the holder checks its lease by, never its pid. */
  owner: string;
  pid: number;
  host: string;
  /** The kernel's boot and the holder's pid namespace: a pid means something to us only when both are ours. */
  boot: string;
  pidNamespace: string;
}

export interface LockOptions {
  /** How often the holder renews its lease. */
  refreshMs?: number;
  /** A lease not renewed for this long is stale: its holder is gone, whatever its pid. */
  staleMs?: number;
  /** Told once, in one line, when we wait for a lease to go stale. */
  onWait?: (message: string) => void;
  /** Told, in one line, when our lease was taken over or removed: we must stop writing at once. */
  onLost?: (message: string) => void;
  /** Tests pose as a holder on another host or in another container. */
  identity?: Partial<Omit<Holder, "owner">>;
}

export const LOCK_REFRESH_MS = 1_000;
export const LOCK_STALE_MS = 10_000;

/**
 * Locks this process holds (lock folder → owner id): a second open in the
 * same process is refused at once. Kept on the process, not in this module:
 * the dev server's module runner can load this module a second time, and
 * that copy must see these locks too, not take a lease with our pid for a
 * crashed one.
 */
const registryKey = Symbol.for("droids.data-dir-locks");
const heldHere: Map<string, string> =
  ((globalThis as Record<symbol, unknown>)[registryKey] as Map<string, string> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[registryKey] = new Map<string, string>());

/**
 * Takes an exclusive lock on an embedded database folder for this process.
 * PGlite takes none, and two processes writing one folder corrupt it.
 *
 * The lock is a lease, proven by renewal, not by process ids (a pid means
 * nothing in another container, and after a crash in a container the next
 * server has the same pid, 1). `<dir>.lock/` holds numbered lease files; the
 * highest number is the current lease. The holder renews its file's mtime
 * every `refreshMs` from a worker thread (so a long query on the main thread
 * cannot let it lapse), and a lease that has not changed for `staleMs` of our
 * own watching belongs to a process that is gone. A process takes the lock by
 * creating the next number with O_EXCL, so of two contenders exactly one
 * wins; a holder whose next number appears, or whose file vanishes, has lost
 * the lock and is told through `onLost` (by default: one line, exit 1).
 *
 * A lease is free at once when released (mtime 0) or when its holder ran on
 * this kernel in our pid namespace and that pid is gone or is ours (a
 * crash, then a restart). Otherwise we watch it: renewed means in use
 * (refused with one line naming the folder and the holder), unrenewed for
 * `staleMs` means stale (taken over). Returns a function that releases it.
 */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<() => void> {
  const {
    refreshMs = LOCK_REFRESH_MS,
    staleMs = LOCK_STALE_MS,
    onWait = (message) => console.error(message),
    onLost = (message) => {
      console.error(message);
      process.exit(1);
    },
  } = options;
  const lockDir = `${dir}.lock`;
  const me: Holder = { owner: randomUUID(), ...ourIdentity(), ...options.identity };
  removeLegacyLockFile(lockDir, dir);
  fs.mkdirSync(lockDir, { recursive: true });

  let watched: { generation: number; mtimeMs: number; since: number; told: boolean } | undefined;
  for (;;) {
    const generation = currentGeneration(lockDir);
    const file = path.join(lockDir, String(generation));
    const stat = generation === 0 ? undefined : fs.statSync(file, { throwIfNoEntry: false });
    if (generation > 0 && !stat) continue; // replaced while we looked: look again
    const holder = stat ? readHolder(file) : undefined;
    if (holder && heldHere.get(lockDir) === holder.owner) {
      throw new DataDirInUseError(`data directory ${dir} is already open in this process (${process.pid})`);
    }

    const free = !stat || stat.mtimeMs === 0 || (holder !== undefined && crashedHere(holder));
    const stale = watched?.generation === generation && watched.mtimeMs === stat?.mtimeMs && Date.now() - watched.since >= staleMs;
    if (free || stale) {
      if (tryCreate(lockDir, generation + 1, me)) return hold(dir, generation + 1, me, { refreshMs, staleMs, onLost });
      watched = undefined; // another process won it: judge its lease afresh
      continue;
    }

    const who = holder ? `process ${holder.pid} on host ${holder.host}` : "another process";
    if (watched?.generation === generation && watched.mtimeMs !== stat!.mtimeMs) {
      throw new DataDirInUseError(`data directory ${dir} is in use by ${who}`);
    }
    if (watched?.generation !== generation) {
      watched = { generation, mtimeMs: stat!.mtimeMs, since: Date.now(), told: false };
    } else if (!watched.told && Date.now() - watched.since > 2 * refreshMs) {
      // Two renewals missed: most likely a crash, so say why we do not start yet.
      watched.told = true;
      onWait(
        `data directory ${dir} is locked by ${who}, whose lease is not being renewed: taking it over in ${formatSeconds(staleMs - (Date.now() - watched.since))} unless it is`,
      );
    }
    await delay(Math.max(10, Math.min(refreshMs / 2, staleMs / 4)));
  }
}

function hold(dir: string, generation: number, me: Holder, { refreshMs, staleMs, onLost }: Required<Pick<LockOptions, "refreshMs" | "staleMs" | "onLost">>) {
  const lockDir = `${dir}.lock`;
  const file = path.join(lockDir, String(generation));
  heldHere.set(lockDir, me.owner);
  // The leases before ours are gone for good; a paused holder of one finds ours and stops.
  for (const older of generations(lockDir)) if (older < generation) fs.rmSync(path.join(lockDir, String(older)), { force: true });

  // 0 idle, 1 renewing, 2 released: the release waits for a renewal in flight, so none lands after it.
  const state = new Int32Array(new SharedArrayBuffer(4));
  const renewer = new Worker(renewerSource, {
    eval: true,
    workerData: { file, next: path.join(lockDir, String(generation + 1)), refreshMs, staleMs, state: state.buffer },
  });
  renewer.unref();
  // A renewer that died lets the lease lapse: as good as lost.
  renewer.on("error", (error) => lost(`could not be renewed (${error.message})`));
  renewer.on("message", (reason: string) => lost(reason));
  const lost = (reason: string) => {
    if (released) return;
    const taker = readHolder(path.join(lockDir, String(generation + 1)));
    const by = taker ? ` by process ${taker.pid} on host ${taker.host}` : "";
    onLost(`data directory ${dir}: its lock ${reason}${by}; stopping so that two processes never write to it`);
  };

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    heldHere.delete(lockDir);
    while (Atomics.compareExchange(state, 0, 0, 2) === 1) Atomics.wait(state, 0, 1, 50);
    void renewer.terminate();
    // Released: mtime 0 tells the next process the folder is free, without waiting.
    if (readHolder(file)?.owner === me.owner && !fs.existsSync(path.join(lockDir, String(generation + 1)))) {
      try {
        fs.utimesSync(file, 0, 0);
      } catch {
        // Gone: nothing to release.
      }
    }
  };
  process.on("exit", release);
  return release;
}

/**
 * The renewing worker: touches our lease file every refreshMs; reports when
 * the next lease file exists (taken over), ours is gone (removed), or
 * renewing has failed for staleMs (the lease may have lapsed). Written to
 * run as CommonJS or as an ES module (a process's --input-type decides).
 */
const renewerSource = `(async () => {
  const fs = await import("node:fs");
  const { parentPort, workerData } = await import("node:worker_threads");
  const { file, next, refreshMs, staleMs } = workerData;
  const state = new Int32Array(workerData.state);
  let renewedAt = Date.now();
  const timer = setInterval(() => {
    if (Atomics.compareExchange(state, 0, 0, 1) !== 0) return clearInterval(timer);
    let lost;
    try {
      if (fs.existsSync(next)) lost = "was taken over";
      else {
        const now = new Date();
        fs.utimesSync(file, now, now);
        renewedAt = Date.now();
      }
    } catch (error) {
      if (error.code === "ENOENT") lost = "was removed";
      else if (Date.now() - renewedAt >= staleMs) lost = "could not be renewed (" + error.message + ")";
    } finally {
      Atomics.store(state, 0, 0);
      Atomics.notify(state, 0);
    }
    if (lost) {
      clearInterval(timer);
      parentPort.postMessage(lost);
    }
  }, refreshMs);
})();
`;

function ourIdentity(): Omit<Holder, "owner"> {
  return { pid: process.pid, host: os.hostname(), boot: readOr("/proc/sys/kernel/random/boot_id"), pidNamespace: linkOr("/proc/self/ns/pid") };
}

/**
 * True when the holder's pid can be trusted and shows it is gone: it ran on
 * this kernel in our pid namespace, and that pid no longer runs or is ours (a
 * restarted container's server is pid 1 again).
 */
function crashedHere(holder: Holder): boolean {
  const here = ourIdentity();
  if (!here.boot || !here.pidNamespace || holder.boot !== here.boot || holder.pidNamespace !== here.pidNamespace) return false;
  return holder.pid === process.pid || !isRunning(holder.pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates lease number `generation` holding `me`; false when another process created it first. */
function tryCreate(lockDir: string, generation: number, me: Holder): boolean {
  let fd: number;
  try {
    fd = fs.openSync(path.join(lockDir, String(generation)), "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(me));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function generations(lockDir: string): number[] {
  return fs
    .readdirSync(lockDir)
    .filter((name) => /^[1-9]\d*$/.test(name))
    .map(Number);
}

function currentGeneration(lockDir: string): number {
  return Math.max(0, ...generations(lockDir));
}

/** The lease's holder; undefined while its creator is still writing it, or when it is not ours to read. */
function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
    return typeof holder.owner === "string" && Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Before leases, the lock was a file `<dir>.lock` holding a pid, never
 * renewed. We remove it unless that pid runs here and is not ours: then an
 * older server may still hold the folder, and we refuse.
 */
function removeLegacyLockFile(lockDir: string, dir: string) {
  if (!fs.statSync(lockDir, { throwIfNoEntry: false })?.isFile()) return;
  const pid = Number.parseInt(readOr(lockDir), 10);
  if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
    throw new DataDirInUseError(
      `data directory ${dir} is in use by process ${pid} (an older version's lock file ${lockDir}: delete it if that process is not a server)`,
    );
  }
  fs.rmSync(lockDir, { force: true });
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}

function linkOr(file: string): string {
  try {
    return fs.readlinkSync(file);
  } catch {
    return "";
  }
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
