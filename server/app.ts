import { randomBytes } from "node:crypto";
import http from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { CLIENT_IP_HEADER, isCrossSiteOrigin } from "#app/platform/http/request-origin.server.ts";
import { bodyHasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, isCheckedBodyType, urlHasInvalidCharacters } from "#app/platform/http/request-text.server.ts";
import { MAX_BODY_BYTES } from "#app/platform/http/route-rules.ts";
import { withTimeout } from "#app/platform/timeout.ts";
import type { Config } from "#app/platform/config.server.ts";
import { CSP_NONCE_HEADER } from "#app/platform/http/csp-nonce.ts";
import { withPublicUrl } from "#app/platform/http/public-url.ts";
import { internalPath } from "#app/platform/http/internal-url.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import type { Metrics } from "#app/platform/metrics.server.ts";
import { safeEqual } from "#app/platform/safe-equal.server.ts";
import { isReferralCode, referralSetCookie } from "#app/features/leads/waitlist/referral-cookie.ts";
import { hasSessionCookie } from "#app/features/accounts/surface.server.ts";
import { fetchHandler, requestUrl, streamHandler, type FetchHandler } from "./fetch-bridge.ts";
import { isPersonalRequest, keptPagesChangedByWrite, type PageCache, renderPages } from "./page-cache.ts";
import type { RouteTable } from "./route-table.ts";
import { StaticFiles } from "./static-files.ts";
import { answerImageFile } from "#app/platform/images/image-store.server.ts";
import { answerShareCard } from "#app/platform/share-cards/share-card-store.server.ts";
import { embedFrameAncestors } from "#app/features/leads/embed/embed-origins.server.ts";

export { MAX_BODY_BYTES };

/** The methods the site answers; anything else (TRACE, PUT, CONNECT…) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS"];

export interface AppOptions {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** The folder of built client files (hashed assets, prerendered HTML). */
  clientDir?: string;
  /** Renders everything else: React Router's request handler (fetch API) with the load context. */
  render: FetchHandler;
  /**
   * POSTs answered by a route's handler directly, by exact path (e.g. the
   * public lead API): the same handler as the route module's action, with
   * the same boundary checks before it, without React Router's routing.
   */
  actions?: Record<string, FetchHandler>;
  /**
   * GETs answered by a streaming handler directly, by exact path (the admin
   * feed's Server-Sent Events): before compression, which would hold the
   * events back, each chunk written as it comes (fetch-bridge.ts streamHandler).
   */
  streams?: Record<string, FetchHandler>;
  /** Where rendered pages that are the same for every anonymous visitor are kept (page-cache.ts). */
  pages?: PageCache;
  /**
   * The route table (route-table.ts): which routes take larger bodies, which
   * writes change kept pages, which answer in JSON. Without it, every route
   * takes MAX_BODY_BYTES, no write changes a kept page, and refusals are
   * pages unless the client asks for JSON.
   */
  routes?: RouteTable;
  /** Counts every answer by route pattern; with METRICS_TOKEN also answers /metrics (metrics.server.ts). */
  metrics?: Metrics;
}

/**
 * The site's HTTP server: built files and kept pages straight from memory
 * (static-files.ts, page-cache.ts), everything else through the Express app
 * (security headers, logging, limits, then React Router).
 */
