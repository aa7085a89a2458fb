/**
 * `npm run bench:catalog`: the catalog read path over HTTP, on PostgreSQL, against the
 * production build, at 1,000, 10,000 and 100,000 visible products.
 *
 * The load comes from autocannon in this process (loopback only, keep-alive connections, one
 * request in flight per connection); the shop is the built server (dist/server/main.js,
 * NODE_ENV=production) started as the other benchmarks start it, on a database of its own.
 * Every request carries what the shop's own pages send: `Accept: application/json`, the
 * `Accept-Encoding` of Chromium (so answers above the compression threshold are compressed, as
 * for a shopper) and the CSRF cookie the first page set.
 *
 * What is measured, at each catalog size and in each mode:
 *   - `GET /api/products`: the default order and every other sort of catalog-query.ts, page 1
 *     and page 50 (page 50 only where the catalog has 50 pages; the output says so otherwise);
 *   - `GET /api/products/:segment`: one product again and again, and 2,000 products spread over
 *     the catalog in turn (BENCH_DETAIL_PRODUCTS);
 *   - `GET /api/search?q=…&limit=6` (the search panel's request while the shopper types): the
 *     typo "iphnoe" again and again, the plain "iphone" again and again, and 200 distinct typos
 *     of catalog words in turn.
 * Modes: "warm" is the server as configured by default (its in-process answer cache on);
 * "computed" is the server started with CATALOG_CACHE=off: every answer is read from the
 * database and serialized again, while the listing totals stay kept per filter (decision 026:
 * a filter's total is counted once until the catalog changes, whatever its page and order).
 * One more list work, without a target, shows the case nothing can keep: every request a
 * filter of its own, through distinct URLs that each name a price cap at or above the dearest
 * product (`maxPriceCents` = highest price + n), so every such URL lists the same products in
 * the same order as the plain page, yet each is counted anew. Before the measurements a
 * warm-up requests every URL of the warm mode once (so a cache holds what it will serve) and
 * the first 20 of each work of the computed mode (at most 30 s), then goes on over the same URLs
 * for 3 s more; a rotating work carries on where its warm-up stopped.
 * The ceiling: in the same run, before each size's measurements (the machine's load drifts over
 * a run), a bare Fastify server (no plugin, no database, a process of its own) answering a fixed
 * JSON body of about 2.7 KB held in memory, measured the same way.
 *
 * Printed per measurement: requests per second, latency p50 / p99 (autocannon's histogram, whole
 * milliseconds), non-2xx answers and connection errors (any is a failed measurement: the status
 * codes and the first errors are printed), the server's peak resident memory while it ran
 * (VmRSS in /proc/<pid>/status, sampled every 250 ms), the ratio to the ceiling, the 1-minute
 * load average, whether the target is met, and the CPU time per request of the server (all its
 * threads, and its main thread), of PostgreSQL (every postgres process), of this benchmark
 * (the load generator) and of the whole machine (bench/cpu-time.ts): throughput follows the
 * machine's speed of the day, CPU time per request mostly the code. Targets:
 *   warm list, warm detail       ≥ 10,000 req/s with p99 ≤ 20 ms
 *   computed list                ≥ 1,500 req/s with p99 ≤ 50 ms
 *   computed detail              ≥ 3,000 req/s
 *   search, one query repeated   ≥ 3,000 req/s (warm: what the shop serves; a repeated query
 *                                  with the cache off has no target of its own)
 *   search, 200 distinct queries ≥ 1,000 req/s (both modes)
 *   every shop row               server RSS ≤ 250 MB
 * Exits non-zero when a measurement failed (an error or a non-2xx answer), not on a missed target.
 *
 * Databases: one per size, `vetrina_bench_catalog_<size>`, created on the server of
 * BENCH_DATABASE_URL, migrated and seeded with the synthetic catalog (seedSyntheticCatalog:
 * multi-row inserts of 1,000 products; the search index is kept by the triggers of migration
 * 0003 as in the shop). A database is kept between runs and reused when it holds exactly that
 * many visible products and was seeded by the same seeder and migrations (a fingerprint in the
 * database's comment); the output says whether it was kept or seeded, and how long that took.
 * Seeding 100,000 products takes 40–60 s on the development machine.
 *
 * With the defaults (3 sizes × 2 modes × up to 15 works × 7 s, and 3 ceilings) a run takes
 * about 11 minutes on 2 cores when the databases are kept, about 1 more when they are seeded.
 *
 * Environment:
 *   BENCH_DATABASE_URL     admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SIZES            catalog sizes, default 1000,10000,100000
 *   BENCH_DURATION_S       seconds per measurement, default 7
 *   BENCH_CONNECTIONS      concurrent connections, default 50
 *   BENCH_MODES            default warm,computed
 *   BENCH_WORKS            which works, by family: default list,detail,search
 *   BENCH_DETAIL_PRODUCTS  products in the rotating detail set, default 2000
 *   BENCH_ACCEPT_ENCODING  default "gzip, deflate, br, zstd" (Chromium's); empty sends none
 *   BENCH_RESEED=1         seed the databases afresh even when they could be kept
 *   BENCH_DROP=1           drop the bench databases at the end (they are kept by default)
 *   BENCH_SERVER_NODE_FLAGS  the server's Node.js flags instead of its own (decision 028); "" for none
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { CATALOG_SORTS, type CatalogSort } from '../src/domain/catalog/catalog-sort';
import { productLinkSegment } from '../src/domain/catalog/product';
import { CATALOG_PAGE_SIZE, SEARCH_RESULTS_SHOWN } from '../src/domain/constants';
import { CSRF_COOKIE_NAME } from '../src/domain/http';
import { openPostgres } from '../src/server/db/client';
import { seedSyntheticCatalog } from '../src/server/db/seed';
import { generateSyntheticProducts } from '../src/server/db/seed/synthetic-catalog';
import { withDatabaseName } from '../src/server/test/database-url';
import { cpuPerRequest, describeCpu, readCpuSnapshot, type CpuPerRequest } from './cpu-time';
import { buildShop, startBuiltShop, type RunningShop } from './support';

// ---------------------------------------------------------------------------------------------
// Settings

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_PREFIX = 'vetrina_bench_catalog_';
const SIZES = listEnv('BENCH_SIZES', '1000,10000,100000').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 7);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MODES = listEnv('BENCH_MODES', 'warm,computed') as Mode[];
const WORK_FAMILIES = listEnv('BENCH_WORKS', 'list,detail,search') as WorkFamily[];
const DETAIL_PRODUCTS = Number(process.env.BENCH_DETAIL_PRODUCTS ?? 2_000);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const RESEED = process.env.BENCH_RESEED === '1';
const DROP_AT_END = process.env.BENCH_DROP === '1';

/** The deeper list page measured: far enough to make the database skip rows. */
const DEEP_PAGE = 50;
/** Distinct URLs per computed list: more than a measurement requests even at 5,000 req/s. */
const COMPUTED_LIST_URLS = Math.max(30_000, DURATION_S * 5_000);
/**
 * How many URLs of each work the computed mode's warm-up requests: enough to compile the
 * server's code and bring the database's pages into memory; a cache has nothing to fill there.
 */
