import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./representations.ts";
import { StaticFiles } from "./static-files.ts";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
const page = `<!doctype html><title>Home</title><link rel="canonical" href="STAND-IN/"><script>window.x=1</script>${"<p>Droids</p>".repeat(200)}`;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
fs.mkdirSync(path.join(clientDir, "assets"));
fs.mkdirSync(path.join(clientDir, "enterprise"));
fs.writeFileSync(path.join(clientDir, "index.html"), page);
fs.writeFileSync(path.join(clientDir, "enterprise", "index.html"), "<h1>small</h1>");
fs.writeFileSync(path.join(clientDir, "enterprise.data"), "[1]");
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc.js"), script);
// What the build wrote beside the script: served as they are, not compressed again.
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc.js.br"), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(clientDir, "assets", "entry-abc.js.gz"), Buffer.from("prebuilt gzip"));
fs.writeFileSync(path.join(clientDir, "logo.png"), Buffer.alloc(5000, 7));
fs.mkdirSync(path.join(clientDir, "embed"));
fs.writeFileSync(path.join(clientDir, "embed", "waitlist.js"), "(()=>{})();");

const files = new StaticFiles(clientDir, {
  commonHeaders: { "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" },
  contentSecurityPolicy: (scripts) => `script-src 'self' ${scripts.join(" ")}`.trim(),
  transformPage: (text) => text.replaceAll("STAND-IN", "https://droids.example"),
});
let base = "";
const server = http.createServer((req, res) => {
  if (!files.serve(req, res)) res.writeHead(418).end("app");
});

beforeAll(async () => {
  await files.ready();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A request through node:http, which (unlike fetch) neither adds nor decodes an encoding. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${pathname}`, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, honours q=0, and sends plain bytes otherwise", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("StaticFiles", () => {
  it("answers a page in the encoding asked for, with the public URL put in and its script's hash in the CSP", async () => {
    const plain = await get("/");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain('href="https://droids.example/"');
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(plain.headers["vary"]).toBe("Accept-Encoding");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["content-security-policy"]).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);

    const br = await get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);

    // One strong ETag per representation.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    for (const etag of [plain.headers.etag, br.headers.etag, gz.headers.etag]) expect(etag).toMatch(/^"[^"]+"$/);
  });

  it("answers 304 without a body to the ETag it gave, and 200 to another", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const again = await get("/", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": '"other"' })).status).toBe(200);
  });

  it("serves the build's own .br and .gz of an asset, immutable for a year", async () => {
    const gz = await get("/assets/entry-abc.js", { "accept-encoding": "gzip" });
    expect(gz.body.toString()).toBe("prebuilt gzip");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gz.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    const br = await get("/assets/entry-abc.js", { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    // The compressed copies are not files of their own.
    expect((await get("/assets/entry-abc.js.br")).status).toBe(418);
  });

  it("sends small and binary files as they are, without Vary", async () => {
    const small = await get("/enterprise", { "accept-encoding": "br" });
    expect(small.body.toString()).toBe("<h1>small</h1>");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers["vary"]).toBeUndefined();
    const png = await get("/logo.png", { "accept-encoding": "br" });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await get("/enterprise.data")).headers["content-type"]).toBe("text/x-script");
  });

  it("lets other sites load the embed script, and keeps every other file to the site's own pages", async () => {
    const embed = await get("/embed/waitlist.js");
    expect(embed.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(embed.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(embed.headers["cache-control"]).toBe("public, max-age=3600");
    for (const file of ["/assets/entry-abc.js", "/logo.png", "/"]) expect((await get(file)).headers["cross-origin-resource-policy"], file).toBe("same-origin");
  });

  it("answers HEAD with the headers only", async () => {
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("leaves other methods, query strings and unknown paths to the app", async () => {
    expect((await get("/", {}, "POST")).status).toBe(418);
    expect((await get("/?prompt=hello")).status).toBe(418);
    expect((await get("/blog")).status).toBe(418);
    expect((await get("/enterprise/index.html")).status).toBe(418);
  });
});
