import { mkdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { categories, products } from './schema';
import { renderDeviceArtwork, type DeviceKind } from './seed/device-artwork';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS, type SampleProduct } from './seed/sample-catalog';
import { generateSyntheticProducts } from './seed/synthetic-catalog';

const DAY_MS = 24 * 60 * 60 * 1000;
const ARTWORK_URL_PREFIX = '/uploads/catalog';

function artworkFileName(product: Pick<SampleProduct, 'slug'>, index: number): string {
  return `${product.slug}-${index + 1}.svg`;
}

/** Writes the generated artwork of the sample catalog into DATA_DIR/uploads (missing files only). */
export async function writeSampleArtwork(uploadsDir: string): Promise<void> {
  const dir = path.join(uploadsDir, 'catalog');
  await mkdir(dir, { recursive: true });
  await Promise.all(
    SAMPLE_PRODUCTS.flatMap((product) =>
      product.artwork.map(async (spec, index) => {
        const file = path.join(dir, artworkFileName(product, index));
        const exists = await access(file).then(
          () => true,
          () => false,
        );
        if (!exists) await writeFile(file, renderDeviceArtwork(spec));
      }),
    ),
  );
}

async function upsertCategories(db: Db): Promise<Map<string, number>> {
  await db
    .insert(categories)
    .values(
      SAMPLE_CATEGORIES.map(({ slug, name, description, position }) => ({
        slug,
        name,
        description,
        position,
      })),
    )
    .onConflictDoNothing({ target: categories.slug });
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        SAMPLE_CATEGORIES.map((c) => c.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Seeds the sample catalog into an empty shop. Returns false (and changes nothing) when the
 * shop already has products: a shop owner's catalog is never touched.
 */
export async function seedSampleCatalog(db: Db, uploadsDir: string): Promise<boolean> {
  await writeSampleArtwork(uploadsDir);
  const [existing] = await db.select({ value: count() }).from(products);
  if ((existing?.value ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const categoryIds = await upsertCategories(tx);
    const now = Date.now();
    await tx.insert(products).values(
      SAMPLE_PRODUCTS.map((product) => ({
        slug: product.slug,
        name: product.name,
        description: product.description,
        categoryId: categoryIds.get(product.categorySlug) ?? null,
        tags: product.tags,
        priceCents: product.priceCents,
        compareAtPriceCents: product.compareAtPriceCents,
        stock: product.stock,
        rating: product.rating,
        reviewCount: product.reviewCount,
        images: product.artwork.map(
          (_, index) => `${ARTWORK_URL_PREFIX}/${artworkFileName(product, index)}`,
        ),
        specs: product.specs,
        isFeatured: product.isFeatured,
        createdAt: new Date(now - product.daysSinceRelease * DAY_MS),
      })),
    );
  });
  return true;
}

/** One sample image per device kind and colour, reused by the synthetic catalog. */
function imagesForSynthetic(kind: DeviceKind): string[] {
  const sample =
    SAMPLE_PRODUCTS.find((product) => product.artwork[0]?.kind === kind) ?? SAMPLE_PRODUCTS[0];
  if (!sample) return [];
  return sample.artwork
    .slice(0, 2)
    .map((_, index) => `${ARTWORK_URL_PREFIX}/${artworkFileName(sample, index)}`);
}

const SYNTHETIC_BATCH_SIZE = 1_000;

/** Adds synthetic products (for benchmarks) until the catalog holds `target` products. */
export async function seedSyntheticCatalog(
  db: Db,
  uploadsDir: string,
  target: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  await seedSampleCatalog(db, uploadsDir);
  const categoryIds = await upsertCategories(db);
  const [existing] = await db.select({ value: count() }).from(products);
  const have = existing?.value ?? 0;
  const missing = Math.max(0, target - have);
  const now = Date.now();
  let batch: (typeof products.$inferInsert)[] = [];
  let inserted = 0;
  for (const product of generateSyntheticProducts(missing, have)) {
    batch.push({
      slug: product.slug,
      name: product.name,
      description: product.description,
      categoryId: categoryIds.get(product.categorySlug) ?? null,
      tags: product.tags,
      priceCents: product.priceCents,
      compareAtPriceCents: product.compareAtPriceCents,
      stock: product.stock,
      rating: product.rating,
      reviewCount: product.reviewCount,
      images: imagesForSynthetic(product.imageKind),
      isFeatured: false,
      createdAt: new Date(now - product.daysSinceRelease * DAY_MS),
    });
    if (batch.length === SYNTHETIC_BATCH_SIZE) {
      await db.insert(products).values(batch).onConflictDoNothing({ target: products.slug });
      inserted += batch.length;
      onProgress?.(inserted);
      batch = [];
    }
  }
  if (batch.length > 0) {
    await db.insert(products).values(batch).onConflictDoNothing({ target: products.slug });
    inserted += batch.length;
  }
  // The triggers of migration 0003 kept search_index in step; fresh statistics for both.
  await db.execute(sql`ANALYZE products, search_index`);
  return inserted;
}
