/**
 * `npm run bench:search`: server time per search query at catalogs of 1,000, 10,000 and 100,000
 * products (the synthetic seed), on PostgreSQL and on the embedded PGlite.
 *
 * What is timed: one call of searchProducts() (search.service.ts), the use case behind
 * GET /api/search with limit 50: the dictionary query, the ranking query and the product rows,
 * plus the rules in between. HTTP, JSON and zod are not included. Each of the 200 mixed queries
 * (typos, accents, prefixes, family names, Italian words, no match) runs once to warm up, then
 * BENCH_SEARCH_ROUNDS times; a query's time is its median, and p50 / p95 are taken over the 200.
 *
 * Targets (issue "Search"): on PostgreSQL, p95 ≤ 20 ms at 100,000 products and
 * p95 at 100,000 ≤ 3 × p95 at 1,000.
 *
 * Environment:
 *   BENCH_DATABASE_URL      admin connection (default postgres://postgres@127.0.0.1:5432/test);
 *                           the benchmark creates and drops the database vetrina_bench_search
 *   BENCH_SEARCH_SIZES      catalog sizes, default 1000,10000,100000
 *   BENCH_SEARCH_DATABASES  default postgres,pglite
 *   BENCH_SEARCH_ROUNDS     measured runs of each query, default 3
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { seedSyntheticCatalog } from '../src/server/db/seed';
import { searchProducts } from '../src/server/modules/search/search.service';
import { percentile } from './support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE_NAME = 'vetrina_bench_search';
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .sort((a, b) => a - b);
const DATABASES = (process.env.BENCH_SEARCH_DATABASES ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim());
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const LIMIT = 50;
const TARGET_P95_MS = 20;
const TARGET_GROWTH = 3;

/** 200 queries a shopper might type, over the sample and the synthetic catalog. */
const QUERIES: Record<string, readonly string[]> = {
  family: [
    'iphone',
    'mac',
    'ipad',
    'watch',
    'apple watch',
    'macbook',
    'macbook air',
    'macbook pro',
    'ipad pro',
    'ipad mini',
    'iphone 16',
    'iphone 16 pro',
    'iphone se',
    'apple watch ultra',
    'smartphone',
    'notebook',
    'tablet',
    'smartwatch',
    'smartphone aurora',
    'smartphone nova 5',
    'notebook zenit',
    'notebook quasar pro',
    'tablet lira',
    'tablet onda plus',
    'smartwatch ritmo',
    'smartwatch polso 44 mm',
    'smartphone stella ultra 256 gb',
    'notebook cometa max',
    'tablet brezza lite',
    'smartwatch orbita',
    'iphone 15',
    'ipad air',
    'smartphone 128 gb',
    'notebook 16 gb',
    'tablet 64 gb',
    'smartwatch 40 mm',
    'smartphone vela pro',
    'notebook atlante',
    'tablet piuma',
    'smartwatch battito',
  ],
  typo: [
    'iphnoe',
    'macbok',
    'aplle watch',
    'ipda',
    'wacth',
    'smartpohne',
    'notebok',
    'tabelt',
    'smartwach',
    'auorra',
    'orinoe',
    'qusar',
    'meridiaan',
    'cometta',
    'brezzza',
    'ritmmo',
    'battto',
    'orbtia',
    'titanoi',
    'mezanotte',
    'galasia',
    'argetno',
    'lavadna',
    'sabbai',
    'azzuro cielo',
    'verde salvai',
    'rosso coralo',
    'grigio ardesai',
    'bianco latet',
    'nero sideral',
    'ricondizonato',
    'batteira',
    'fotocamrea',
    'tastiera retroiluminata',
    'altoparlanit',
    'impermeable',
    'notifche',
    'smartphone auorra',
    'notebok zenit',
    'iphone 16 pro mxa',
  ],
  accents: [
    'perche',
    'perché',
    'qualita',
    'qualità',
    'novita',
    'novità',
    'piu veloce',
    'più veloce',
    'e pensato',
    'è pensato',
    'efficienza',
    'generazione precedente',
    'ciò che serve',
    'cio che serve',
    'è silenzioso',
    'e silenzioso',
    'è leggero',
    'e leggero',
    'è impermeabile',
    'connettività',
    'connettivita',
    '10ª generazione',
    'NOVITÀ',
    'PERCHÉ',
    'Qualità Prezzo',
    'Più Efficiente',
    'cosi il telefono',
    'così il telefono',
    'luminosità',
    'luminosita',
  ],
  prefix: [
    'ip',
    'iph',
    'mac',
    'macb',
    'sma',
    'smartp',
    'smartw',
    'note',
    'tab',
    'aur',
    'nov',
    'ori',
    'zen',
    'qua',
    'mer',
    'com',
    'lir',
    'arc',
    'pol',
    'rit',
    'bat',
    'orb',
    'pas',
    'tit',
    'ric',
    'ricond',
    'nero sid',
    'bianco lat',
    'verde sal',
    'azz',
    'lav',
    'sab',
    'oro ro',
    'smartphone au',
    'notebook ze',
  ],
  italian: [
    'batteria',
    'display',
    'fotocamera',
    'notte',
    'tastiera',
    'schermo',
    'altoparlanti',
    'nuoto',
    'piscina',
    'sonno',
    'passi',
    'frequenza cardiaca',
    'penna',
    'appunti',
    'disegnare',
    'lettura',
    'videochiamate',
    'film',
    'documenti',
    'foto',
    'sessioni di lavoro',
    'sole',
    'uso intenso',
    'design curato',
    'prestazioni affidabili',
    'rapporto qualità prezzo',
    'lavorare studiare',
    'divertirti',
    'impermeabile',
    'notifiche al polso',
    'telefono in tasca',
    'leggero da tenere',
    'ad alta risoluzione',
    'sensore stabilizzato',
    'arriva a sera',
  ],
  none: [
    'zzzz',
    'samsung galaxy',
    'lavatrice',
    'frigorifero',
    'xqzt',
    'pixel 9',
    'playstation',
    'kindle',
    'aspirapolvere',
    'televisore oled 65',
    'bicicletta',
    'cuffie bose',
    'nintendo',
    'stampante laser',
    'qwerty',
    'monopattino',
    'friggitrice',
    'drone',
    'xbox',
    'huawei',
  ],
};
const ALL_QUERIES = Object.values(QUERIES).flat();
if (ALL_QUERIES.length !== 200) throw new Error(`expected 200 queries, got ${ALL_QUERIES.length}`);

