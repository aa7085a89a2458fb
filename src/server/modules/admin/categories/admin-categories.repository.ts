import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AdminCategory } from '../../../../domain/admin/categories.schema';
import type { Db } from '../../../db/client';
import { categories, products } from '../../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Queues the category writes one behind the other (creating, renaming, moving, deleting), so
 * each one checks names and positions against what the previous one committed. The lock mode
 * conflicts only with itself and stronger ones: the shop keeps reading categories, and products
 * keep being written, while it is held.
 */
export async function lockCategoryWrites(tx: Db): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
}

/** The category's products, visible or not (the table names are written out: inside the
 * subquery an unqualified "id" would be the product's). */
const productCount = sql<number>`(
  SELECT count(*)::int FROM "products" WHERE "products"."category_id" = "categories"."id"
)`.mapWith(Number);

const adminCategoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  position: categories.position,
  productCount,
};

/**
 * Every category with its number of products (visible or not), in the shop's order: the one
 * the catalog reads them in (position, then name), the id settling the rest.
 */
export async function listCategoriesWithCounts(db: Db): Promise<AdminCategory[]> {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function findCategoryWithCount(db: Db, id: number): Promise<AdminCategory | null> {
  const [row] = await db
    .select(adminCategoryColumns)
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ?? null;
}

/** Another category whose name equals `name` apart from case and surrounding spaces. */
export async function findCategoryNamed(
  db: Db,
  name: string,
  exceptId?: number,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        sql`lower(btrim(${categories.name})) = lower(btrim(${name}))`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findCategoryBySlug(
  db: Db,
  slug: string,
  exceptId?: number,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.slug, slug),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a product's own address is /products/{slug}: a category there would hide it. */
export async function isProductSlug(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row !== undefined;
}

export async function countCategoryProducts(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(eq(products.categoryId, id));
  return row?.value ?? 0;
}

/** A new category, placed after every other one. */
export async function insertCategory(
  tx: Db,
  values: { slug: string; name: string; description: string },
): Promise<CategoryRow> {
  const [row] = await tx
    .insert(categories)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(${categories.position}), 0) + 1 FROM ${categories})`,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
}

export async function updateCategory(
  tx: Db,
  id: number,
  values: { slug: string; name: string; description: string },
): Promise<void> {
  await tx
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id));
}

export async function deleteCategory(tx: Db, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** Numbers the categories 1, 2, 3… in the order of `ids`; rows already in place are not written. */
export async function renumberCategories(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE ${categories} SET position = wanted.position, updated_at = now()
    FROM unnest(${sql.param([...ids])}::integer[]) WITH ORDINALITY AS wanted(id, position)
    WHERE ${categories.id} = wanted.id AND ${categories.position} <> wanted.position`);
}
