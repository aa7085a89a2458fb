import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { orderLines, products } from '../../../../db/schema';

/** Queries of the product images (decision 024); the product row itself is the admin products'. */

export async function setProductImages(
  tx: Db,
  id: number,
  images: readonly string[],
): Promise<void> {
  await tx
    .update(products)
    .set({ images: [...images], updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Orders keep a copy of the image URL of each line: such files must stay. */
export async function isImageInOrders(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.image, url))
    .limit(1);
  return row !== undefined;
}
