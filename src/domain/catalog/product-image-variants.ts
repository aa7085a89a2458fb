/**
 * Uploaded product images (decision 024). Each upload is kept as its original plus WebP copies
 * at a few widths, all named after the hash of the uploaded bytes:
 *
 *   /uploads/products/<productId>/<hash>-original.<ext>
 *   /uploads/products/<productId>/<hash>-<width>.webp
 *
 * The product's `images` list holds the URL of the widest copy; the narrower ones are found from
 * the name alone, so the shop can write a `srcset` without asking for anything else.
 */

/** The widths of the WebP copies, narrowest first. An image is never enlarged past its own. */
export const PRODUCT_IMAGE_WIDTHS_PX = [320, 640, 1280] as const;

/**
 * The product page's main image fills its column: half the page from 768 px, the whole width
 * below. The gallery and the page head's preload use the same `sizes`, so the browser picks the
 * same copy for both and fetches it once.
 */
export const PRODUCT_GALLERY_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGES_PER_UPLOAD_MAX = 10;
/** Keeps a product page (and its srcset) bounded. */
export const PRODUCT_IMAGES_PER_PRODUCT_MAX = 30;
/** Larger pictures would take hundreds of MB to decode: refused as too large. */
export const PRODUCT_IMAGE_MAX_PIXELS = 50_000_000;

export const PRODUCT_IMAGE_URL_PREFIX = '/uploads/products';

const VARIANT_URL = /^(\/uploads\/products\/\d+\/[0-9a-f]{16,64})-(\d{1,5})\.webp$/;

/**
 * The widths to write for an image `sourceWidthPx` wide (after EXIF rotation): every standard
 * width below it, then the image's own width when it is narrower than the largest.
 */
export function variantWidthsFor(sourceWidthPx: number): number[] {
  const largest = PRODUCT_IMAGE_WIDTHS_PX[PRODUCT_IMAGE_WIDTHS_PX.length - 1] ?? 0;
  const top = Math.max(1, Math.min(Math.floor(sourceWidthPx), largest));
  const widths: number[] = PRODUCT_IMAGE_WIDTHS_PX.filter((width) => width < top);
  widths.push(top);
  return widths;
}

export function variantFileName(hash: string, widthPx: number): string {
  return `${hash}-${widthPx}.webp`;
}

export function productImageUrl(productId: number, fileName: string): string {
  return `${PRODUCT_IMAGE_URL_PREFIX}/${productId}/${fileName}`;
}

/** The widest copy's URL and width, or null for an image that does not follow the naming. */
export function parseVariantUrl(url: string): { base: string; widthPx: number } | null {
  const match = VARIANT_URL.exec(url);
  if (!match?.[1] || !match[2]) return null;
  const widthPx = Number(match[2]);
  if (widthPx < 1) return null;
  return { base: match[1], widthPx };
}

/**
 * `srcset` for an uploaded image's stored URL (its widest copy): the standard widths below it
 * and itself. Null for any other image (the sample artwork), which is shown as it is.
 */
export function productImageSrcSet(url: string): string | null {
  const parsed = parseVariantUrl(url);
  if (!parsed) return null;
  return variantWidthsFor(parsed.widthPx)
    .map((width) => `${parsed.base}-${width}.webp ${width}w`)
    .join(', ');
}
