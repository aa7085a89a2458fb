/**
 * `npm run db:seed -- --products 100000`: fills the configured database (DATA_DIR's PGlite or
 * DATABASE_URL) with the sample catalog plus synthetic products up to the given count.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedSampleCatalog, seedSyntheticCatalog } from './seed';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const target = values.products === undefined ? null : Number(values.products);
if (target !== null && (!Number.isInteger(target) || target < 1 || target > 2_000_000)) {
  process.stderr.write('--products must be a whole number from 1 to 2000000\n');
  process.exit(1);
}

const config = loadConfig();
const uploadsDir = path.join(config.dataDir, 'uploads');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const started = Date.now();
if (target === null) {
  const seeded = await seedSampleCatalog(database.db, uploadsDir);
  console.log(
    seeded ? 'Sample catalog seeded.' : 'The catalog already has products: nothing changed.',
  );
} else {
  const inserted = await seedSyntheticCatalog(database.db, uploadsDir, target, (done) => {
    if (done % 10_000 === 0) console.log(`  ${done} products inserted…`);
  });
  console.log(
    `Inserted ${inserted} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
await database.close();
