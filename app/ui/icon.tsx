/**
 * A Lucide icon (ISC licence) drawn from one hand-copied SVG path. The site's
 * icons come from lucide-react; only form-feedback.tsx (with form-icons.ts)
 * still draws through this, until it moves to lucide-react too.
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
