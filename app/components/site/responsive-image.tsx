import type { ImgHTMLAttributes } from "react";
import { mediaSrcSet } from "#domain/media-urls.ts";

/** A card in the site's three-column grids: a third of the 1280px container, half on tablets. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
/** The article page's cover: the 720px column, the screen's width below it. */
export const COVER_IMAGE_SIZES = "(min-width: 768px) 720px, 100vw";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  src: string;
  /** Required: "" only for an image that adds nothing to the text beside it. */
  alt: string;
  /** How wide the image shows at each screen width (used only when there is a srcset). */
  sizes: string;
};

/**
 * An image that, when it comes from our media library (/media/…), lets the browser pick the WebP
 * width its layout needs (docs/decisions/0033-media-library.md); any other URL stays a plain img.
 */
export function ResponsiveImage({ src, alt, sizes, loading = "lazy", decoding = "async", ...rest }: Props) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding={decoding}
    />
  );
}
