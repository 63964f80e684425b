import { useContext } from "react";
import { CspNonce } from "#app/platform/http/csp-nonce.ts";

/**
 * The inline script of the embedded form: tells the embedding page the
 * form's height (a number, nothing else) whenever it changes, so the embed
 * script sizes the iframe. Inline, because the site's scripts hydrate only
 * once the visitor acts (decision 0040) and the height is needed at once.
 */
export function frameHeightScript(targetOrigin: string): string {
  return `(function(){if(parent===window)return;var d=document.documentElement;function s(){parent.postMessage({droidsWaitlistHeight:d.scrollHeight},${JSON.stringify(targetOrigin)})}new ResizeObserver(s).observe(d);s()})()`;
}

export function FrameHeight({ targetOrigin }: { targetOrigin: string }) {
  const nonce = useContext(CspNonce);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? frameHeightScript(targetOrigin) : "" }} />;
}
