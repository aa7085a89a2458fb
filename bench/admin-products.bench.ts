/**
 * `npm run bench:admin-products`: server time per page of the admin products table (issue
 * "Admin" §2) at 100,000 products, on the embedded PGlite and, when a PostgreSQL URL is given,
 * on PostgreSQL too.
 *
 * What is timed: one call of listProducts() (admin-products.service.ts), the use case behind
 * GET /api/admin/products: the page's rows (one more than the page, to know whether a next one
 * exists) and the capped count, run together. HTTP, JSON and zod are not included. Each case
 * runs BENCH_ADMIN_PRODUCTS_WARMUP times to warm up, then BENCH_ADMIN_PRODUCTS_ROUNDS times;
 * p50 / p95 are over those rounds.
 *
 * Cases: the default page (newest first), every sort, filters (hidden products; one category
 * with few in stock; featured), a deep page (2000, newest first and by name) and searches by
 * name (a common word, a rare one, a product id).
 *
 * Target (issue "Admin" §2): every case under 100 ms (p95) at 100,000 products.
 *
 * Environment:
 *   BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
 *                                  PostgreSQL admin connection; without one, PGlite only. The
 *                                  benchmark creates and drops vetrina_bench_admin_products
 *   BENCH_ADMIN_PRODUCTS_DATABASES default pglite,postgres (postgres only with a URL)
 *   BENCH_ADMIN_PRODUCTS_SIZE      catalog size, default 100000
 *   BENCH_ADMIN_PRODUCTS_ROUNDS    measured runs of each case, default 30
 *   BENCH_ADMIN_PRODUCTS_WARMUP    warm-up runs of each case, default 3
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  adminProductsQuerySchema,
  type AdminProductsQuery,
} from '../src/domain/admin/products.schema';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { seedSyntheticCatalog } from '../src/server/db/seed';
import { listProducts } from '../src/server/modules/admin/products/admin-products.service';
import { withDatabaseName } from '../src/server/test/database-url';
import { dropDatabaseWhenIdle, percentile } from './support';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BENCH_DATABASE_NAME = 'vetrina_bench_admin_products';
const DATABASES = (process.env.BENCH_ADMIN_PRODUCTS_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim());
const SIZE = Number(process.env.BENCH_ADMIN_PRODUCTS_SIZE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ADMIN_PRODUCTS_ROUNDS ?? 30);
const WARMUP = Number(process.env.BENCH_ADMIN_PRODUCTS_WARMUP ?? 3);
const TARGET_P95_MS = 100;

const query = (values: Record<string, string | number>): AdminProductsQuery =>
  adminProductsQuerySchema.parse(values);

/** The cases, by name; the category ones are filled in once the categories exist. */
function cases(categoryId: number): [string, AdminProductsQuery][] {
  return [
    ['default (newest, page 1)', query({})],
    ['sort oldest', query({ sort: 'oldest' })],
    ['sort name-asc', query({ sort: 'name-asc' })],
    ['sort name-desc', query({ sort: 'name-desc' })],
    ['sort price-asc', query({ sort: 'price-asc' })],
    ['sort price-desc', query({ sort: 'price-desc' })],
    ['sort stock-asc', query({ sort: 'stock-asc' })],
    ['sort stock-desc', query({ sort: 'stock-desc' })],
    ['filter hidden', query({ visible: 'no' })],
    ['filter featured', query({ featured: 'yes' })],
    ['filter category + low stock', query({ category: categoryId, stock: 'low' })],
    ['filter out of stock, by price', query({ stock: 'out', sort: 'price-asc' })],
    ['deep page 2000 (newest)', query({ page: 2000 })],
    ['deep page 2000 (name-asc)', query({ page: 2000, sort: 'name-asc' })],
    ['search "aurora"', query({ q: 'aurora' })],
    ['search "ultra 256" by price', query({ q: 'ultra 256', sort: 'price-asc' })],
    ['search rare "zzz-nessuno"', query({ q: 'zzz-nessuno' })],
    ['search an id "4242"', query({ q: '4242' })],
  ];
}

interface Figure {
  database: string;
  name: string;
  p50: number;
  p95: number;
  total: string;
}

async function measure(name: string, database: Database): Promise<Figure[]> {
  const [category] = (
    (await database.db.execute(
      // The category with the most products: the filter's worst case.
      sql`SELECT category_id AS id FROM products WHERE category_id IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const figures: Figure[] = [];
  for (const [caseName, caseQuery] of cases(category?.id ?? 1)) {
    let last: Awaited<ReturnType<typeof listProducts>> | null = null;
    for (let i = 0; i < WARMUP; i++) last = await listProducts(database.db, caseQuery);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      last = await listProducts(database.db, caseQuery);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const total = last
      ? `${last.totalExact ? '' : '> '}${last.total.toLocaleString('en')} (${last.products.length} rows)`
      : '';
    figures.push({
      database: name,
      name: caseName,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      total,
    });
  }
  return figures;
}

async function seed(name: string, database: Database, uploadsDir: string): Promise<void> {
  await database.migrate();
  const started = performance.now();
  await seedSyntheticCatalog(database.db, uploadsDir, SIZE);
  // Statistics and the visibility map, as autovacuum leaves them after a bulk load.
  await database.db.execute(sql`VACUUM ANALYZE products`);
  console.log(
    `  ${name}: ${SIZE.toLocaleString('en')} products seeded in ${((performance.now() - started) / 1000).toFixed(1)} s, measuring…`,
  );
}

async function benchPostgres(adminUrl: string, uploadsDir: string): Promise<Figure[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE_NAME}`);
  const database = openPostgres(withDatabaseName(adminUrl, BENCH_DATABASE_NAME), 4);
  try {
    await seed('PostgreSQL', database, uploadsDir);
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await dropDatabaseWhenIdle(admin, BENCH_DATABASE_NAME);
    await admin.end();
  }
}

async function benchPglite(workDir: string): Promise<Figure[]> {
  const database = await openPglite({ dataDir: path.join(workDir, 'pglite') });
  try {
    await seed('PGlite', database, path.join(workDir, 'uploads'));
    return await measure('PGlite', database);
  } finally {
    await database.close();
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-admin-products-'));
const results: Figure[] = [];
console.log(
  `Admin products benchmark: ${SIZE.toLocaleString('en')} products, ${ROUNDS} rounds per case, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
try {
  if (DATABASES.includes('pglite')) results.push(...(await benchPglite(workDir)));
  if (DATABASES.includes('postgres') && POSTGRES_URL)
    results.push(...(await benchPostgres(POSTGRES_URL, workDir)));
  else if (DATABASES.includes('postgres'))
    console.log('  PostgreSQL: no BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL, skipped');
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  '\n| database   | case                            | p50       | p95       | total (rows)           |',
);
console.log(
  '| ---------- | ------------------------------- | --------- | --------- | ---------------------- |',
);
for (const f of results) {
  console.log(
    `| ${f.database.padEnd(10)} | ${f.name.padEnd(31)} | ${ms(f.p50).padStart(9)} | ${ms(f.p95).padStart(9)} | ${f.total.padEnd(22)} |`,
  );
}
const slowest = results.reduce<Figure | null>(
  (worst, f) => (worst === null || f.p95 > worst.p95 ? f : worst),
  null,
);
console.log(
  `\nLoad average at the end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (slowest) {
  const met = slowest.p95 < TARGET_P95_MS;
  console.log(
    `Slowest p95: ${ms(slowest.p95)} (${slowest.database}, ${slowest.name}); target < ${TARGET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) process.exitCode = 1;
}
