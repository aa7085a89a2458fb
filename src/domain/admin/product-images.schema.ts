import { z } from 'zod';
import { PRODUCT_IMAGES_PER_PRODUCT_MAX } from '../catalog/product-image-variants';

/** Contract of the product images API (decision 024). */

/** Longer than any URL the server writes; anything longer is not one of the product's. */
const IMAGE_URL_MAX_LENGTH = 300;

const imageUrlSchema = z.string().min(1).max(IMAGE_URL_MAX_LENGTH);

/** PUT /api/admin/products/:id/images/order: the product's images, all of them, in a new order. */
export const productImagesOrderRequestSchema = z.object({
  images: z.array(imageUrlSchema).max(PRODUCT_IMAGES_PER_PRODUCT_MAX),
});
export type ProductImagesOrderRequest = z.infer<typeof productImagesOrderRequestSchema>;

/** DELETE /api/admin/products/:id/images?url=… */
export const productImageRemoveQuerySchema = z.object({ url: imageUrlSchema });

/** Every answer: the product's images now, first shown first; `added` after an upload. */
export const productImagesResponseSchema = z.object({
  images: z.array(z.string()),
  added: z.number().int().nonnegative().optional(),
});
export type ProductImagesResponse = z.infer<typeof productImagesResponseSchema>;