const COMPUTED_WARMUP_URLS = 20;
/** The warm-up's least number of requests, whatever the works (the ceiling's warm-up too). */
const WARMUP_MIN_REQUESTS = 500;
/**
 * After its first pass, the shop's warm-up goes on over the same URLs for this long: the
 * server's hot code is compiled by then. Measured without it, the first work of a computed run
 * served about a third fewer requests than it did once measured again.
 */
const WARMUP_MORE_S = 3;
/** A warm-up that has not ended after this long is stopped: every run stays bounded. */
const WARMUP_LIMIT_MS = 30_000;
const RSS_SAMPLE_MS = 250;
/** The ceiling's answer: about the size of a search panel answer or a rich product page. */
const CEILING_BODY_BYTES = 2_700;
const CEILING_PROCESS_FLAG = '--catalog-ceiling-server';
const CEILING_PATH = '/ceiling';

const RSS_TARGET_MB = 250;
type Mode = 'warm' | 'computed';
type WorkFamily = 'list' | 'detail' | 'search';

interface Target {
  minPerSecond: number;
  maxP99Ms?: number;
}

/** The targets; null where a work has none in that mode. */
function targetFor(family: WorkFamily, mode: Mode, rotating: boolean): Target | null {
  if (family === 'list')
    return mode === 'warm'
      ? { minPerSecond: 10_000, maxP99Ms: 20 }
      : { minPerSecond: 1_500, maxP99Ms: 50 };
  if (family === 'detail')
    return mode === 'warm' ? { minPerSecond: 10_000, maxP99Ms: 20 } : { minPerSecond: 3_000 };
  if (rotating) return { minPerSecond: 1_000 };
  return mode === 'warm' ? { minPerSecond: 3_000 } : null;
}