export function createApp(options: AppOptions): http.Server {
  const { clientDir, config, pages, routes } = options;
  const commonHeaders = securityHeaderValues(config);
  const policy = (inlineScripts: string[]) => contentSecurityPolicy(config, inlineScripts);
  const render = renderPages({
    render: options.render,
    cache: pages,
    commonHeaders,
    contentSecurityPolicy: policy,
    nonceOf: (req) => req.headers[CSP_NONCE_HEADER] as string | undefined,
  });
  const actions = new Map(Object.entries(options.actions ?? {}).map(([path, handle]) => [path, fetchHandler(handle)]));
  const streams = new Map(Object.entries(options.streams ?? {}).map(([path, handle]) => [path, streamHandler(handle)]));
  const streamSpellings = new Set([...streams.keys()].map(spellingOf));
  const compress = compression();
  const app = createExpressApp(options, (req, res, next) => {
    const stream = req.method === "GET" || req.method === "HEAD" ? streams.get(req.path) : undefined;
    if (stream) return stream(req, res, next);
    // A stream answers on its one path: another spelling would reach it through React Router, compressed and held back.
    if (streamSpellings.has(spellingOf(req.path)))
      return void res.status(404).json({ error: { code: "not_found", message: "Nothing here: the event stream is at /api/v1/events." } });
    const action = req.method === "POST" ? actions.get(req.path) : undefined;
    // A direct action answers a few hundred bytes of JSON: not worth wrapping the answer for compression.
    if (action) return action(req, res, next);
    compress(req, res, () => render(req, res, next));
  });
  const staticFiles = clientDir
    ? new StaticFiles(clientDir, { commonHeaders, contentSecurityPolicy: policy, transformPage: (text) => withPublicUrl(text, config.publicUrl) })
    : undefined;
  const { metrics } = options;
  const metricsAuthorization = config.METRICS_TOKEN ? `Bearer ${config.METRICS_TOKEN}` : null;
  return http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0]!;
    if (metrics) {
      // By the route's pattern, never the raw path: one series per route, whatever the slugs.
      const started = performance.now();
      res.once("finish", () =>
        metrics.observeRequest(
          servedStatic.has(res)
            ? "static"
            : serverPaths.has(pathname)
              ? pathname
              : pathname.startsWith("/media/")
                ? "/media/:file"
                : (routes?.rulesFor(pathname).pattern ?? "unmatched"),
          req.method ?? "GET",
          res.statusCode,
          (performance.now() - started) / 1000,
        ),
      );
      if (metricsAuthorization && pathname === "/metrics") return void answerMetrics(metrics, metricsAuthorization, req, res);
    }
    if (!safeMethods.has(req.method ?? "")) {
      // A write that went through may change what kept pages show (this
      // server's own; the database tells about other servers' writes).
      const changed = pages && routes ? keptPagesChangedByWrite(req.url ?? "/", routes) : null;
      if (changed) res.once("finish", () => res.statusCode < 400 && keptPagesAfterWrite(pages!, changed, req, res));
    } else if (staticFiles?.serve(req, res, { documents: !hasSessionCookie(req.headers.cookie) })) {
      servedStatic.add(res);
      return;
    } else if (pages?.serve(req, res)) {
      return;
    }
    // ?ref= links, /healthz, pages not kept (yet), and prerendered pages asked for with a session cookie go to the app:
    // drawn per request, a signed-in visitor's header names them even without JavaScript.
    app(req, res);
  });
}

/** Paths the server answers itself, counted under their own name (React Router's catch-all would take them). */
const serverPaths = new Set(["/healthz", "/metrics"]);

/** Answers served from the built files: counted as one route, "static". */
const servedStatic = new WeakSet<http.ServerResponse>();

/** `/metrics` on the site's port: for the bearer of METRICS_TOKEN only; anyone else gets 401 and no figures. */
async function answerMetrics(metrics: Metrics, authorization: string, req: http.IncomingMessage, res: http.ServerResponse) {
  res.setHeader("cache-control", "no-store");
  if (!safeEqual(req.headers.authorization ?? "", authorization)) {
    res.writeHead(401, { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' }).end("Unauthorized\n");
    return;
  }
  const { contentType, body } = await metrics.text();
  res.writeHead(200, { "content-type": contentType }).end(req.method === "HEAD" ? undefined : body);
}

/**
 * After a write that changed `changed`: every page, or one post's page
 * dropped so that the writer's next (anonymous) view shows the write. A
 * writer whose views are personal (a cookie sent or set, as every like
 * has: the visitor id) never sees a kept page, so the page is only
 * refreshed: rendered again by its next visitor while the others get it as
 * it was, and a post liked ten times a second is still answered from memory.
 */
function keptPagesAfterWrite(pages: PageCache, changed: "all" | `/${string}`, req: http.IncomingMessage, res: http.ServerResponse) {
  if (changed === "all") return pages.invalidate();
  if (isPersonalRequest(req) || res.getHeader("set-cookie") !== undefined) return pages.refresh(changed);
  pages.invalidate(changed);
}

/**
 * A path as React Router would match it: decoded, in any case, without
 * trailing slashes or the `.data` of its data requests. Two paths with one
 * spelling reach the same route.
 */
function spellingOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as it is: React Router would not match it either.
  }
  return decoded.toLowerCase().replace(/(?:\/_\.data|\.data|\/)+$/, "");
}

