import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { TLSSocket } from "node:tls";

/**
 * A request as it reaches the bridge: Node's, in production through
 * Express (which adds the protocol its proxy settings trust, the path as
 * sent, and the body the boundary read), in development through Vite's
 * server (server/dev.ts). Both are converted here, the same way.
 */
export type BridgedRequest = IncomingMessage & { protocol?: string; originalUrl?: string; body?: unknown };

/** A handler that answers a request in Node's terms, as Express and Vite's server call it. */
export type NodeHandler = (req: BridgedRequest, res: ServerResponse, fail: (error: unknown) => void) => Promise<void>;

/** A handler in the fetch API's terms: React Router's, or a route handler answered directly. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * The request in the fetch API's terms, as React Router's Express adapter
 * builds it; a HEAD is handled as a GET (only the body is left out). A body
 * the boundary already read whole (server/app.ts, `req.body`) is passed as
 * it is, not replayed through streams. Without a signal, nothing aborts
 * it: a render that several visitors wait for (page-cache.ts).
 */
export function toFetchRequest(req: BridgedRequest, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const url = requestUrl(req);
  if (!url) throw Object.assign(new Error(`unreadable request address ${protocolOf(req)}://${req.headers.host}${pathOf(req)}`), { status: 400 });
  if (req.method === "GET" || req.method === "HEAD") return new Request(url, { method: "GET", headers, signal });
  if (Buffer.isBuffer(req.body)) return new Request(url, { method: req.method, headers, body: req.body as Uint8Array<ArrayBuffer>, signal });
  const body = Readable.toWeb(req) as globalThis.ReadableStream<Uint8Array>;
  return new Request(url, { method: req.method, headers, body, signal, duplex: "half" } as RequestInit);
}

/**
 * The address a request was sent to, or null when it has none this site
 * can answer: a protocol (X-Forwarded-Proto, from a trusted proxy) other
 * than http or https, a host that is not one, or a target other than a path
 * that starts with one slash. (`//evil.example/x` and `/\x` are read as a
 * host by every URL parser, so they are refused rather than resolved.)
 */
export function requestUrl(req: BridgedRequest): URL | null {
  const path = pathOf(req);
  const protocol = protocolOf(req);
  if (!/^https?$/i.test(protocol) || !path.startsWith("/") || /^.[/\\]/.test(path)) return null;
  const host = header(req, "x-forwarded-host") ?? header(req, "host") ?? "localhost";
  // A host with a separator in it would move the path, query or user into it.
  if (/[/\\?#@\s]/.test(host)) return null;
  return URL.parse(`${protocol}://${host}${path}`);
}

/** The path as sent (Express and Connect keep it in `originalUrl` when they route). */
const pathOf = (req: BridgedRequest) => req.originalUrl ?? req.url ?? "/";
/** Express's (its proxy settings trusted), else the connection's. */
const protocolOf = (req: BridgedRequest) => req.protocol ?? ((req.socket as TLSSocket).encrypted ? "https" : "http");

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Writes a fetch answer as it is (Express's compression applies). A body
 * of one chunk (a rendered page, a JSON answer) is written with its length
 * in one call; longer bodies are written chunk by chunk as they come, until
 * the visitor leaves. A chunk is read only once the socket (or the
 * compressor) took the one before, so a visitor who reads slowly holds the
 * body's source back instead of having it pile up here. When the source
 * makes it wait (an export's next batch from the database), what was
 * written so far goes out: compression would otherwise hold it until it
 * has a block's worth, and the visitor would wait for the first byte.
 */
export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body || req.method === "HEAD") return void res.end();
  const reader = response.body.getReader();
  try {
    const first = await reader.read();
    if (first.done) return void res.end();
    let chunk = await reader.read();
    if (chunk.done) return void res.end(first.value);
    const drained = drainWaiter(res);
    if (!res.write(first.value)) await drained();
    while (!chunk.done) {
      if (res.destroyed) return void (await reader.cancel());
      if (!res.write(chunk.value)) await drained();
      if (res.destroyed) return void (await reader.cancel());
      chunk = await readFlushingWhileWaiting(reader, res);
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}

/**
 * The next chunk; if it is not there within this turn of the event loop,
 * compression's buffer is flushed meanwhile (`res.flush`, which only
 * compression adds).
 */
async function readFlushingWhileWaiting<T>(reader: ReadableStreamDefaultReader<T>, res: ServerResponse) {
  const { flush } = res as ServerResponse & { flush?: () => void };
  const timer = flush ? setImmediate(() => flush.call(res)) : undefined;
  try {
    return await reader.read();
  } finally {
    clearImmediate(timer);
  }
}

/**
 * Waits for the socket to take more (drain) or be gone (close), with one
 * listener of each for the whole answer. Not one per wait: compression's
 * `res.on("drain")` puts the listener on its zlib stream, where `res.off`
 * cannot take it away again, so every wait left one behind (Node's
 * MaxListenersExceededWarning on the Gzip stream after ten, and a closure
 * per wait kept until the answer ended).
 */
function drainWaiter(res: ServerResponse): () => Promise<void> {
  let wake: (() => void) | undefined;
  const done = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  res.on("drain", done);
  res.once("close", done);
  return () => (res.destroyed ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)));
}

/**
 * An Express handler that answers with `handle`: the request goes over
 * in the fetch API's terms (aborted when the visitor leaves) and the answer
 * is written back as it is.
 */
export function fetchHandler(handle: FetchHandler): NodeHandler {
  return async (req, res, fail) => {
    try {
      await sendResponse(req, res, await handle(toFetchRequest(req, abortedOnLeave(res))));
    } catch (error) {
      // A visitor who left mid-answer: nothing to tell anyone.
      if (res.headersSent || res.destroyed) return void res.destroy();
      fail(error);
    }
  };
}

/** A signal that aborts when the visitor leaves before the answer is finished. */
export function abortedOnLeave(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * An Express handler for long-lived streams (Server-Sent Events): each chunk
 * is written the moment it comes (sendResponse holds one back to know
 * whether it is the last), nothing compresses or buffers it, and the
 * connection closes with the stream, so a server shutting down that ends its
 * streams is not held by their idle keep-alive connections. A chunk is
 * read only once the socket took the one before (a client that does not
 * read leaves what follows with the stream's source, which bounds it);
 * a stream that fails (its source gave up on it) closes the connection at
 * once. Other answers (refusals) are written as sendResponse writes them.
 */
export function streamHandler(handle: FetchHandler): NodeHandler {
  return async (req, res, fail) => {
    try {
      const response = await handle(toFetchRequest(req, abortedOnLeave(res)));
      if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) return await sendResponse(req, res, response);
      res.statusCode = response.status;
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.setHeader("Connection", "close");
      if (req.method === "HEAD") {
        await response.body.cancel();
        return void res.end();
      }
      res.flushHeaders();
      const reader = response.body.getReader();
      res.once("close", () => void reader.cancel().catch(() => {}));
      const drained = drainWaiter(res);
      for (let chunk = await reader.read(); !chunk.done && !res.destroyed; chunk = await reader.read()) {
        if (!res.write(chunk.value)) await drained();
      }
      res.end();
    } catch (error) {
      if (res.headersSent || res.destroyed) return void res.destroy();
      fail(error);
    }
  };
}