function listEnv(name: string, fallback: string): string[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// autocannon, used programmatically. It ships no types: these are the parts used here.

interface AutocannonRequest {
  method: 'GET';
  /** Called before every request of a connection: sets the path of the next request. */
  setupRequest: (request: { path: string }) => { path: string };
}

interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration?: number;
  amount?: number;
  headers: Record<string, string>;
  requests: AutocannonRequest[];
}

interface AutocannonResult {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(event: 'reqError', listener: (error: Error) => void): void;
  stop(): void;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => AutocannonRun;

// ---------------------------------------------------------------------------------------------
// The ceiling: a bare Fastify server in a process of its own, as the shop runs in its own.

/** A fixed JSON body of about CEILING_BODY_BYTES: product summaries of the synthetic catalog. */
function ceilingBody(): string {
  const distance = (text: string) => Math.abs(Buffer.byteLength(text) - CEILING_BODY_BYTES);
  const items: object[] = [];
  let closest = '';
  for (const product of generateSyntheticProducts(20)) {
    items.push({
      id: items.length + 1,
      slug: product.slug,
      name: product.name,
      priceCents: product.priceCents,
      compareAtPriceCents: product.compareAtPriceCents,
      stock: product.stock,
      rating: product.rating,
      reviewCount: product.reviewCount,
      tags: product.tags,
      description: product.description,
    });
    const body = JSON.stringify({ items });
    if (closest === '' || distance(body) < distance(closest)) closest = body;
  }
  return closest;
}

async function serveCeiling(): Promise<void> {
  const body = ceilingBody();
  const app = Fastify({ logger: false });
  app.get(CEILING_PATH, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.send?.({ port: address.port, bytes: Buffer.byteLength(body) });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

interface CeilingServer {
  baseUrl: string;
  pid: number | null;
  bodyBytes: number;
  stop(): Promise<void>;
}

async function startCeiling(): Promise<CeilingServer> {
  const child = fork(new URL(import.meta.url), [CEILING_PROCESS_FLAG], {
    execArgv: process.execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ port: number; bytes: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; bytes: number }));
    child.once('exit', () => reject(new Error('the ceiling server ended before listening')));
  });
  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    pid: child.pid ?? null,
    bodyBytes: ready.bytes,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Databases

/**
 * What a kept database must have been seeded with: the seeder, the catalogs it draws from and
 * every migration. A change to any of them makes the next run seed afresh.
 */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    'src/server/db/seed.ts',
    'src/server/db/seed/synthetic-catalog.ts',
    'src/server/db/seed/sample-catalog.ts',
    ...readdirSync('drizzle')
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => path.join('drizzle', file)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

interface Catalog {
  size: number;
  databaseUrl: string;
  /** Kept from an earlier run, or seeded now. */
  kept: boolean;
  prepareSeconds: number;
  /** Every visible product's link segment, in id order. */
  segments: string[];
  maxPriceCents: number;
}

async function readCatalog(databaseUrl: string): Promise<{
  segments: string[];
  maxPriceCents: number;
  searchTerms: number;
}> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const products = await client.query<{ id: number; slug: string | null; name: string }>(
      'SELECT id, slug, name FROM products WHERE is_visible ORDER BY id',
    );
    const price = await client.query<{ max: number }>(
      'SELECT max(price_cents)::int AS max FROM products WHERE is_visible',
    );
    const terms = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM search_index');
    return {
      segments: products.rows.map((row) => productLinkSegment(row)),
      maxPriceCents: price.rows[0]?.max ?? 0,
      searchTerms: terms.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

async function seedCatalog(admin: pg.Client, name: string, size: number): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabaseName(ADMIN_URL, name), 4);
  // The seed writes the sample catalog's artwork; the bench never requests images.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-catalog-'));
  try {
    await database.migrate();
    const started = performance.now();
    let reported = 0;
    await seedSyntheticCatalog(database.db, uploadsDir, size, (done) => {
      if (done - reported < 25_000) return;
      reported = done;
      const seconds = (performance.now() - started) / 1000;
      console.log(`    ${done.toLocaleString('en')} products after ${seconds.toFixed(0)} s…`);
    });
    await database.close();
    // Each batch of the seed rewrote the dictionary rows of its words (large id arrays): the
    // table ends several hundred MB of dead versions at 100,000 products, which a shop filled
    // over time would not have. Compact it, and leave the statistics and visibility map as
    // autovacuum would after a bulk load.
    const client = new pg.Client({ connectionString: withDatabaseName(ADMIN_URL, name) });
    await client.connect();
    try {
      await client.query('VACUUM FULL search_index');
      await client.query('VACUUM ANALYZE products, search_index');
    } finally {
      await client.end();
    }
  } finally {
    await database.close().catch(() => undefined);
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** The bench database of `size` products: kept when it is what a fresh seed would make. */
async function prepareCatalog(
  admin: pg.Client,
  size: number,
  fingerprint: string,
): Promise<Catalog> {
  const name = `${DATABASE_PREFIX}${size}`;
  const databaseUrl = withDatabaseName(ADMIN_URL, name);
  const stamp = `vetrina bench catalog: ${size} visible products, fingerprint ${fingerprint}`;
  const started = performance.now();
  const { rows } = await admin.query<{ stamp: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS stamp FROM pg_database WHERE datname = $1",
    [name],
  );
  const stamped = rows[0]?.stamp === stamp;
  if (stamped && !RESEED) {
    const found = await readCatalog(databaseUrl);
    if (found.segments.length === size && found.searchTerms > 0) {
      const prepareSeconds = (performance.now() - started) / 1000;
      console.log(
        `  ${name}: kept from an earlier run (${size.toLocaleString('en')} visible products, seed fingerprint ${fingerprint}); BENCH_RESEED=1 seeds it afresh`,
      );
      return { size, databaseUrl, kept: true, prepareSeconds, ...found };
    }
  }
  const why = RESEED
    ? 'BENCH_RESEED=1'
    : rows.length === 0
      ? 'no such database yet'
      : stamped
        ? 'its products or search index do not match'
        : 'seeded by another version of the seed or migrations';
  console.log(`  ${name}: seeding ${size.toLocaleString('en')} products (${why})…`);
  await seedCatalog(admin, name, size);
  const found = await readCatalog(databaseUrl);
  if (found.segments.length !== size)
    throw new Error(`${name} holds ${found.segments.length} visible products, not ${size}`);
  if (found.searchTerms === 0) throw new Error(`${name} has an empty search index`);
  await admin.query(`COMMENT ON DATABASE ${name} IS ${admin.escapeLiteral(stamp)}`);
  const prepareSeconds = (performance.now() - started) / 1000;
  console.log(
    `  ${name}: seeded in ${prepareSeconds.toFixed(1)} s (search index: ${found.searchTerms} words)`,
  );
  return { size, databaseUrl, kept: false, prepareSeconds, ...found };
}

// ---------------------------------------------------------------------------------------------
// The works: what is requested, as a list of URLs gone through in turn.

interface Work {
  family: WorkFamily;
  name: string;
  /** Paths requested in turn; one path is one answer again and again. */
  urls: string[];
  /** Where the next request starts in `urls`: a measurement carries on after its warm-up. */
  cursor: number;
  target: Target | null;
  /** The first answer must look like this (checked before the measurement). */
  check: (body: unknown) => string | null;
}

const SEARCH_PLAIN = 'iphone';
const SEARCH_TYPO = 'iphnoe';

/** Words of the catalog a shopper types, for the 200 typos. */
const TYPO_WORDS = (
  'smartphone notebook tablet smartwatch aurora nova vela orione stella lumen atlante zenit ' +
  'quasar meridiana cometa lira arco onda piuma brezza polso ritmo battito orbita passo ' +
  'siderale latte notte salvia corallo ardesia argento lavanda sabbia azzurro cielo titanio ' +
  'naturale batteria fotocamera tastiera schermo altoparlanti impermeabile notifiche iphone ' +
  'macbook ipad watch ultra portatile fitness offerta display penna ricondizionato'
).split(' ');

/** A mistyped letter: the key to its right on the keyboard (the last of a row: to its left). */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbourKey(letter: string): string {
  const row = KEYBOARD_ROWS.find((keys) => keys.includes(letter));
  if (!row) return 'x';
  const index = row.indexOf(letter);
  return row.charAt(index === row.length - 1 ? index - 1 : index + 1);
}

/** 200 distinct typos, four kinds over the catalog's words: swapped, dropped, doubled, mistyped. */
function typoQueries(): string[] {
  const kinds: ((word: string) => string)[] = [
    (w) => {
      const i = Math.floor(w.length / 2) - 1;
      return w.slice(0, i) + w.charAt(i + 1) + w.charAt(i) + w.slice(i + 2);
    },
    (w) => w.slice(0, Math.floor(w.length / 2)) + w.slice(Math.floor(w.length / 2) + 1),
    (w) => w.slice(0, 2) + w.charAt(1) + w.slice(2),
    (w) => {
      const i = w.length - 2;
      return w.slice(0, i) + neighbourKey(w.charAt(i)) + w.slice(i + 1);
    },
  ];
  const typos = new Set<string>();
  for (const kind of kinds)
    for (const word of TYPO_WORDS) {
      const typo = kind(word);
      if (typo !== word) typos.add(typo);
    }
  const queries = [...typos].slice(0, 200);
  if (queries.length !== 200) throw new Error(`expected 200 typos, got ${queries.length}`);
  return queries;
}

const searchUrl = (q: string) =>
  `/api/search?q=${encodeURIComponent(q)}&limit=${SEARCH_RESULTS_SHOWN}`;

function listUrl(sort: CatalogSort, page: number, maxPriceCents?: number): string {
  const params = new URLSearchParams();
  // The default order is the one a URL without `sort` gets.
  if (sort !== 'relevance') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  if (maxPriceCents !== undefined) params.set('maxPriceCents', String(maxPriceCents));
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
}

function checkList(body: unknown): string | null {
  const page = body as { items?: unknown[] };
  return Array.isArray(page.items) && page.items.length > 0 ? null : 'the page lists no product';
}

const checkDetail = (body: unknown): string | null =>
  (body as { product?: unknown }).product ? null : 'no product in the answer';

const checkSearch = (body: unknown): string | null =>
  Array.isArray((body as { items?: unknown }).items) ? null : 'no items in the answer';

/** Evenly spread over the catalog, so that the set is not one corner of an index. */
function spreadOver<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)] as T);
}

