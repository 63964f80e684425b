import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import mime from "mime-types";
import {
  brotli,
  brotliQuality,
  chooseEncoding,
  gzip,
  inlineScriptHashes,
  MIN_COMPRESS_BYTES,
  type Representations,
  representations,
  sendRepresentation,
} from "./representations.ts";

/**
 * The built client files, answered from memory before the Express app runs:
 * hashed assets, public files and the prerendered pages with their `.data`.
 * Each is compressed once (brotli and gzip at their highest levels; the
 * build writes the assets' `.br` and `.gz` beside them, see the
 * precompress plugin in vite.config.ts) and sent with a strong ETag per encoding, `Vary:
 * Accept-Encoding` and 304 to a matching `If-None-Match`. No log line, no
 * per-request compression, no middleware.
 */

interface StaticFile {
  /** A prerendered page's HTML (not its `.data`). */
  document: boolean;
  /** The uncompressed body alone, answered until compression has finished. */
  identity: Representations;
  /** Every representation: set once `compressed` has settled (pages are compressed in the background at start). */
  ready?: Representations;
  compressed: Promise<Representations>;
}

export interface StaticFileOptions {
  /** Headers every answer carries (security headers). */
  commonHeaders: Record<string, string>;
  /** The Content-Security-Policy of a file; pages get theirs from their inline scripts. */
  contentSecurityPolicy: (inlineScripts: string[]) => string;
  /** Turns a prerendered page or data file into what is served (the public URL put in). */
  transformPage: (text: string) => string;
}

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

function readPrecompressed(file: string, suffix: ".br" | ".gz"): Buffer | undefined {
  try {
    return fs.readFileSync(file + suffix);
  } catch {
    return undefined;
  }
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
    const document = page && !relative.endsWith(".data");
    const text = page ? options.transformPage(fs.readFileSync(file, "utf8")) : undefined;
    const body = text === undefined ? fs.readFileSync(file) : Buffer.from(text);
    const base: OutgoingHttpHeaders = {
      ...options.commonHeaders,
      "content-security-policy": options.contentSecurityPolicy(type.startsWith("text/html") && text ? inlineScriptHashes(text) : []),
      "content-type": type,
      "cache-control": cacheControlOf(relative),
      // The embed script is included by other sites (app/features/leads/embed/): the browser may load it for them.
      ...(relative.startsWith("embed/") ? { "cross-origin-resource-policy": "cross-origin" } : {}),
    };
    const compressible = isCompressible(type) && body.length >= MIN_COMPRESS_BYTES;
    if (!compressible) {
      const identity = representations(body, base);
      return { document, identity, ready: identity, compressed: Promise.resolve(identity) };
    }
    base.vary = "Accept-Encoding";
    // Assets come compressed from the build; pages (changed at start) are compressed now, in the background.
    const prebuilt = page ? undefined : { br: readPrecompressed(file, ".br"), gzip: readPrecompressed(file, ".gz") };
    const staticFile: StaticFile = {
      document,
      identity: representations(body, base),
      compressed: Promise.all([prebuilt?.br ?? brotli(body, brotliQuality(11, body.length)), prebuilt?.gzip ?? gzip(body, { level: 9 })]).then(
        ([br, gz]) => (staticFile.ready = representations(body, base, { br, gzip: gz })),
      ),
    };
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
   * `documents: false` leaves prerendered pages' HTML to the app too.
   */
  serve(req: IncomingMessage, res: ServerResponse, { documents = true } = {}): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.includes("?")) return false;
    const file = this.files.get(url);
    if (!file || (file.document && !documents)) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity" && !file.ready) {
      file.compressed.then(
        (ready) => sendRepresentation(req, res, ready, encoding),
        () => sendRepresentation(req, res, file.identity, "identity"),
      );
    } else {
      sendRepresentation(req, res, file.ready ?? file.identity, encoding);
    }
    return true;
  }
}
