import { Icon } from "../../../ui/icon.tsx";
/**
 * The hero's four icons (Lucide's arrow-up, arrow-right, dices and sparkles,
 * ISC licence) drawn as plain SVG paths: lucide-react's runtime would add
 * about 1.5 KB to the home page's first-load JavaScript. Decorative only.
 */
const paths = {
  arrowUp: "m5 12 7-7 7 7M12 19V5",
  arrowRight: "M5 12h14m-7-7 7 7-7 7",
  dices:
    "M4 10h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zm13.92 4 3.5-3.5a2.24 2.24 0 0 0 0-3l-5-4.92a2.24 2.24 0 0 0-3 0L10 6M6 18h.01M10 14h.01M15 6h.01M18 9h.01",
  sparkles:
    "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594zM20 2v4m2-2h-4M2 20a2 2 0 1 0 4 0 2 2 0 1 0-4 0",
} as const;

export function HeroIcon({
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
