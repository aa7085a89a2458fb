import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRODUCT_MESSAGES } from '../../../../../domain/admin/products.messages';
import {
  productImageRemoveQuerySchema,
  productImagesOrderRequestSchema,
  productImagesResponseSchema,
} from '../../../../../domain/admin/product-images.schema';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_PER_UPLOAD_MAX,
} from '../../../../../domain/catalog/product-image-variants';
import { idParamSchema } from '../../../../../domain/input.schema';
import type { Db } from '../../../../db/client';
import { AppError } from '../../../../http/app-error';
import { parseInput, serializeOutput } from '../../../../http/validation';
import { requireAdmin } from '../../../../plugins/session';
import { createBoundedConcurrency } from '../../../../security/bounded-concurrency';
import {
  removeProductImage,
  reorderProductImages,
  uploadProductImages,
  type ProductImagesContext,
} from './product-images.service';
import { refusedUpload, type ImageUpload } from './product-images.storage';

const productParamsSchema = z.object({ id: idParamSchema });

/** Uploads read and converted at once; the next ones wait (their bodies unread) or get 503. */
const UPLOADS_AT_ONCE = 2;
const UPLOADS_WAITING_MAX = 10;
/** Images converted at once by sharp, across every upload: the machine keeps cores for the shop. */
const CONVERSIONS_AT_ONCE = 2;
const FILE_NAME_MAX_LENGTH = 80;

/** The client's file name, only ever shown back in a message: printable and short. */
function displayName(fileName: string | undefined): string {
  const printable = [...(fileName ?? '')].filter((char) => char >= ' ' && char !== '\u007f');
  const name = printable.join('').trim();
  if (!name) return 'file';
  return name.length > FILE_NAME_MAX_LENGTH ? `${name.slice(0, FILE_NAME_MAX_LENGTH)}…` : name;
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** Reads every file of the multipart body into memory, within the per-file and count limits. */
async function readUploads(request: FastifyRequest): Promise<ImageUpload[]> {
  if (!request.isMultipart())
    throw refusedUpload(PRODUCT_MESSAGES.imagesNotMultipart, 'not-multipart');
  const uploads: ImageUpload[] = [];
  let current = 'file';
  try {
    for await (const part of request.files()) {
      current = displayName(part.filename);
      uploads.push({ fileName: current, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refusedUpload(PRODUCT_MESSAGES.imageTooLarge(current), 'too-large');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw refusedUpload(
          PRODUCT_MESSAGES.imagesTooMany(PRODUCT_IMAGES_PER_UPLOAD_MAX),
          'too-many-files',
        );
      default:
        // A malformed body (no boundary, cut short): the client's fault, never a 500.
        throw refusedUpload(PRODUCT_MESSAGES.imagesNotMultipart, 'malformed');
    }
  }
  return uploads;
}

/**
 * Issue "Admin" §2, the product's images (decision 024). Registered inside the admin context,
 * whose hook has already checked the admin role; multipart bodies are accepted here only.
 */
export function adminProductImagesRoutes(
  app: FastifyInstance,
  options: { db: Db; uploadsDir: string; log: ProductImagesContext['log'] },
): void {
  const ctx: ProductImagesContext = {
    ...options,
    converter: createBoundedConcurrency({
      concurrency: CONVERSIONS_AT_ONCE,
      queueLimit: UPLOADS_AT_ONCE * PRODUCT_IMAGES_PER_UPLOAD_MAX,
    }),
  };
  const uploadSlots = createBoundedConcurrency({
    concurrency: UPLOADS_AT_ONCE,
    queueLimit: UPLOADS_WAITING_MAX,
  });

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: PRODUCT_IMAGE_MAX_BYTES,
        files: PRODUCT_IMAGES_PER_UPLOAD_MAX,
        fields: 10,
        fieldSize: 1024,
        parts: PRODUCT_IMAGES_PER_UPLOAD_MAX + 10,
      },
    });

    scope.post('/api/admin/products/:id/images', async (request) => {
      const actor = requireAdmin(request);
      const { id } = parseInput(productParamsSchema, request.params);
      const result = await uploadSlots.run(async () =>
        uploadProductImages(ctx, actor, id, await readUploads(request)),
      );
      return serializeOutput(productImagesResponseSchema, result);
    });

    scope.put('/api/admin/products/:id/images/order', async (request) => {
      const actor = requireAdmin(request);
      const { id } = parseInput(productParamsSchema, request.params);
      const { images } = parseInput(productImagesOrderRequestSchema, request.body);
      return serializeOutput(
        productImagesResponseSchema,
        await reorderProductImages(ctx, actor, id, images),
      );
    });

    scope.delete('/api/admin/products/:id/images', async (request) => {
      const actor = requireAdmin(request);
      const { id } = parseInput(productParamsSchema, request.params);
      const { url } = parseInput(productImageRemoveQuerySchema, request.query);
      return serializeOutput(
        productImagesResponseSchema,
        await removeProductImage(ctx, actor, id, url),
      );
    });
  });
}
