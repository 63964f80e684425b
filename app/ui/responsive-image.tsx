import { imageSources, parseImageUrl } from "#app/platform/images/image-url.ts";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the page draws it (the `sizes` attribute): the browser picks the stored width to load from it. */
  sizes: string;
  /** The box's width and height when the page crops it (a cover); else the image's own, from its address. */
  width?: number;
  height?: number;
  /** "eager" for an image in the first screen (a post's cover), else "lazy". */
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "auto";
  className?: string;
}

/**
 * An image drawn at the size the page gives it: one uploaded here as a
 * <picture> (AVIF for browsers that take it, its fallback for the rest, at
 * every stored width), with its width and height so its box is kept before
 * it loads (no layout shift); any other address as a plain <img>.
 */
export function ResponsiveImage({ src, alt, sizes, width, height, loading = "lazy", fetchPriority, className }: ResponsiveImageProps) {
  const own = parseImageUrl(src);
  if (!own)
    return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" fetchPriority={fetchPriority} className={className} />;
  const sources = imageSources(own);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={width ?? sources.width}
        height={height ?? sources.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
