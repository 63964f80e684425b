import { useId } from "react";
import { cn } from "#app/ui/cn.ts";

/** The Droids mark (same drawing as public/favicon.svg). Decorative: name the link around it. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `${useId()}-logo`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9.5 8h6a8 8 0 0 1 0 16h-6z" fill="#fff" />
      <rect x="12.5" y="14" width="7" height="4" rx="2" fill="#4f46e5" />
    </svg>
  );
}
