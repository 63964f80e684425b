/**
 * The server process's memory settings (docs/decisions/0024-memory.md).
 * They must be in place before the process starts, so `withMemorySettings`
 * replaces the process with itself once with them (`process.execve`: the
 * same process id, standard streams and signal handling), and `node
 * server.ts`, `npm start` and every test or benchmark that starts the
 * server all run with them.
 *
 * - `--max-semi-space-size=8`: V8 sizes the young generation by the heap
 *   limit, which on this 24 GiB machine gave 2 × 64 MB that start-up alone
 *   fills; 2 × 8 MB costs no throughput that the benchmark can see.
 * - `--max-old-space-size=512`: V8 also sizes its old generation's first
 *   limits by the heap limit (about 4 GB here), so start-up's garbage
 *   stayed resident until much later; with 512 MB (nine times the live heap
 *   under load) the server holds about 40 MB less after start and after
 *   load. A process whose live heap outgrows it stops with an error instead
 *   of swapping; give more with NODE_OPTIONS=--max-old-space-size=N.
 * - `MALLOC_ARENA_MAX=2`: compression runs on libuv's threads, and glibc
 *   gives each thread an arena of its own that keeps what it once held.
 * - `GLIBC_TUNABLES` with fixed mmap and trim thresholds (64 KB): by
 *   default glibc raises its mmap threshold each time a large block is
 *   freed, up to 32 MB, so request, compression and start-up buffers end up
 *   in the main heap, which can only shrink from its top; with a fixed
 *   threshold they are mapped and given back when freed.
 *
 * A setting already given (on the command line, in NODE_OPTIONS or the
 * environment) is left as it is.
 */
export const MEMORY_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=512"];
export const MEMORY_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: "2",
  GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=65536",
};

/** The arguments and environment to run this process again with, or undefined when it already runs with them. */
export function relaunchWithMemorySettings(execArgv: string[], argv: string[], env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } | undefined {
  const given = `${execArgv.join(" ")} ${env.NODE_OPTIONS ?? ""}`;
  const flags = MEMORY_FLAGS.filter((flag) => !given.includes(flag.split("=")[0]!));
  const missingEnv = Object.entries(MEMORY_ENV).filter(([name]) => env[name] === undefined);
  if (flags.length === 0 && missingEnv.length === 0) return undefined;
  return { args: [argv[0]!, ...flags, ...execArgv, ...argv.slice(1)], env: { ...Object.fromEntries(missingEnv), ...env } };
}

/** Runs this process again with the memory settings unless it has them (on platforms without execve, as it is). */
export function withMemorySettings() {
  if (typeof process.execve !== "function") return;
  const relaunch = relaunchWithMemorySettings(process.execArgv, [process.execPath, ...process.argv.slice(1)], process.env);
  if (relaunch) process.execve(process.execPath, relaunch.args, relaunch.env);
}
