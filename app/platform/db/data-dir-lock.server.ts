import fs from "node:fs";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
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

/**
 * Takes an exclusive lock on an embedded database folder for this process.
 * PGlite takes none, and two processes writing one folder corrupt it.
 *
 * The lock is a file beside the folder (`<dir>.lock`) created with O_EXCL and
 * holding our pid; a lock left by a process that no longer runs is taken over.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(`data directory ${dir} is in use by process ${holder}`);
      }
      if (holder === process.pid) {
        throw new DataDirInUseError(`data directory ${dir} is already open in this process (${holder})`);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`data directory ${dir} is in use by another process`);
}
