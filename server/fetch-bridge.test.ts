import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { sendResponse } from "./fetch-bridge.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers every request with `body()` through compression, as server/app.ts sends rendered answers. */
async function serve(body: () => ReadableStream<Uint8Array>) {
  const compress = compression();
  const server = http.createServer((req, res) =>
    compress(req as never, res as never, () => void sendResponse(req, res, new Response(body(), { headers: { "content-type": "text/csv" } }))),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** GETs `url` asking for gzip; calls `onText` with the decompressed text as it comes, after `delayMs` per chunk. */
function get(url: string, onText: (text: string) => void, delayMs = 0) {
  return new Promise<void>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, async (response) => {
        try {
          expect(response.headers["content-encoding"]).toBe("gzip");
          const gunzip = zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH });
          response.pipe(gunzip);
          for await (const chunk of gunzip as AsyncIterable<Buffer>) {
            onText(chunk.toString("latin1"));
            if (delayMs) await new Promise((wait) => setTimeout(wait, delayMs));
          }
          resolve();
        } catch (error) {
          reject(error);
        }
      })
      .on("error", reject);
  });
}

describe("sendResponse through compression", () => {
  it("waits for a slow client without piling listeners on the compressor (no MaxListenersExceededWarning), and sends every byte", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      // Incompressible chunks, so the compressor's output fills the socket and its input waits for drain time and again.
      const chunks = Array.from({ length: 300 }, () => randomBytes(16 * 1024).toString("latin1"));
      const url = await serve(() => {
        let next = 0;
        return new ReadableStream({
          pull(controller) {
            if (next === chunks.length) return controller.close();
            controller.enqueue(Buffer.from(chunks[next++]!, "latin1"));
          },
        });
      });
      let received = "";
      await get(url, (text) => (received += text), 1);
      expect(received.length).toBe(chunks.join("").length);
      expect(received === chunks.join("")).toBe(true);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("sends what it has while the body's source makes it wait, rather than holding it in the compressor", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const url = await serve(
      () =>
        new ReadableStream({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode("Place,Email\r\n"));
            controller.enqueue(new TextEncoder().encode("1,ada@example.com\r\n"));
            // The next batch takes its time (a query); it comes only once the client saw the first ones.
            await released;
            controller.enqueue(new TextEncoder().encode("2,grace@example.com\r\n"));
            controller.close();
          },
        }),
    );
    // Held back, the first lines would come only with the rest: the source goes on after 2 s in any case.
    const timer = setTimeout(release, 2000);
    let received = "";
    let seenWhileWaiting = "";
    await get(url, (text) => {
      received += text;
      if (received === "Place,Email\r\n1,ada@example.com\r\n") {
        seenWhileWaiting = received;
        release();
      }
    });
    clearTimeout(timer);
    expect(seenWhileWaiting).toBe("Place,Email\r\n1,ada@example.com\r\n");
    expect(received).toBe("Place,Email\r\n1,ada@example.com\r\n2,grace@example.com\r\n");
  });
});
