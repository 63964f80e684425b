/**
 * The site's icons are Lucide's (ISC licence) drawn as plain SVG paths: each
 * part of the site keeps a small table of the paths it uses, and this one
 * component draws them. lucide-react's runtime would add to every page's
 * first-load JavaScript.
 */

/** A decorative 24 × 24 stroked icon drawn from one SVG path. */
export function Icon({ path, className, strokeWidth = 2 }: { path: string; className?: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
