import http from "node:http";
import type { Metrics } from "#app/platform/metrics.server.ts";
import { failStart } from "./start-up.ts";

/**
 * Prometheus's own port (METRICS_PORT on METRICS_HOST): `/metrics` and
 * nothing else. A port that cannot be had stops the start with one line.
 */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0];
    if (pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(req.method === "HEAD" ? undefined : body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      failStart(
        error.code === "EADDRINUSE"
          ? `${host} port ${port} (METRICS_PORT) is in use by another process`
          : `cannot listen on ${host} port ${port} (METRICS_PORT): ${error.message}`,
        error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  return server;
}