interface Figures {
  database: string;
  products: number;
  seedSeconds: number;
  p50: number;
  p95: number;
  max: number;
  slowest: string;
}

async function measure(database: Database): Promise<Omit<Figures, 'database' | 'products'>> {
  for (const q of ALL_QUERIES) await searchProducts(database.db, { q, limit: LIMIT });
  const times: { q: string; ms: number }[] = [];
  for (const q of ALL_QUERIES) {
    const runs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await searchProducts(database.db, { q, limit: LIMIT });
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    times.push({ q, ms: percentile(runs, 0.5) });
  }
  times.sort((a, b) => a.ms - b.ms);
  const sorted = times.map((t) => t.ms);
  const slowest = times.at(-1);
  return {
    seedSeconds: 0,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: slowest?.ms ?? Number.NaN,
    slowest: slowest?.q ?? '',
  };
}

/** Seeds up to each size in turn (the seed only adds what is missing) and measures each. */
async function benchDatabase(name: string, database: Database, uploadsDir: string) {
  const figures: Figures[] = [];
  await database.migrate();
  for (const size of SIZES) {
    const started = performance.now();
    await seedSyntheticCatalog(database.db, uploadsDir, size);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`  ${name}: ${size} products seeded in ${seedSeconds.toFixed(1)} s, measuring…`);
    figures.push({ database: name, products: size, ...(await measure(database)), seedSeconds });
  }
  return figures;
}

function withDatabaseName(url: string, databaseName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName}`;
  return parsed.toString();
}

async function benchPostgres(uploadsDir: string): Promise<Figures[]> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE_NAME}`);
  const database = openPostgres(withDatabaseName(ADMIN_URL, BENCH_DATABASE_NAME), 4);
  try {
    return await benchDatabase('PostgreSQL', database, uploadsDir);
  } finally {
    await database.close();
    // The pool's sockets close a moment after end(): wait, so the drop does not cut them.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [BENCH_DATABASE_NAME],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE_NAME} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchPglite(workDir: string): Promise<Figures[]> {
  const database = await openPglite({ dataDir: workDir });
  try {
    return await benchDatabase('PGlite', database, path.join(workDir, 'uploads'));
  } finally {
    await database.close();
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-search-'));
const results: Figures[] = [];
try {
  console.log(`Search benchmark: ${ALL_QUERIES.length} queries, limit ${LIMIT}, ${ROUNDS} rounds`);
  if (DATABASES.includes('postgres')) results.push(...(await benchPostgres(workDir)));
  if (DATABASES.includes('pglite')) results.push(...(await benchPglite(workDir)));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  '\n| database   | products | seed     | p50      | p95      | slowest query          |',
);
console.log('| ---------- | -------- | -------- | -------- | -------- | ---------------------- |');
for (const f of results) {
  console.log(
    `| ${f.database.padEnd(10)} | ${String(f.products).padStart(8)} | ${`${f.seedSeconds.toFixed(1)} s`.padStart(8)} | ${ms(f.p50).padStart(8)} | ${ms(f.p95).padStart(8)} | ${`${ms(f.max)} "${f.slowest}"`.padEnd(22)} |`,
  );
}

let failed = false;
const postgres = results.filter((f) => f.database === 'PostgreSQL');
const smallest = postgres.find((f) => f.products === 1_000);
const largest = postgres.find((f) => f.products === 100_000);
if (largest && smallest) {
  const p95Met = largest.p95 <= TARGET_P95_MS;
  const growth = largest.p95 / smallest.p95;
  const growthMet = growth <= TARGET_GROWTH;
  failed = !p95Met || !growthMet;
  console.log(
    `\nPostgreSQL p95 at 100,000: ${ms(largest.p95)} (target ≤ ${TARGET_P95_MS} ms): ${p95Met ? 'met' : 'NOT met'}`,
  );
  console.log(
    `PostgreSQL p95 100,000 ÷ 1,000: ${growth.toFixed(2)}× (target ≤ ${TARGET_GROWTH}×): ${growthMet ? 'met' : 'NOT met'}`,
  );
} else {
  console.log('\nTargets need PostgreSQL at 1,000 and 100,000 products: not checked.');
}
if (failed) process.exitCode = 1;