function worksFor(catalog: Catalog, mode: Mode, pages: number): { works: Work[]; notes: string[] } {
  const works: Work[] = [];
  const notes: string[] = [];
  const add = (family: WorkFamily, name: string, urls: string[], check: Work['check']) =>
    works.push({
      family,
      name,
      urls,
      cursor: 0,
      target: targetFor(family, mode, urls.length > 1),
      check,
    });

  if (WORK_FAMILIES.includes('list')) {
    const listPages = pages >= DEEP_PAGE ? [1, DEEP_PAGE] : [1];
    if (pages < DEEP_PAGE)
      notes.push(
        `${catalog.size.toLocaleString('en')} products, ${mode}: page ${DEEP_PAGE} not measured, the catalog has ${pages} pages of ${CATALOG_PAGE_SIZE}`,
      );
    for (const sort of CATALOG_SORTS)
      for (const page of listPages)
        add(
          'list',
          `list ${sort === 'relevance' ? 'default' : sort} p${page}`,
          [listUrl(sort, page)],
          checkList,
        );
    if (mode === 'computed') {
      const urls = Array.from({ length: COMPUTED_LIST_URLS }, (_, n) =>
        listUrl('relevance', 1, catalog.maxPriceCents + n),
      );
      works.push({
        family: 'list',
        name: 'list default p1, a new filter each request',
        urls,
        cursor: 0,
        target: null,
        check: checkList,
      });
    }
  }
  if (WORK_FAMILIES.includes('detail')) {
    const one = catalog.segments[Math.floor(catalog.segments.length / 2)];
    if (one === undefined) throw new Error('the catalog is empty');
    const detailUrl = (segment: string) => `/api/products/${encodeURIComponent(segment)}`;
    add('detail', 'detail, one product', [detailUrl(one)], checkDetail);
    const many = spreadOver(catalog.segments, DETAIL_PRODUCTS).map(detailUrl);
    add('detail', `detail, ${many.length.toLocaleString('en')} products`, many, checkDetail);
  }
  if (WORK_FAMILIES.includes('search')) {
    add('search', `search "${SEARCH_TYPO}"`, [searchUrl(SEARCH_TYPO)], checkSearch);
    add('search', `search "${SEARCH_PLAIN}"`, [searchUrl(SEARCH_PLAIN)], checkSearch);
    add('search', 'search, 200 typos', typoQueries().map(searchUrl), checkSearch);
  }
  return { works, notes };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** What a shopper's browser sends with a catalog request once the first page has loaded. */
const REQUEST_HEADERS: Record<string, string> = {
  accept: 'application/json',
  cookie: `${CSRF_COOKIE_NAME}=${'c'.repeat(32)}`,
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
};

/** Resident memory of a process, in bytes, or null where /proc is not there. */
function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

interface Measurement {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Status codes other than 2xx and the first error messages, for a failed measurement. */
  problems: string[];
  rssPeakBytes: number | null;
  load1: number;
  /** CPU microseconds per request, by process. */
  cpu: CpuPerRequest;
}

/** Requests `urls` in turn (shared by every connection) for `durationS`, or `amount` requests. */
async function fire(
  baseUrl: string,
  work: Pick<Work, 'urls' | 'cursor'>,
  /** The server whose memory is sampled; null samples none. */
  pid: number | null,
  bound: { durationS: number } | { amount: number },
  /** The server whose CPU time is read: the one sampled, unless named. */
  cpuPid: number | null = pid,
): Promise<Measurement> {
  let rssPeakBytes: number | null = pid === null ? null : residentBytes(pid);
  const sampler = setInterval(() => {
    const rss = pid === null ? null : residentBytes(pid);
    if (rss !== null) rssPeakBytes = Math.max(rssPeakBytes ?? 0, rss);
  }, RSS_SAMPLE_MS);
  const errorMessages = new Map<string, number>();
  const cpuBefore = readCpuSnapshot(cpuPid);
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    ...('amount' in bound ? { amount: bound.amount } : { duration: bound.durationS }),
    headers: REQUEST_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = work.urls[work.cursor % work.urls.length] ?? '/';
          work.cursor += 1;
          return { ...request, path: next };
        },
      },
    ],
  });
  run.on('reqError', (error) =>
    errorMessages.set(error.message, (errorMessages.get(error.message) ?? 0) + 1),
  );
  const limit = 'amount' in bound ? setTimeout(() => run.stop(), WARMUP_LIMIT_MS) : undefined;
  try {
    const result = await run;
    const cpu = cpuPerRequest(cpuBefore, readCpuSnapshot(cpuPid), result.requests.total);
    const problems = [
      ...Object.entries(result.statusCodeStats)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `HTTP ${code} × ${count}`),
      ...[...errorMessages].slice(0, 3).map(([message, count]) => `${message} × ${count}`),
    ];
    if (result.timeouts > 0) problems.push(`${result.timeouts} timed out`);
    return {
      requests: result.requests.total,
      perSecond: result.requests.total / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      problems,
      rssPeakBytes,
      load1: loadavg()[0] ?? Number.NaN,
      cpu,
    };
  } finally {
    clearInterval(sampler);
    clearTimeout(limit);
  }
}