function createExpressApp({ config, logger, database, routes }: AppOptions, handleRequest: RequestHandler) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders(config, (path) => (routes?.rulesFor(path).framedBy ? embedFrameAncestors(database.db) : null)));
  app.use(allowOnlyKnownMethods);
  app.use(refuseUnreadableAddress);
  // The client's address, for per-IP rate limits in the app. Always
  // overwritten, so a client cannot choose its own.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
    next();
  });

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), 2000);
      res.json({ status: "ok", db: "ok" });
    } catch {
      res.status(503).json({ status: "error", db: "unavailable" });
    }
  });

  // Uploaded images, from the database: every server answers every one (app/platform/images/).
  app.get("/media/:file", (req, res) => answerImageFile(database.db, req.params.file, req, res));
  // Posts' share cards (og:image), from the database too (app/platform/share-cards/).
  app.get("/media/cards/:file", (req, res) => answerShareCard(database.db, req.params.file, req, res));

  app.use(rememberReferral(config));
  app.use(refuseCrossSiteWrites(config));
  app.use(capBody((req) => routes?.rulesFor(req.path).maxBodyBytes ?? MAX_BODY_BYTES));
  app.use(refuseInvalidText(handleRequest, routes));
  app.use(errorHandler);
  return app;
}

/**
 * The Content-Security-Policy: scripts only from our origin, plus the
 * document's own inline scripts, named by a per-request nonce (server-rendered
 * pages) or by their hashes (prerendered files). No 'unsafe-inline' for
 * scripts; styles may be inline (Radix positions its popovers with them).
 */
function contentSecurityPolicy(config: Config, inlineScripts: string[], frameAncestors = ["'none'"]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Blog covers may be any https image (the editor takes a URL).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": frameAncestors,
    ...(config.publicUrl.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** The security headers every answer carries (helmet's, and a Permissions-Policy); the CSP is set per answer. */
function securityHeaderValues(config: Config): Record<string, string> {
  const setHelmet = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.NODE_ENV === "production" ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  // helmet sets fixed values: record them once.
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  setHelmet({} as http.IncomingMessage, recorder as unknown as http.ServerResponse, () => {});
  headers["permissions-policy"] = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
  return headers;
}

/**
 * The security headers, with a nonce for the page's inline scripts. A route
 * that may be framed (its `framedBy` rule) names who may frame it in
 * `frame-ancestors`, read per request, and gets no X-Frame-Options (DENY
 * would forbid what the CSP allows in browsers that read both).
 */
function securityHeaders(config: Config, framersOf: (path: string) => Promise<string[]> | null): RequestHandler {
  const headers = Object.entries(securityHeaderValues(config));
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    req.headers[CSP_NONCE_HEADER] = nonce;
    for (const [name, value] of headers) res.setHeader(name, value);
    const framers = framersOf(req.path);
    if (!framers) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(config, [`'nonce-${nonce}'`]));
      return next();
    }
    framers.then((frameAncestors) => {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(config, [`'nonce-${nonce}'`], frameAncestors));
      res.removeHeader("X-Frame-Options");
      next();
    }, next);
  };
}

/**
 * `?ref=CODE` on any page: remembers a well-formed referral code for 30 days
 * and sends the visitor to the same address without it (so the page is the
 * ordinary, prerendered one and the code does not travel on in shared links).
 */
function rememberReferral(config: Config): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" || !req.url.includes("ref=")) return next();
    const url = new URL(req.url, "http://localhost");
    if (!url.searchParams.has("ref")) return next();
    const code = url.searchParams.get("ref");
    if (isReferralCode(code)) {
      res.append("Set-Cookie", await referralSetCookie(code, config.publicUrl.startsWith("https:")));
    }
    url.searchParams.delete("ref");
    res.setHeader("Cache-Control", "no-store");
    // Parsed, the path may have become one a browser reads as another host (`/.//evil.example` → `//evil.example`).
    res.redirect(302, internalPath(`${url.pathname}${url.search}`) ?? "/");
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser says come from another site
 * (Origin or Sec-Fetch-Site), with 403, before any route runs. Requests with
 * neither header (non-browser clients) pass.
 */
