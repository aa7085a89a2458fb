import { CATEGORY_MESSAGES } from '../../../../domain/admin/categories.messages';
import {
  categorySlugOf,
  moveInList,
  type AdminCategory,
  type CategoryMoveDirection,
} from '../../../../domain/admin/categories.schema';
import type { Db } from '../../../db/client';
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state';
import { AppError } from '../../../http/app-error';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';
import {
  countCategoryProducts,
  deleteCategory,
  findCategoryBySlug,
  findCategoryNamed,
  findCategoryWithCount,
  insertCategory,
  isProductSlug,
  listCategoriesWithCounts,
  lockCategoryWrites,
  renumberCategories,
  updateCategory,
} from './admin-categories.repository';

/*
 * The shop reads categories straight from the table on every request (catalog, navigation,
 * filters, search index triggers): a change committed here is what the next shop request sees,
 * so there is no cache to clear.
 */

function notFound(): AppError {
  return new AppError('not-found', CATEGORY_MESSAGES.notFound);
}

function duplicateSlug(slug: string): AppError {
  const message = CATEGORY_MESSAGES.duplicateSlug(slug);
  return new AppError('already-exists', message, { name: message }, { reason: 'duplicate-slug' });
}

function hasProducts(name: string, productCount: number): AppError {
  return new AppError(
    'already-exists',
    CATEGORY_MESSAGES.deleteRefused(name, productCount),
    undefined,
    {
      reason: 'has-products',
      productCount,
    },
  );
}

/**
 * Refuses a name another category has (apart from case and spaces), an address another category
 * has (names differing only in accents or punctuation), and an address a product already has
 * (the product page would then show the category instead). Runs under lockCategoryWrites.
 */
async function assertNameAvailable(tx: Db, name: string, slug: string, exceptId?: number) {
  const sameName = await findCategoryNamed(tx, name, exceptId);
  if (sameName) {
    const message = CATEGORY_MESSAGES.duplicateName(sameName.name);
    throw new AppError('already-exists', message, { name: message }, { reason: 'duplicate-name' });
  }
  if (await findCategoryBySlug(tx, slug, exceptId)) throw duplicateSlug(slug);
  if (await isProductSlug(tx, slug)) {
    const message = CATEGORY_MESSAGES.slugTakenByProduct(slug);
    throw new AppError('already-exists', message, { name: message }, { reason: 'product-slug' });
  }
}

/** A unique violation that slipped past the checks (another writer, plain SQL) is still a 409. */
async function withUniqueSlug<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw duplicateSlug(slug);
    throw error;
  }
}

export function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return listCategoriesWithCounts(db);
}

export async function createCategory(
  db: Db,
  actor: AdminActor,
  input: { name: string; description: string },
): Promise<AdminCategory> {
  const slug = categorySlugOf(input.name);
  const id = await withUniqueSlug(slug, () =>
    db.transaction(async (tx) => {
      await lockCategoryWrites(tx);
      await assertNameAvailable(tx, input.name, slug);
      const row = await insertCategory(tx, {
        slug,
        name: input.name,
        description: input.description,
      });
      await recordAdminChange(tx, actor, {
        action: 'category.create',
        entityType: 'category',
        entityId: String(row.id),
        before: null,
        after: {
          name: row.name,
          slug: row.slug,
          description: row.description,
          position: row.position,
        },
      });
      return row.id;
    }),
  );
  const created = await findCategoryWithCount(db, id);
  if (!created) throw notFound();
  return created;
}

export async function renameCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  input: { name?: string | undefined; description?: string | undefined },
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const current = await findCategoryWithCount(tx, id);
    if (!current) throw notFound();
    const name = input.name ?? current.name;
    const description = input.description ?? current.description;
    // The address stays what it was: links to the category, the shop's own family pages
    // (CATEGORY_SLUGS) and search engines keep working after a rename (decision 022).
    const slug = current.slug;
    if (name === current.name && description === current.description) return;
    if (name !== current.name) await assertNameAvailable(tx, name, slug, id);
    await withUniqueSlug(slug, () => updateCategory(tx, id, { slug, name, description }));
    await recordAdminChange(tx, actor, {
      action: 'category.update',
      entityType: 'category',
      entityId: String(id),
      before: { name: current.name, slug: current.slug, description: current.description },
      after: { name, slug, description },
    });
  });
  const updated = await findCategoryWithCount(db, id);
  if (!updated) throw notFound();
  return updated;
}

/**
 * Moves a category one place up or down in the shop's order. Every category is numbered again
 * 1…n, so positions left equal by older data (the catalog then orders by name) become distinct.
 * Already first (up) or last (down): nothing changes and nothing is recorded.
 */
export async function moveCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  direction: CategoryMoveDirection,
): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const ordered = await listCategoriesWithCounts(tx);
    const index = ordered.findIndex((category) => category.id === id);
    if (index < 0) throw notFound();
    const moved = moveInList(ordered, index, direction);
    const newIndex = moved.findIndex((category) => category.id === id);
    if (newIndex === index) return;
    await renumberCategories(
      tx,
      moved.map((category) => category.id),
    );
    await recordAdminChange(tx, actor, {
      action: 'category.reorder',
      entityType: 'category',
      entityId: String(id),
      before: { position: index + 1, order: ordered.map((category) => category.slug) },
      after: { position: newIndex + 1, order: moved.map((category) => category.slug) },
    });
  });
  return listCategoriesWithCounts(db);
}

/** Deletes a category without products; one with products is refused with their number. */
export async function removeCategory(
  db: Db,
  actor: AdminActor,
  id: number,
): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      await lockCategoryWrites(tx);
      const current = await findCategoryWithCount(tx, id);
      if (!current) throw notFound();
      if (current.productCount > 0) throw hasProducts(current.name, current.productCount);
      await deleteCategory(tx, id);
      await recordAdminChange(tx, actor, {
        action: 'category.delete',
        entityType: 'category',
        entityId: String(id),
        before: {
          name: current.name,
          slug: current.slug,
          description: current.description,
          position: current.position,
        },
        after: null,
      });
      return current;
    });
  } catch (error) {
    // A product given this category by a transaction that committed after the count.
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    const current = await findCategoryWithCount(db, id);
    if (!current) throw notFound();
    throw hasProducts(current.name, await countCategoryProducts(db, id));
  }
}