interface Row {
  work: string;
  size: number | null;
  mode: Mode | null;
  distinctUrls: number;
  measurement: Measurement | null;
  /** The ceiling measured just before this size's rows, for the ratio. */
  ceilingPerSecond: number | null;
  /** Why there is no measurement, or why it failed. */
  failure: string | null;
  target: Target | null;
  /** Whether the shop's memory target applies (not to the ceiling). */
  shopRow: boolean;
}

const failedMeasurement = (m: Measurement) => m.non2xx > 0 || m.errors > 0;

/** "met", "NOT met (p99, RSS)", or "—" without a target. */
function verdict(row: Row): string {
  const m = row.measurement;
  if (row.failure || !m || failedMeasurement(m)) return 'FAILED';
  if (!row.target && !row.shopRow) return '—';
  const missed: string[] = [];
  if (row.target && m.perSecond < row.target.minPerSecond) missed.push('req/s');
  if (row.target?.maxP99Ms !== undefined && m.p99Ms > row.target.maxP99Ms) missed.push('p99');
  if (row.shopRow && m.rssPeakBytes !== null && m.rssPeakBytes > RSS_TARGET_MB * 1024 * 1024)
    missed.push('RSS');
  if (missed.length > 0) return `NOT met (${missed.join(', ')})`;
  return row.target ? 'met' : 'RSS met';
}

