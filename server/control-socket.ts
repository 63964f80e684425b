/**
 * The running server's door for commands on this machine, with the embedded
 * database, which one process at a time can open: `npm run db:backup` asks
 * the server that holds the folder for the backup instead of opening it
 * itself. A Unix socket beside the data (`$DATA_DIR/control.sock`, mode
 * 0600): whoever may use it may read the data folder anyway. It speaks HTTP:
 * `POST /backup?file=NAME` answers the backup's bytes (gzip), then its
 * summary as the trailer `X-Backup-Summary` (JSON); a backup that fails
 * ends the answer early, which the command reports. `GET /outbox?limit=N`
 * answers the newest mails (JSON), for `npm run mail:outbox`.
 */
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { BackupSummary } from "#app/platform/db/backup.server.ts";

/** Where the server with the embedded database in `dataDir` (DATA_DIR) listens. */
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "control.sock");

export interface ControlHandlers {
  /** Writes a backup to `out`; `file` names it for the record (the command's file). */
  backup(out: Writable, file: string): Promise<BackupSummary>;
  /** The newest mails of the outbox, with their bodies (`npm run mail:outbox`). */
  outbox(limit: number): Promise<unknown[]>;
}

/** Listens on `socketPath` (a stale socket file is replaced: the caller holds the data folder's lock). */
export async function startControlSocket(socketPath: string, handlers: ControlHandlers, onError: (error: unknown) => void) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control");
    if (request.method === "GET" && url.pathname === "/outbox") {
      handlers.outbox(Number(url.searchParams.get("limit")) || 5).then(
        (mails) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails)),
        (error: unknown) => {
          onError(error);
          response.writeHead(500).end();
        },
      );
      return;
    }
    if (request.method !== "POST" || url.pathname !== "/backup") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Unknown command\n");
      return;
    }
    response.writeHead(200, { "content-type": "application/gzip", trailer: "X-Backup-Summary" });
    // The backup ends its stream; the answer ends after, with the summary.
    const body = new PassThrough();
    body.pipe(response, { end: false });
    const drained = once(body, "end");
    handlers
      .backup(body, path.basename(url.searchParams.get("file") ?? "backup"))
      .then(async (summary) => {
        await drained;
        response.addTrailers({ "X-Backup-Summary": JSON.stringify(summary) });
        response.end();
      })
      .catch((error: unknown) => {
        onError(error);
        response.destroy();
      });
  });
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server on `socketPath` for a backup and writes it to `out`.
 * Resolves with the summary; null when no server listens there (no socket
 * file, or a stale one).
 */
export function requestBackup(socketPath: string, file: string, out: Writable): Promise<BackupSummary | null> {
  const cut = () => new Error("the server stopped the backup before its end (its log says why)");
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "POST", path: `/backup?file=${encodeURIComponent(file)}` }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the server answered ${response.statusCode}`));
        return;
      }
      pipeline(response, out).then(
        () => {
          const summary = response.trailers["x-backup-summary"];
          if (summary && response.complete) resolve(JSON.parse(summary) as BackupSummary);
          else reject(cut());
        },
        () => reject(cut()),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, a stale one, or a path too long to be one (the server then has none: site.ts).
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED" || error.code === "EINVAL") resolve(null);
      else reject(error);
    });
    request.end();
  });
}

/** The newest mails from the server on `socketPath`; null when no server listens there. */
export function requestOutbox<T>(socketPath: string, limit: number): Promise<T[] | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "GET", path: `/outbox?limit=${limit}` }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        response.statusCode === 200 ? resolve(JSON.parse(text) as T[]) : reject(new Error(`the server answered ${response.statusCode}`)),
      );
      response.on("error", reject);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, a stale one, or a path too long to be one (the server then has none: site.ts).
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED" || error.code === "EINVAL") resolve(null);
      else reject(error);
    });
    request.end();
  });
}
