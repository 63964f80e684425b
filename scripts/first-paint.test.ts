import { describe, expect, it } from "vitest";
import { firstPaintProblems, hydrationDataChars } from "./first-paint.ts";

const stylesheet = `@property --x{syntax:"<length>";inherits:false}body{margin:0}${".a{color:red}".repeat(1000)}`;
const page = (head: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><main>Hi</main></body></html>`;
const inline = `<style data-precedence="default" data-href="droids-styles">${stylesheet}</style>`;

describe("firstPaintProblems", () => {
  it("passes a page that carries its stylesheet and asks for nothing else", () => {
    expect(firstPaintProblems(page(`${inline}<title>Droids</title><link rel="icon" href="/favicon.svg"/>`))).toEqual([]);
  });

  it("names a render-blocking stylesheet, module preloads and a web font", () => {
    const before = page(
      `<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>` +
        `<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin=""/>` +
        `<link rel="stylesheet" href="/assets/root.css"/>`,
    );
    expect(firstPaintProblems(before)).toEqual([
      "0 inline stylesheets in the head, expected 1",
      'a render-blocking <link rel="stylesheet">',
      '2 <link rel="modulepreload">',
      "a web font",
    ]);
  });

  it("names a stylesheet that holds most of the site's, not the page's part", () => {
    expect(firstPaintProblems(page(`<style data-precedence="default" data-href="droids-styles">${".a{color:red}".repeat(4000)}</style>`))).toEqual([
      "the inline stylesheet holds 52000 characters, over 50000: not the page's part",
    ]);
  });

  it("names an empty inline stylesheet (the client's copy, which never carries the text)", () => {
    expect(firstPaintProblems(page(`<style data-precedence="default" data-href="droids-styles"></style>`))).toEqual(["the inline stylesheet is nearly empty"]);
  });

  it("names a second copy of the stylesheet", () => {
    expect(firstPaintProblems(page(inline + inline))).toEqual(["2 inline stylesheets in the head, expected 1"]);
  });
});

describe("hydrationDataChars", () => {
  it("counts React Router's context and stream scripts, not the page's other scripts", () => {
    const context = `window.__reactRouterContext = {"ssr":true};`;
    const data = `window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");`;
    const html = page(inline).replace(
      "</body>",
      `<script>(() => {})()</script><script>${context}</script><script type="module">import "/assets/entry.client.js";</script><script>${data}</script></body>`,
    );
    expect(hydrationDataChars(html)).toBe(context.length + data.length);
  });

  it("is 0 for a page without hydration data", () => {
    expect(hydrationDataChars(page(inline))).toBe(0);
  });
});
