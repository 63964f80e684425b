import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import mime from "mime-types";

/**
 * The built client files, answered from memory before the Express app runs:
 * hashed assets, public files and the prerendered pages with their `.data`.
 * Each is compressed once (brotli and gzip at their highest levels; the
 * build writes the assets' `.br` and `.gz` beside them, see
 * scripts/precompress.ts) and sent with a strong ETag per encoding, `Vary:
 * Accept-Encoding` and 304 to a matching `If-None-Match`. No log line, no
 * per-request compression, no middleware.
 */

type Encoding = "br" | "gzip" | "identity";

interface Representation {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

interface StaticFile {
  identity: Representation;
  /** Compressed representations, once ready (compression runs in the background at start). */
  compressed: Promise<Partial<Record<"br" | "gzip", Representation>>>;
  ready?: Partial<Record<"br" | "gzip", Representation>>;
}

export interface StaticFileOptions {
  /** Headers every answer carries (security headers). */
  commonHeaders: Record<string, string>;
  /** The Content-Security-Policy of a file; pages get theirs from their inline scripts. */
  contentSecurityPolicy: (inlineScripts: string[]) => string;
  /** Turns a prerendered page or data file into what is served (the public URL put in). */
  transformPage: (text: string) => string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression saves less than a packet. */
const MIN_COMPRESS_BYTES = 1024;

const isPage = (relative: string) => relative === "index.html" || relative.endsWith("/index.html") || relative.endsWith(".data");

/** The URL path a built file answers: build/client/enterprise/index.html is /enterprise. */
function urlPathOf(relative: string) {
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

function contentTypeOf(relative: string) {
  if (relative.endsWith(".data")) return "text/x-script";
  return mime.contentType(path.extname(relative)) || "application/octet-stream";
}

const isCompressible = (type: string) => /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

function cacheControlOf(relative: string) {
  if (relative.startsWith("assets/")) return "public, max-age=31536000, immutable";
  // Prerendered pages change with each deploy and carry no hash: revalidate (304) on every visit.
  if (isPage(relative)) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

const tag = (body: Buffer, suffix = "") => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

/** `'sha256-…'` of each inline script (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

function readPrecompressed(file: string, suffix: ".br" | ".gz"): Buffer | undefined {
  try {
    return fs.readFileSync(file + suffix);
  } catch {
    return undefined;
  }
}

/** The encoding to answer with: brotli, then gzip, that the client accepts (q > 0), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gz = true;
    else if (name === "*") br = gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

/** Whether `If-None-Match` names this ETag (or is `*`). */
function matches(ifNoneMatch: string, etag: string) {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(clientDir: string, options: StaticFileOptions) {
    for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(clientDir, file).split(path.sep).join("/");
      // The build's manifest, and the compressed copies (served as encodings of their file).
      if (relative.startsWith(".vite/") || /\.(br|gz)$/.test(relative)) continue;
      this.files.set(urlPathOf(relative), this.load(file, relative, options));
    }
  }

  private load(file: string, relative: string, options: StaticFileOptions): StaticFile {
    const type = contentTypeOf(relative);
    const page = isPage(relative);
    const text = page ? options.transformPage(fs.readFileSync(file, "utf8")) : undefined;
    const body = text === undefined ? fs.readFileSync(file) : Buffer.from(text);
    const base: OutgoingHttpHeaders = {
      ...options.commonHeaders,
      "content-security-policy": options.contentSecurityPolicy(type.startsWith("text/html") && text ? inlineScriptHashes(text) : []),
      "content-type": type,
      "cache-control": cacheControlOf(relative),
    };
    const compressible = isCompressible(type) && body.length >= MIN_COMPRESS_BYTES;
    if (compressible) base.vary = "Accept-Encoding";
    const identity = { body, headers: { ...base, etag: tag(body), "content-length": body.length } };
    const represent = (encoded: Buffer, encoding: "br" | "gzip"): Representation | undefined =>
      encoded.length < body.length
        ? { body: encoded, headers: { ...base, etag: tag(body, `-${encoding}`), "content-encoding": encoding, "content-length": encoded.length } }
        : undefined;

    const staticFile: StaticFile = { identity, compressed: Promise.resolve({}) };
    if (!compressible) {
      staticFile.ready = {};
      return staticFile;
    }
    // Assets come compressed from the build; pages (changed at start) are compressed now, in the background.
    const prebuilt = page ? undefined : { br: readPrecompressed(file, ".br"), gzip: readPrecompressed(file, ".gz") };
    staticFile.compressed = Promise.all([
      prebuilt?.br ?? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      prebuilt?.gzip ?? gzip(body, { level: 9 }),
    ]).then(([br, gz]) => {
      const ready = { br: represent(br, "br"), gzip: represent(gz, "gzip") };
      staticFile.ready = ready;
      return ready;
    });
    return staticFile;
  }

  /** Every file's compression has finished (for tests and a warm start). */
  async ready(): Promise<void> {
    await Promise.all([...this.files.values()].map((file) => file.compressed));
  }

  /**
   * Answers a GET or HEAD for a built file and returns true; returns false
   * for anything else (other methods, a query string, which may change a
   * page, or a path with no file), which the app then handles.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.includes("?")) return false;
    const file = this.files.get(url);
    if (!file) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity" && !file.ready) {
      file.compressed.then(
        () => this.send(req, res, file, encoding),
        () => this.send(req, res, file, "identity"),
      );
    } else {
      this.send(req, res, file, encoding);
    }
    return true;
  }

  private send(req: IncomingMessage, res: ServerResponse, file: StaticFile, encoding: Encoding) {
    const representation = (encoding !== "identity" && file.ready?.[encoding]) || file.identity;
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && matches(ifNoneMatch, representation.headers.etag as string)) {
      const { "content-length": _length, "content-type": _type, ...headers } = representation.headers;
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, representation.headers);
    res.end(req.method === "HEAD" ? undefined : representation.body);
  }
}
