import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type PostgresMod = Parameters<NodeFS["init"]>[1];
interface NodeFsStream {
  nfd: number;
}

/**
 * PGlite's Node file system with a working fsync.
 *
 * Emscripten's NODEFS implements no `fsync` (and `fdatasync` is a no-op), so
 * Postgres's flushes never reach the disk even with fsync=on: a committed
 * write survives the process dying, but not the machine. This adds fsync to
 * NODEFS's file streams; with `wal_sync_method=fsync` every commit is flushed.
 * See docs/decisions/0002-databases.md.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
        mod.NODEFS.stream_ops.fsync = (stream: NodeFsStream) => {
          fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
      ...preRun,
    ] as typeof preRun;
    return result;
  }
}