function describeTarget(target: Target | null): string {
  if (!target) return '—';
  const rate = `≥ ${target.minPerSecond.toLocaleString('en')}/s`;
  return target.maxP99Ms === undefined ? rate : `${rate}, p99 ≤ ${target.maxP99Ms} ms`;
}

const formatRate = (value: number) => Math.round(value).toLocaleString('en');
const formatMb = (bytes: number | null) =>
  bytes === null ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const formatLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function rowCells(row: Row): string[] {
  const m = row.measurement;
  const ceilingPerSecond = row.ceilingPerSecond;
  return [
    row.work,
    row.size === null ? '—' : row.size.toLocaleString('en'),
    row.mode ?? '—',
    row.distinctUrls.toLocaleString('en'),
    m ? formatRate(m.perSecond) : '—',
    m ? String(m.p50Ms) : '—',
    m ? String(m.p99Ms) : '—',
    m ? String(m.non2xx) : '—',
    m ? String(m.errors) : '—',
    m ? formatMb(m.rssPeakBytes) : '—',
    m && ceilingPerSecond ? `${(m.perSecond / ceilingPerSecond).toFixed(2)}×` : '—',
    m ? m.load1.toFixed(2) : '—',
    describeTarget(row.target),
    verdict(row),
    m ? describeCpu(m.cpu) : '—',
  ];
}

