/** Catalog images are 800×800 (see device-artwork.ts); CSS scales them to their box. */
export const PRODUCT_IMAGE_SIZE_PX = 800;

/**
 * A product picture with its intrinsic size, so the page never shifts while it loads.
 * `priority` is for the few images above the fold: loaded at once instead of lazily.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  fetchPriority,
}: {
  src: string | undefined;
  alt: string;
  className: string;
  priority?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  if (!src) return <div className={`${className} product-image--missing`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE_PX}
      height={PRODUCT_IMAGE_SIZE_PX}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={fetchPriority}
    />
  );
}
