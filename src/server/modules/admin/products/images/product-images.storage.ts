import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { PRODUCT_MESSAGES } from '../../../../../domain/admin/products.messages';
import {
  PRODUCT_IMAGE_MAX_PIXELS,
  parseVariantUrl,
  productImageUrl,
  variantFileName,
  variantWidthsFor,
} from '../../../../../domain/catalog/product-image-variants';
import { AppError } from '../../../../http/app-error';
import { loadSharp } from '../../../../storage/image-library';
import { writeFileWhole } from '../../../../storage/write-file-whole';

/*
 * The files of uploaded product images under DATA_DIR/uploads/products/<productId>/ (decision
 * 024). Names carry the hash of the uploaded bytes, so a name always means the same picture and
 * the files can be cached for a year.
 */

/** Quality of the WebP copies: visually lossless for product photos at a fraction of the size. */
const WEBP_QUALITY = 80;
const HASH_HEX_LENGTH = 24;

/** The formats accepted, by what sharp reads in the bytes (never the name or the client's type). */
type AcceptedFormat = 'jpg' | 'png' | 'webp' | 'avif';

export interface ImageUpload {
  fileName: string;
  bytes: Buffer;
}

export interface CheckedImage extends ImageUpload {
  hash: string;
  extension: AcceptedFormat;
  /** Width once turned upright by its EXIF orientation. */
  widthPx: number;
}

/** A refused upload: the message names the file, shown as it is by the admin area. */
export function refusedUpload(message: string, reason: string): AppError {
  return new AppError('invalid-argument', message, { images: message }, { reason });
}

function acceptedFormat(metadata: Metadata): AcceptedFormat | null {
  switch (metadata.format) {
    case 'jpeg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'webp':
      return 'webp';
    // libheif reads AVIF and HEIC alike; only the AV1 kind (AVIF) is taken.
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

/**
 * Reads the image's header: format, size and orientation. Anything sharp cannot read, or reads
 * as another format, is refused; so is a picture too large to decode safely.
 */
export async function checkImage(upload: ImageUpload): Promise<CheckedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(upload.bytes).metadata();
  } catch {
    throw refusedUpload(PRODUCT_MESSAGES.imageNotSupported(upload.fileName), 'unsupported-image');
  }
  const extension = acceptedFormat(metadata);
  if (!extension || !metadata.width || !metadata.height)
    throw refusedUpload(PRODUCT_MESSAGES.imageNotSupported(upload.fileName), 'unsupported-image');
  if (metadata.width * metadata.height > PRODUCT_IMAGE_MAX_PIXELS)
    throw refusedUpload(PRODUCT_MESSAGES.imageTooManyPixels(upload.fileName), 'too-many-pixels');
  const hash = createHash('sha256').update(upload.bytes).digest('hex').slice(0, HASH_HEX_LENGTH);
  return {
    ...upload,
    hash,
    extension,
    // EXIF orientations 5–8 turn the picture a quarter: its height becomes its width.
    widthPx: metadata.autoOrient.width,
  };
}

export function productImagesDir(uploadsDir: string, productId: number): string {
  return path.join(uploadsDir, 'products', String(productId));
}

/** The URL the product's list keeps for an image: its widest WebP copy. */
export function storedUrlOf(productId: number, image: CheckedImage): string {
  const widths = variantWidthsFor(image.widthPx);
  return productImageUrl(productId, variantFileName(image.hash, widths[widths.length - 1] ?? 0));
}

/**
 * Keeps the original as uploaded and writes the WebP copies, upright by EXIF, never enlarged.
 * CPU-heavy: callers run it through a bounded queue.
 */
export async function writeImageFiles(
  uploadsDir: string,
  productId: number,
  image: CheckedImage,
): Promise<void> {
  const dir = productImagesDir(uploadsDir, productId);
  await mkdir(dir, { recursive: true });
  const sharp = await loadSharp();
  const upright = sharp(image.bytes, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS }).autoOrient();
  let copies: { name: string; bytes: Buffer }[];
  try {
    copies = await Promise.all(
      variantWidthsFor(image.widthPx).map(async (width) => ({
        name: variantFileName(image.hash, width),
        bytes: await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch {
    // A readable header over damaged or cut-short pixel data: the file's fault, not the server's.
    throw refusedUpload(PRODUCT_MESSAGES.imageNotSupported(image.fileName), 'unreadable-image');
  }
  await writeFileWhole(path.join(dir, `${image.hash}-original.${image.extension}`), image.bytes);
  for (const copy of copies) await writeFileWhole(path.join(dir, copy.name), copy.bytes);
}

/** Removes every file of the image a stored URL names (original and copies). */
export async function removeImageFiles(
  uploadsDir: string,
  productId: number,
  url: string,
): Promise<void> {
  const parsed = parseVariantUrl(url);
  if (!parsed) return;
  const hash = path.posix.basename(parsed.base);
  const dir = productImagesDir(uploadsDir, productId);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${hash}-`))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
