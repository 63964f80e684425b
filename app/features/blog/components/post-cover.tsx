import { cn } from "#app/ui/cn.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/**
 * A post's cover wherever it is drawn (card, post page, author page, the
 * editor's preview): cropped to the 1200 × 630 shape of a share image, at
 * the width `sizes` says the page gives it. `first`: in the first screen
 * (the post page), so loaded at once and first.
 */
export function PostCover({
  src,
  sizes,
  alt = "",
  first = false,
  className,
}: {
  src: string;
  sizes: string;
  alt?: string;
  first?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      width={1200}
      height={630}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      className={cn("aspect-[1200/630] w-full bg-muted object-cover", className)}
    />
  );
}