const HEADER = [
  'work',
  'size',
  'mode',
  'URLs',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  'RSS peak',
  'ceiling',
  'load',
  'target',
  'result',
  'CPU µs per request',
];

function printRowLine(row: Row): void {
  const cells = rowCells(row);
  const m = row.measurement;
  console.log(
    `    ${row.work.padEnd(24)} ${(m ? `${cells[4]}/s` : '').padStart(9)}  p50 ${cells[5]} ms  p99 ${cells[6]} ms  non-2xx ${cells[7]}  errors ${cells[8]}  RSS ${cells[9]}  ${cells[10]} of ceiling  load ${cells[11]}  ${cells[13]}`,
  );
  if (m) console.log(`      CPU µs per request: ${cells[14]}`);
  if (row.failure) console.log(`      ${row.failure}`);
  for (const problem of m?.problems ?? []) console.log(`      ${problem}`);
}

function printTable(rows: Row[]): void {
  const table = [HEADER, ...rows.map(rowCells)];
  const widths = HEADER.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(HEADER));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const cells of table.slice(1)) console.log(line(cells));
}

/** The first answer of a work, checked as a shopper's page would read it. */
async function checkFirstAnswer(baseUrl: string, work: Work): Promise<string | null> {
  const url = work.urls[0] ?? '/';
  const response = await fetch(`${baseUrl}${url}`, {
    headers: REQUEST_HEADERS,
    redirect: 'manual',
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) return `${url}: ${response.message}`;
  if (response.status !== 200) return `${url}: HTTP ${response.status}`;
  const problem = work.check(await response.json());
  return problem ? `${url}: ${problem}` : null;
}

async function measureShop(
  catalog: Catalog,
  mode: Mode,
  ceilingPerSecond: number | null,
): Promise<{ rows: Row[]; notes: string[] }> {
  const pages = Math.ceil(catalog.segments.length / CATALOG_PAGE_SIZE);
  const { works, notes } = worksFor(catalog, mode, pages);
  const shop: RunningShop = await startBuiltShop('catalog', {
    DATABASE_URL: catalog.databaseUrl,
    // The production warnings (test mail and payment providers) would interleave with the figures.
    LOG_LEVEL: 'error',
    ...(mode === 'computed' ? { CATALOG_CACHE: 'off' } : {}),
  });
  const rows: Row[] = [];
  try {
    const ready = residentBytes(shop.pid);
    console.log(
      `  ${mode}: server ready (pid ${shop.pid}, RSS ${formatMb(ready)}${mode === 'computed' ? ', CATALOG_CACHE=off' : ''})`,
    );
    const problems = new Map<Work, string>();
    for (const work of works) {
      const problem = await checkFirstAnswer(shop.baseUrl, work);
      if (problem) problems.set(work, problem);
    }
    // Warm-up: every URL of the warm works once, the first few of each computed work.
    const warmupUrls = works
      .filter((work) => !problems.has(work))
      .flatMap((work) => {
        const count = mode === 'warm' ? work.urls.length : COMPUTED_WARMUP_URLS;
        work.cursor = Math.min(count, work.urls.length);
        return work.urls.slice(0, work.cursor);
      });
    const warmupStarted = performance.now();
    // At least WARMUP_MIN_REQUESTS, so that the server's code is compiled whatever the works.
    const warmupWork = { urls: warmupUrls, cursor: 0 };
    const warmup = await fire(shop.baseUrl, warmupWork, shop.pid, {
      amount: Math.max(warmupUrls.length, WARMUP_MIN_REQUESTS),
    });
    const warmupMore = await fire(shop.baseUrl, warmupWork, shop.pid, {
      durationS: WARMUP_MORE_S,
    });
    const warmupProblems = [...warmup.problems, ...warmupMore.problems];
    console.log(
      `  ${mode}: warm-up ${(warmup.requests + warmupMore.requests).toLocaleString('en')} requests in ${((performance.now() - warmupStarted) / 1000).toFixed(1)} s${warmupProblems.length > 0 ? ` (${warmupProblems.join('; ')})` : ''}`,
    );
    for (const work of works) {
      const row: Row = {
        work: work.name,
        size: catalog.size,
        mode,
        distinctUrls: work.urls.length,
        measurement: null,
        ceilingPerSecond,
        failure: problems.get(work) ?? null,
        target: work.target,
        shopRow: true,
      };
      if (!row.failure)
        row.measurement = await fire(shop.baseUrl, work, shop.pid, { durationS: DURATION_S });
      printRowLine(row);
      rows.push(row);
    }
  } finally {
    shop.stop();
    await shop.exited;
  }
  return { rows, notes };
}

/** The ceiling, measured before each size's rows: the machine's load drifts during a run. */
async function measureCeiling(size: number): Promise<Row> {
  const ceiling = await startCeiling();
  try {
    const work = { urls: [CEILING_PATH], cursor: 0 };
    // Its memory is not sampled: the process also holds this benchmark's modules (and tsx).
    await fire(ceiling.baseUrl, work, null, { amount: WARMUP_MIN_REQUESTS });
    const measurement = await fire(
      ceiling.baseUrl,
      work,
      null,
      { durationS: DURATION_S },
      ceiling.pid,
    );
    const row: Row = {
      work: `ceiling: bare Fastify, ${ceiling.bodyBytes.toLocaleString('en')} B`,
      size,
      mode: null,
      distinctUrls: 1,
      measurement,
      ceilingPerSecond: measurement.perSecond,
      failure: null,
      target: null,
      shopRow: false,
    };
    printRowLine(row);
    return row;
  } finally {
    await ceiling.stop();
  }
}

// ---------------------------------------------------------------------------------------------

/** Every size in turn, each after its ceiling; prints the table. False when a measurement failed. */
async function measureAll(admin: pg.Client, runStarted: number, loadAtStart: string) {
  buildShop();
  const fingerprint = seedFingerprint();
  const rows: Row[] = [];
  const notes: string[] = [];
  const timings: string[] = [];
  for (const size of SIZES) {
    console.log(`\n${size.toLocaleString('en')} products`);
    const catalog = await prepareCatalog(admin, size, fingerprint);
    const measureStarted = performance.now();
    const ceilingRow = await measureCeiling(size);
    rows.push(ceilingRow);
    const ceilingPerSecond = ceilingRow.measurement?.perSecond ?? null;
    for (const mode of MODES) {
      const measured = await measureShop(catalog, mode, ceilingPerSecond);
      rows.push(...measured.rows);
      notes.push(...measured.notes);
    }
    const measureSeconds = (performance.now() - measureStarted) / 1000;
    timings.push(
      `${size.toLocaleString('en')} products: database ${catalog.kept ? 'kept' : 'seeded'} in ${catalog.prepareSeconds.toFixed(1)} s, measured in ${measureSeconds.toFixed(0)} s`,
    );
  }
  if (DROP_AT_END)
    for (const size of SIZES)
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_PREFIX}${size} WITH (FORCE)`);

  console.log('');
  printTable(rows);
  console.log(
    `\nceiling = req/s ÷ the bare Fastify server's req/s measured just before that size; every shop row also has the target RSS ≤ ${RSS_TARGET_MB} MB. p50 / p99 in whole ms.`,
  );
  for (const note of notes) console.log(note);
  for (const timing of timings) console.log(timing);
  const failed = rows.filter((row) => verdict(row) === 'FAILED');
  const withTarget = rows.filter((row) => row.target !== null && verdict(row) !== 'FAILED');
  const met = withTarget.filter((row) => verdict(row) === 'met');
  console.log(
    `targets met: ${met.length} of ${withTarget.length} measurements with a target; failed measurements: ${failed.length}`,
  );
  console.log(`whole run: ${((performance.now() - runStarted) / 60_000).toFixed(1)} min`);
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}; at end: ${formatLoad()}`);
  return failed.length === 0;
}

async function main(): Promise<boolean> {
  const runStarted = performance.now();
  const loadAtStart = formatLoad();
  // "Warm" is the server as configured by default, whatever this shell has set.
  delete process.env.CATALOG_CACHE;
  console.log(
    `Catalog read path: sizes ${SIZES.map((size) => size.toLocaleString('en')).join(', ')}; modes ${MODES.join(', ')}; works ${WORK_FAMILIES.join(', ')}; ${DURATION_S} s per measurement, ${CONNECTIONS} connections, Accept-Encoding "${ACCEPT_ENCODING}"`,
  );
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${new URL(ADMIN_URL).host} (${(error as Error).message}): ` +
        'catalog benchmark skipped. Set BENCH_DATABASE_URL to run it.',
    );
    return true;
  }
  try {
    return await measureAll(admin, runStarted, loadAtStart);
  } finally {
    await admin.end();
  }
}

if (process.argv.includes(CEILING_PROCESS_FLAG)) {
  await serveCeiling();
} else if (!(await main())) {
  process.exitCode = 1;
}
