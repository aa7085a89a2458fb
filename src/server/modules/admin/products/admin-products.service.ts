import { PRODUCT_MESSAGES } from '../../../../domain/admin/products.messages';
import {
  productSlugOf,
  slugCandidates,
  regenerateSlugs,
} from '../../../../domain/admin/products.rules';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  isCompareAtPriceValid,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '../../../../domain/admin/products.schema';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import type { Db } from '../../../db/client';
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state';
import { AppError } from '../../../http/app-error';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';
import {
  applySlugChanges,
  categoryExists,
  deleteProduct,
  findAdminProduct,
  insertProduct,
  isSlugTaken,
  listAdminProducts,
  listCategorySlugs,
  listProductNames,
  lockProduct,
  lockSlugWrites,
  recordSlugRedirects,
  removeShadowedRedirects,
  updateProduct,
  type ProductRow,
  type ProductValues,
} from './admin-products.repository';

/*
 * Every product write of the admin area goes through this service, each one a transaction with
 * its audit entry. The shop reads products straight from the table (catalog, sitemap) and the
 * search index is kept by triggers in the same transaction (migration 0003), so a committed
 * change is what the next shop request sees: there is no cache to clear.
 */

/** How many slug changes the "Rigenera slug" audit entry lists one by one. */
const AUDITED_SLUG_CHANGES_MAX = 200;

function notFound(): AppError {
  return new AppError('not-found', PRODUCT_MESSAGES.notFound);
}

function invalidField(field: string, message: string): AppError {
  return new AppError('invalid-argument', ERROR_MESSAGES['invalid-argument'], {
    [field]: message,
  });
}

/** A slug taken by a writer outside the slug lock (plain SQL), or a category gone meanwhile. */
async function withConstraintErrors<T>(slug: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === UNIQUE_VIOLATION && slug !== null) {
      const message = PRODUCT_MESSAGES.slugTaken(slug);
      throw new AppError('already-exists', message, { name: message }, { reason: 'slug-taken' });
    }
    if (state === FOREIGN_KEY_VIOLATION)
      throw invalidField('categoryId', PRODUCT_MESSAGES.categoryNotFound);
    throw error;
  }
}

async function assertCategoryExists(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await categoryExists(db, categoryId)))
    throw invalidField('categoryId', PRODUCT_MESSAGES.categoryNotFound);
}

/** The product's first free address from its name (under lockSlugWrites). */
async function freeSlugFor(tx: Db, name: string, productId?: number): Promise<string> {
  for (const candidate of slugCandidates(productSlugOf(name)))
    if (!(await isSlugTaken(tx, candidate, productId))) return candidate;
  throw new Error('unreachable: slug candidates never end');
}

/** What the audit log keeps of a product: its editable fields. */
function auditValues(row: ProductRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    stock: row.stock,
    description: row.description,
    specs: row.specs,
    tags: row.tags,
    categoryId: row.categoryId,
    isVisible: row.isVisible,
    isFeatured: row.isFeatured,
  };
}

async function readProduct(db: Db, id: number): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw notFound();
  return product;
}

export async function listProducts(db: Db, query: AdminProductsQuery): Promise<AdminProductsPage> {
  const listing = await listAdminProducts(db, query, ADMIN_PRODUCTS_PAGE_SIZE);
  return { ...listing, page: query.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE };
}

export function getProduct(db: Db, id: number): Promise<AdminProduct> {
  return readProduct(db, id);
}

export async function createProduct(
  db: Db,
  actor: AdminActor,
  input: ProductCreateInput,
): Promise<AdminProduct> {
  const id = await withConstraintErrors(productSlugOf(input.name), () =>
    db.transaction(async (tx) => {
      await assertCategoryExists(tx, input.categoryId);
      await lockSlugWrites(tx);
      const slug = await freeSlugFor(tx, input.name);
      const values: ProductValues = { ...input, slug };
      const row = await insertProduct(tx, values);
      await removeShadowedRedirects(tx, [slug]);
      await recordAdminChange(tx, actor, {
        action: 'product.create',
        entityType: 'product',
        entityId: String(row.id),
        before: null,
        after: auditValues(row),
      });
      return row.id;
    }),
  );
  return readProduct(db, id);
}

const EDITABLE_FIELDS = [
  'name',
  'priceCents',
  'compareAtPriceCents',
  'stock',
  'description',
  'specs',
  'tags',
  'categoryId',
  'isVisible',
  'isFeatured',
] as const satisfies readonly (keyof ProductValues)[];

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Changes the given fields. The name keeps the address unless `regenerateSlug`: then the slug
 * follows the name and the old one stays as a redirect (decision 022). A change that changes
 * nothing writes nothing and records nothing.
 */
