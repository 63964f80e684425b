import { Icon } from "../../../../ui/icon.tsx";
import type { EnterpriseIconName } from "../../../../content/enterprise.ts";

/**
 * The enterprise page's icons (Lucide's shield-check, activity, user-lock,
 * fingerprint-pattern, server, headset, check and arrow-right; ISC licence)
 * as plain SVG paths: lucide-react's runtime would add to the page's
 * first-load JavaScript. Decorative only.
 */
const paths = {
  shieldCheck:
    "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4",
  activity:
    "M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2",
  userLock:
    "M19 16v-2a2 2 0 0 0-4 0v2M9.5 15H7a4 4 0 0 0-4 4v2M6 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0M13.9 16h6.2a.9.9 0 0 1 .9.9v3.2a.9.9 0 0 1-.9.9h-6.2a.9.9 0 0 1-.9-.9v-3.2a.9.9 0 0 1 .9-.9z",
  fingerprint:
    "M12 10a2 2 0 0 0-2 2c0 1.02-.1 2.51-.26 4M14 13.12c0 2.38 0 6.38-1 8.88M17.29 21.02c.12-.6.43-2.3.5-3.02M2 12a10 10 0 0 1 18-6M2 16h.01M21.8 16c.2-2 .131-5.354 0-6M5 19.5C5.5 18 6 15 6 12a6 6 0 0 1 .34-2M8.65 22c.21-.66.45-1.32.57-2M9 6.8a6 6 0 0 1 9 5.2v2",
  server:
    "M4 2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM4 14h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2zM6 6h.01M6 18h.01",
  headset:
    "M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5Zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3ZM21 16v2a4 4 0 0 1-4 4h-5",
  check: "M20 6 9 17l-5-5",
  arrowRight: "M5 12h14m-7-7 7 7-7 7",
} satisfies Record<EnterpriseIconName | "check" | "arrowRight", string>;

export function EnterpriseIcon({
  name,
  className,
  strokeWidth = 2,
}: {
  name: keyof typeof paths;
  className?: string;
  strokeWidth?: number;
}) {
  return <Icon path={paths[name]} className={className} strokeWidth={strokeWidth} />;
}
