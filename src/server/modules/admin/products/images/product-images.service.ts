import { PRODUCT_MESSAGES } from '../../../../../domain/admin/products.messages';
import type { ProductImagesResponse } from '../../../../../domain/admin/product-images.schema';
import { PRODUCT_IMAGES_PER_PRODUCT_MAX } from '../../../../../domain/catalog/product-image-variants';
import type { Db } from '../../../../db/client';
import { AppError } from '../../../../http/app-error';
import type { BoundedConcurrency } from '../../../../security/bounded-concurrency';
import { recordAdminChange, type AdminActor } from '../../audit/audit.repository';
import { findProduct, lockProduct } from '../admin-products.repository';
import { isImageInOrders, setProductImages } from './product-images.repository';
import {
  checkImage,
  refusedUpload,
  removeImageFiles,
  storedUrlOf,
  writeImageFiles,
  type CheckedImage,
  type ImageUpload,
} from './product-images.storage';

/*
 * The images of a product (decision 024). Like every product write (admin-products.service.ts)
 * each change is one transaction with its audit entry (`product.update`, the images before and
 * after). The shop, its search and the sitemap read `products` on every request, so a committed
 * change is what the next request sees: there is no cache to clear. Files are written before
 * the transaction and removed only after it commits.
 */

export interface ProductImagesContext {
  db: Db;
  uploadsDir: string;
  /** The sharp work of every upload queues here, so uploads cannot take every core. */
  converter: BoundedConcurrency;
  log: { warn: (object: object, message: string) => void };
}

function notFound(): AppError {
  return new AppError('not-found', PRODUCT_MESSAGES.notFound);
}

async function lockProductImages(tx: Db, id: number): Promise<string[]> {
  const current = await lockProduct(tx, id);
  if (!current) throw notFound();
  return current.images;
}

async function saveImages(
  tx: Db,
  actor: AdminActor,
  id: number,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  await setProductImages(tx, id, after);
  await recordAdminChange(tx, actor, {
    action: 'product.images',
    entityType: 'product',
    entityId: String(id),
    before: { images: [...before] },
    after: { images: [...after] },
  });
}

function assertRoomFor(current: number, added: number): void {
  if (current + added > PRODUCT_IMAGES_PER_PRODUCT_MAX)
    throw refusedUpload(
      PRODUCT_MESSAGES.imagesPerProductTooMany(PRODUCT_IMAGES_PER_PRODUCT_MAX),
      'too-many-images',
    );
}

/** Files of images that did not make it into the list (a failed or raced upload). */
async function removeUnlisted(
  ctx: ProductImagesContext,
  productId: number,
  urls: readonly string[],
): Promise<void> {
  const listed = new Set((await findProduct(ctx.db, productId))?.images ?? []);
  await Promise.all(
    urls
      .filter((url) => !listed.has(url))
      .map((url) => removeImageFiles(ctx.uploadsDir, productId, url)),
  );
}

/**
 * Adds the uploaded images at the end of the product's list. Every file is checked before any
 * is written: one bad file refuses the whole upload. An image the product already has (same
 * bytes) is not added twice.
 */
export async function uploadProductImages(
  ctx: ProductImagesContext,
  actor: AdminActor,
  productId: number,
  uploads: readonly ImageUpload[],
): Promise<ProductImagesResponse> {
  if (uploads.length === 0) throw refusedUpload(PRODUCT_MESSAGES.imagesMissing, 'no-images');
  const product = await findProduct(ctx.db, productId);
  if (!product) throw notFound();

  const checked: CheckedImage[] = [];
  for (const upload of uploads) checked.push(await checkImage(upload));
  const fresh = new Map<string, CheckedImage>();
  for (const image of checked) {
    const url = storedUrlOf(productId, image);
    if (!product.images.includes(url) && !fresh.has(url)) fresh.set(url, image);
  }
  assertRoomFor(product.images.length, fresh.size);
  if (fresh.size === 0) return { images: product.images, added: 0 };

  const urls = [...fresh.keys()];
  try {
    // Every conversion settles before any cleanup, so no file is written after it.
    const written = await Promise.allSettled(
      [...fresh.values()].map((image) =>
        ctx.converter.run(() => writeImageFiles(ctx.uploadsDir, productId, image)),
      ),
    );
    const failure = written.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    const images = await ctx.db.transaction(async (tx) => {
      const before = await lockProductImages(tx, productId);
      const added = urls.filter((url) => !before.includes(url));
      assertRoomFor(before.length, added.length);
      if (added.length === 0) return { images: before, added: 0 };
      const after = [...before, ...added];
      await saveImages(tx, actor, productId, before, after);
      return { images: after, added: added.length };
    });
    return images;
  } catch (error) {
    await removeUnlisted(ctx, productId, urls).catch((cleanupError: unknown) =>
      ctx.log.warn(
        { err: cleanupError, productId },
        'product image files left after a failed upload',
      ),
    );
    throw error;
  }
}

/** The same images in a new order; anything but a permutation of the current list is refused. */
export async function reorderProductImages(
  ctx: ProductImagesContext,
  actor: AdminActor,
  productId: number,
  order: readonly string[],
): Promise<ProductImagesResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProductImages(tx, productId);
    const isPermutation =
      order.length === before.length &&
      new Set(order).size === order.length &&
      order.every((url) => before.includes(url));
    if (!isPermutation)
      throw new AppError('already-exists', PRODUCT_MESSAGES.imagesOrderMismatch, undefined, {
        reason: 'images-changed',
      });
    if (order.every((url, index) => url === before[index])) return { images: before };
    await saveImages(tx, actor, productId, before, order);
    return { images: [...order] };
  });
}

/**
 * Takes the image out of the product's list; its files go once that is committed, unless an
 * order still shows it (order lines keep the image URL of the time).
 */
export async function removeProductImage(
  ctx: ProductImagesContext,
  actor: AdminActor,
  productId: number,
  url: string,
): Promise<ProductImagesResponse> {
  const images = await ctx.db.transaction(async (tx) => {
    const before = await lockProductImages(tx, productId);
    if (!before.includes(url)) throw new AppError('not-found', PRODUCT_MESSAGES.imageNotFound);
    const after = before.filter((image) => image !== url);
    await saveImages(tx, actor, productId, before, after);
    return after;
  });
  try {
    if (!(await isImageInOrders(ctx.db, url)))
      await removeImageFiles(ctx.uploadsDir, productId, url);
  } catch (error) {
    // The list is already right; a file left behind costs only disk space.
    ctx.log.warn({ err: error, productId }, 'product image files not removed');
  }
  return { images };
}