export async function editProduct(
  db: Db,
  actor: AdminActor,
  id: number,
  input: ProductUpdateInput,
): Promise<AdminProduct> {
  await withConstraintErrors(input.name ? productSlugOf(input.name) : null, () =>
    db.transaction(async (tx) => {
      // The slug lock before the row lock, in the order "Rigenera slug" takes them.
      if (input.regenerateSlug) await lockSlugWrites(tx);
      const current = await lockProduct(tx, id);
      if (!current) throw notFound();
      const changes: Partial<ProductValues> = {};
      for (const field of EDITABLE_FIELDS) {
        const value = input[field];
        if (value !== undefined && !sameValue(value, current[field]))
          Object.assign(changes, { [field]: value });
      }
      const priceCents = changes.priceCents ?? current.priceCents;
      const compareAt =
        changes.compareAtPriceCents !== undefined
          ? changes.compareAtPriceCents
          : current.compareAtPriceCents;
      if (!isCompareAtPriceValid(priceCents, compareAt))
        throw invalidField('compareAtPriceCents', PRODUCT_MESSAGES.compareAtNotAbovePrice);
      if (changes.categoryId !== undefined) await assertCategoryExists(tx, changes.categoryId);

      const name = changes.name ?? current.name;
      if (input.regenerateSlug && productSlugOf(name) !== current.slug) {
        const slug = await freeSlugFor(tx, name, id);
        if (slug !== current.slug) {
          changes.slug = slug;
          if (current.slug)
            await recordSlugRedirects(tx, [{ oldSlug: current.slug, productId: id }]);
          await removeShadowedRedirects(tx, [slug]);
        }
      }
      if (Object.keys(changes).length === 0) return;

      await updateProduct(tx, id, changes);
      const before: Record<string, unknown> = {};
      const full = auditValues(current);
      for (const field of Object.keys(changes)) before[field] = full[field];
      await recordAdminChange(tx, actor, {
        action: 'product.update',
        entityType: 'product',
        entityId: String(id),
        before,
        after: { ...changes },
      });
    }),
  );
  return readProduct(db, id);
}

async function setFlag(
  db: Db,
  actor: AdminActor,
  id: number,
  flag: 'isVisible' | 'isFeatured',
  value: boolean,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound();
    if (current[flag] === value) return;
    await updateProduct(tx, id, { [flag]: value });
    await recordAdminChange(tx, actor, {
      action: flag === 'isVisible' ? 'product.visibility' : 'product.featured',
      entityType: 'product',
      entityId: String(id),
      before: { name: current.name, [flag]: current[flag] },
      after: { name: current.name, [flag]: value },
    });
  });
  return readProduct(db, id);
}

/** Shows or hides the product in the shop: catalog, search and sitemap alike, at once. */
export function setProductVisibility(db: Db, actor: AdminActor, id: number, visible: boolean) {
  return setFlag(db, actor, id, 'isVisible', visible);
}

export function setProductFeatured(db: Db, actor: AdminActor, id: number, featured: boolean) {
  return setFlag(db, actor, id, 'isFeatured', featured);
}

/**
 * Deletes the product. Orders keep their lines (with the name, price and image copied at the
 * time; product_id becomes null); cart and wishlist lines and old-address redirects go with it.
 */
export async function removeProduct(db: Db, actor: AdminActor, id: number): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockProduct(tx, id);
      if (!current) throw notFound();
      const product = await findAdminProduct(tx, id);
      if (!product) throw notFound();
      await deleteProduct(tx, id);
      await recordAdminChange(tx, actor, {
        action: 'product.delete',
        entityType: 'product',
        entityId: String(id),
        before: auditValues(current),
        after: null,
      });
      return product;
    });
  } catch (error) {
    // A table added later that still needs the product: refused, never a 500.
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION)
      throw new AppError('failed-precondition', PRODUCT_MESSAGES.deleteRefused, undefined, {
        reason: 'referenced',
      });
    throw error;
  }
}

/**
 * "Rigenera slug": every product's address made again from its name (domain rule
 * regenerateSlugs); the old addresses stay as redirects. Returns how many changed.
 */
export async function regenerateAllSlugs(db: Db, actor: AdminActor): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSlugWrites(tx);
    const [all, categorySlugs] = await Promise.all([listProductNames(tx), listCategorySlugs(tx)]);
    const changes = regenerateSlugs(all, categorySlugs);
    if (changes.length === 0) return 0;
    await applySlugChanges(tx, changes);
    await recordSlugRedirects(
      tx,
      changes.flatMap((change) =>
        change.from ? [{ oldSlug: change.from, productId: change.id }] : [],
      ),
    );
    await removeShadowedRedirects(
      tx,
      changes.map((change) => change.to),
    );
    await recordAdminChange(tx, actor, {
      action: 'product.slugs',
      entityType: 'product',
      entityId: '*',
      before: null,
      after: {
        updated: changes.length,
        changes: changes.slice(0, AUDITED_SLUG_CHANGES_MAX),
      },
    });
    return changes.length;
  });
}
