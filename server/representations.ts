import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A body held in memory in each encoding a client may ask for, each with its
 * own strong ETag: how built files (static-files.ts) and kept pages
 * (page-cache.ts) are answered, without per-request compression.
 */

export type Encoding = "br" | "gzip" | "identity";

export interface Representation {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

export type Representations = { identity: Representation } & Partial<Record<"br" | "gzip", Representation>>;

/** Below this, compression saves less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

export const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

export const brotliQuality = (quality: number, size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** A strong ETag of the body (the encoding's suffix keeps encodings apart). */
export const etagOf = (body: Buffer, suffix = "") => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

/** `'sha256-…'` of each inline script, for the CSP (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The bytes alone, in memory of their own. zlib's results and small
 * buffers are views into 64 KB blocks, which a kept view keeps whole: a
 * 5 KB compressed page would hold 64 KB.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

/** The identity representation, and the compressed ones where they are smaller, each held in memory of its own. */
export function representations(identity: Buffer, headers: OutgoingHttpHeaders, compressed: { br?: Buffer; gzip?: Buffer } = {}): Representations {
  const body = ownBytes(identity);
  const result: Representations = { identity: { body, headers: { ...headers, etag: etagOf(body), "content-length": body.length } } };
  for (const encoding of ["br", "gzip"] as const) {
    const encoded = compressed[encoding];
    if (!encoded || encoded.length >= body.length) continue;
    result[encoding] = {
      body: ownBytes(encoded),
      headers: { ...headers, etag: etagOf(body, `-${encoding}`), "content-encoding": encoding, "content-length": encoded.length },
    };
  }
  return result;
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

/** Answers with the representation the client accepts: 304 when its ETag matches, no body for HEAD. */
export function sendRepresentation(req: IncomingMessage, res: ServerResponse, all: Representations, encoding = chooseEncoding(req.headers["accept-encoding"])) {
  const representation = (encoding !== "identity" && all[encoding]) || all.identity;
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
