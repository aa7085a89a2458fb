import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const t = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
await db.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
console.log(
  (
    await db.query(
      "select unaccent('perché') u, similarity('iphnoe','iphone') s, word_similarity('macbok','MacBook Air') w",
    )
  ).rows,
  Date.now() - t,
);
const t2 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', dump.size, Date.now() - t2);
const t3 = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm, unaccent } });
console.log((await db2.query("select unaccent('è')")).rows, Date.now() - t3);
