/** `npm run bench`: every server-side benchmark in turn, each printing its own figures. */
import { spawnSync } from 'node:child_process';

// The cart, checkout and catalog benchmarks need PostgreSQL (BENCH_DATABASE_URL); each says so
// and skips itself without. The catalog one is the longest (about 12 minutes with its defaults).
const BENCHES = [
  'bench/startup.bench.ts',
  'bench/compression.bench.ts',
  'bench/cart.bench.ts',
  'bench/checkout.bench.ts',
  'bench/admin-products.bench.ts',
  'bench/catalog.bench.ts',
];
for (const bench of BENCHES) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync('npx', ['tsx', bench], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