function refuseCrossSiteWrites(config: Config): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const ownOrigin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const fetchSite = req.headers["sec-fetch-site"] === undefined ? null : String(req.headers["sec-fetch-site"]);
    if (!isCrossSiteOrigin({ origin: req.headers.origin ?? null, fetchSite, ownOrigin }, config.publicUrl)) return next();
    res.set("Connection", "close");
    res.status(403).json({
      error: { code: "forbidden", message: "This form can only be sent from our own site." },
    });
  };
}

/**
 * A request without an address this site can answer (fetch-bridge.ts
 * requestUrl: a path starting `//` or `/\`, a forwarded protocol other than
 * http or https, an unreadable host) is a 400, before anything reads it.
 */
const refuseUnreadableAddress: RequestHandler = (req, res, next) => {
  if (requestUrl(req)) return next();
  // The body is not read: the connection cannot carry another request.
  res.set("Connection", "close");
  next(Object.assign(new Error("unreadable request address"), { status: 400 }));
};

const allowOnlyKnownMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", "));
  res.status(405).json({ error: { code: "method_not_allowed", message: `${req.method} is not supported here.` } });
};

/**
 * Refuses bodies above the path's limit with 413: at once when
 * Content-Length says so, and while streaming otherwise (chunked uploads).
 */
function capBody(limitOf: (req: express.Request) => number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    // Without a body, nothing to cap (and no route to look up).
    if (!declared && req.headers["transfer-encoding"] === undefined) return next();
    const limit = limitOf(req);
    if (declared > limit) {
      res.set("Connection", "close");
      return void res.status(413).json(tooLarge(limit));
    }
    if (req.headers["transfer-encoding"] === undefined) return next();
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && !res.headersSent) {
        req.off("data", onData);
        res.set("Connection", "close");
        res.status(413).json(tooLarge(limit));
        req.destroy();
      }
    };
    req.prependListener("data", onData);
    next();
  };
}

function tooLarge(limit: number) {
  return {
    error: {
      code: "payload_too_large",
      message: `The request body is larger than ${Math.floor(limit / 1024)} KB.`,
    },
  };
}

/**
 * The one place where text from a request is checked before it can reach
 * the database: NUL and lone surrogates, which PostgreSQL refuses, in the
 * path, the query string and the text fields of JSON, url-encoded and
 * multipart bodies, answer 400 here, so no route or query has to expect
 * them. Bodies are already capped (capBody), so they are read whole, checked
 * and then handed on to `handleRequest` as `req.body` (a Buffer).
 */
function refuseInvalidText(handleRequest: RequestHandler, routes: RouteTable | undefined): RequestHandler {
  return (req, res, next) => {
    if (urlHasInvalidCharacters(req.originalUrl)) return void invalidCharacters(req, res, routes);
    const contentType = req.headers["content-type"] ?? "";
    const hasBody = req.headers["content-length"] !== undefined ? req.headers["content-length"] !== "0" : req.headers["transfer-encoding"] !== undefined;
    if (!hasBody || !isCheckedBodyType(contentType)) return handleRequest(req, res, next);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("error", (error) => {
      if (!res.headersSent) next(error);
    });
    req.once("end", async () => {
      if (res.headersSent) return;
      const body = Buffer.concat(chunks);
      try {
        if (await bodyHasInvalidCharacters(contentType, body)) return invalidCharacters(req, res, routes);
        req.body = body;
        await handleRequest(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  };
}

/** 400 as JSON for routes without a page (the API) and data requests, else a short page with the message. */
function invalidCharacters(req: express.Request, res: express.Response, routes: RouteTable | undefined) {
  res.set("Cache-Control", "no-store");
  res.status(400);
  const json = req.path.endsWith(".data") || req.accepts(["html", "json"]) === "json" || (routes?.rulesFor(req.path).resource ?? false);
  if (json) return res.json({ error: { code: "invalid_characters", message: INVALID_CHARACTERS_MESSAGE } });
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request | Droids</title></head>` +
        `<body><main><h1>Bad request</h1><div role="alert">${INVALID_CHARACTERS_MESSAGE}</div><p><a href="/">Back to the home page</a></p></main></body></html>`,
    );
}

const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status >= 500) req.log.error({ err: error }, "request failed");
  res.status(status).json({
    error: {
      code: status === 500 ? "internal_error" : "bad_request",
      message: status === 500 ? "Something went wrong. Please try again." : "The request could not be read.",
    },
  });
};
