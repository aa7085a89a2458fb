import { productImageSrcSet } from '../../../../domain/catalog/product-image-variants';

/** Catalog images are 800×800 (see device-artwork.ts); CSS scales them to their box. */
export const PRODUCT_IMAGE_SIZE_PX = 800;

/** The box of a tile in the catalog grids: half the screen on phones, a quarter on desktops. */
export const TILE_IMAGE_SIZES = '(min-width: 1024px) 25vw, 50vw';

/**
 * A product picture with its intrinsic size, so the page never shifts while it loads.
 * `priority` is for the few images above the fold: loaded at once instead of lazily.
 * Uploaded images come in several widths (decision 024): the browser picks one for `sizes`,
 * the width of the image's box; the sample artwork (SVG) has one file and no srcset.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  fetchPriority,
  sizes = TILE_IMAGE_SIZES,
}: {
  src: string | undefined;
  alt: string;
  className: string;
  priority?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
}) {
  if (!src) return <div className={`${className} product-image--missing`} aria-hidden="true" />;
  const srcSet = productImageSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE_PX}
      height={PRODUCT_IMAGE_SIZE_PX}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={fetchPriority}
    />
  );
}
