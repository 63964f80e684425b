import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** An author's round avatar (an image uploaded in Settings or shipped with the site, or their initial). */
export function Avatar({ src, name, size = 32 }: { src: string | null; name: string; size?: number }) {
  return src ? (
    <span className="block shrink-0" style={{ width: size, height: size }}>
      <ResponsiveImage src={src} alt="" sizes={`${size}px`} width={size} height={size} className="size-full rounded-full bg-muted object-cover" />
    </span>
  ) : (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
      style={{ width: size, height: size }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
