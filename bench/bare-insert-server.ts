/**
 * The write limit of one HTTP request on this machine, for `npm run bench`:
 * a bare node:http server whose only work per request is reading a JSON body
 * and one `INSERT … ON CONFLICT DO NOTHING` into the waitlist table, through
 * the same driver as the site (pg on PostgreSQL, PGlite in-process). No
 * framework, no middleware, no logging. Run as its own process:
 * `BENCH_PORT=… (BENCH_DATABASE_URL=… | BENCH_DATA_DIR=…) node bench/bare-insert-server.ts`.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { openDatabase } from "#app/platform/db/client.server.ts";

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: process.env.BENCH_DATA_DIR! });

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    try {
      const { name, email } = JSON.parse(Buffer.concat(chunks).toString()) as { name: string; email: string };
      await database.db.execute(sql`insert into waitlist_entries (email, name) values (${email}, ${name}) on conflict (email) do nothing`);
      res.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
    } catch {
      res.writeHead(500).end();
    }
  });
});
server.listen(Number(process.env.BENCH_PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));
