/**
 * The waitlist form on another site (docs/decisions/0057-embedded-waitlist-form.md):
 *
 *   <script src="https://SITE/embed/waitlist.js" async></script>
 *
 * draws the form where the tag is (or inside the element named by
 * `data-target`, a CSS selector) as an iframe of SITE/embed/waitlist, which
 * posts to SITE itself: the host page's scripts and styles cannot reach the
 * form, and the form needs nothing from them. The iframe tells its height
 * (only that) with postMessage, so the host page does not scroll inside it.
 * Built by Vite as a file of its own (vite.config.ts, embedScript): no
 * framework, no imports; check-budgets holds it under 10 KB gzipped.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  const site = new URL(script.src).origin;
  const frame = document.createElement("iframe");
  const source = location.origin + location.pathname;
  frame.src = `${site}/embed/waitlist?source=${encodeURIComponent(source)}`;
  frame.title = script.dataset.title ?? "Join the waitlist";
  frame.style.cssText = "display:block;width:100%;max-width:32rem;height:34rem;border:0;color-scheme:normal";
  addEventListener("message", (event) => {
    if (event.origin !== site || event.source !== frame.contentWindow) return;
    const height: unknown = (event.data as { droidsWaitlistHeight?: unknown } | null)?.droidsWaitlistHeight;
    if (typeof height === "number" && height > 0 && height < 4000) frame.style.height = `${Math.ceil(height)}px`;
  });
  const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
  if (target) target.append(frame);
  else script.after(frame);
})();
