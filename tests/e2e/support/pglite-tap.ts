/**
 * Loaded into the server process the journeys start on the embedded database
 * (`node --import ./tests/e2e/support/pglite-tap.ts server.ts`, see
 * spawn-server.ts), never by `npm start`: PGlite is a database inside one
 * process, so a journey cannot open it beside the server. This module keeps
 * the PGlite the server opens (`PGlite.create`) and answers SQL on a Unix
 * socket in the worker's private temporary folder (E2E_DB_SOCKET), so a
 * journey reads and writes stored rows on PGlite as it does on PostgreSQL.
 * PGlite runs its queries one at a time, so a journey's query waits for the
 * server's transaction in progress, as a second connection would.
 */
import fs from "node:fs";
import http from "node:http";
import { PGlite } from "@electric-sql/pglite";

const socketPath = process.env.E2E_DB_SOCKET;
if (socketPath) {
  const create = PGlite.create.bind(PGlite);
  // The server may open and close a PGlite before the one it serves from: the journeys' SQL goes to the newest.
  let newest: PGlite | undefined;
  PGlite.create = (async (...args: Parameters<typeof PGlite.create>) => {
    const database = await create(...args);
    if (!newest) serve(() => newest!, socketPath);
    newest = database;
    return database;
  }) as typeof PGlite.create;
}

function serve(database: () => PGlite, path: string) {
  fs.rmSync(path, { force: true });
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", async () => {
      try {
        const { text, values } = JSON.parse(body) as { text: string; values?: unknown[] };
        const result = await database().query(text, values ?? []);
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(result.rows, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)));
      } catch (error) {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end((error as Error).message);
      }
    });
  });
  server.listen(path);
  // The server process ends by process.exit: the socket must not keep it alive meanwhile.
  server.unref();
}
