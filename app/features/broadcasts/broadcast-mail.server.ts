import { parseMarkdown, type Block, type Inline } from "#app/platform/text/markdown.ts";
import { escapeHtml } from "#app/platform/text/escape.ts";
import { broadcastTexts } from "./broadcast-texts.ts";

/**
 * An update's mail body: the blog's Markdown parser (the same tree the
 * blog and the editor's preview draw) written out as HTML with inline
 * styles, as mail clients ignore style sheets. Same-site links become
 * absolute, as a mail has no site to be relative to.
 */
function inline(nodes: Inline[], publicUrl: string): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return escapeHtml(node);
      switch (node.t) {
        case "strong":
        case "em":
        case "del":
          return `<${node.t}>${inline(node.c, publicUrl)}</${node.t}>`;
        case "code":
          return `<code style="font-family:ui-monospace,monospace;background:#f3f4f6;padding:1px 4px;border-radius:4px">${escapeHtml(node.v)}</code>`;
        case "link": {
          const href = /^[/?#]/.test(node.href) ? new URL(node.href, `${publicUrl}/`).toString() : node.href;
          return `<a href="${escapeHtml(href)}" style="color:#4f46e5">${inline(node.c, publicUrl)}</a>`;
        }
        case "br":
          return "<br>";
      }
    })
    .join("");
}

function block(node: Block, publicUrl: string): string {
  switch (node.t) {
    case "h":
      return `<h${node.level} style="margin:24px 0 8px">${inline(node.c, publicUrl)}</h${node.level}>`;
    case "p":
      return `<p style="margin:0 0 16px">${inline(node.c, publicUrl)}</p>`;
    case "ul":
    case "ol":
      return `<${node.t}${node.start ? ` start="${node.start}"` : ""} style="margin:0 0 16px;padding-left:24px">${node.items
        .map((item) => `<li>${item.map((child) => block(child, publicUrl)).join("")}</li>`)
        .join("")}</${node.t}>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding-left:16px;border-left:4px solid #c7d2fe;color:#374151">${node.c.map((child) => block(child, publicUrl)).join("")}</blockquote>`;
    case "code":
      return `<pre style="margin:0 0 16px;padding:12px;background:#111827;color:#f9fafb;border-radius:8px;overflow-x:auto"><code>${escapeHtml(node.v)}</code></pre>`;
    case "hr":
      return `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0">`;
  }
}

/**
 * An update's mail around a recipient's unsubscribe link: the parts before
 * and after it, so the queueing statement can put each recipient's link in
 * with SQL concatenation instead of rendering 10,000 bodies.
 */
export function broadcastMailParts(markdown: string, publicUrl: string) {
  const body = parseMarkdown(markdown)
    .map((node) => block(node, publicUrl))
    .join("");
  const texts = broadcastTexts;
  return {
    text: [`${markdown.trim()}\n\n--\n${texts.footer}\n${texts.unsubscribe}: `, ""] as const,
    html: [
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">${body}` +
        `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:13px;color:#6b7280">${escapeHtml(texts.footer)} <a href="`,
      `" style="color:#6b7280">${escapeHtml(texts.unsubscribe)}</a></p></body></html>`,
    ] as const,
  };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs `List-Unsubscribe=One-Click` to the link. */
export const listUnsubscribeHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
