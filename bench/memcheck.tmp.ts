import { mixedLoad, rssMb, startServer, type MixedRequest } from "./lib.ts";
const env = JSON.parse(process.env.EXP_ENV ?? "{}");
const server = await startServer({ DATA_DIR: `/tmp/mem/d-${Date.now()}`, ...env });
const gzip = { "accept-encoding": "gzip" };
let n = 0, q = 0;
const mix: MixedRequest[] = [
  { path: "/", headers: gzip },
  { path: "/blog/how-to-write-droid-instructions-that-actually-work", headers: gzip },
  { path: "/blog", headers: gzip },
  { path: "/api/v1/waitlist", method: "POST", headers: { "content-type": "application/json" }, body: () => JSON.stringify({ name: "B", email: `m-${process.pid}-${n++}@example.com` }) },
  { path: "/enterprise", headers: gzip },
  { path: () => `/blog?q=${q++ % 500}`, headers: gzip },
];
console.log(`${process.env.LABEL} start ${rssMb(server.pid).toFixed(0)} MB`);
for (let i = 1; i <= 2; i++) {
  const r = await mixedLoad(server.base, 15, mix);
  console.log(`  round ${i}: ${r.rps.toFixed(0)} req/s p99 ${r.p99} errors ${r.errors}; rss ${rssMb(server.pid).toFixed(0)} MB`);
}
await server.stop();
