import { sql } from 'drizzle-orm';
import {
  SEARCH_COMPLETIONS_MAX,
  SEARCH_FIELD_WEIGHTS,
  SEARCH_MAX_TYPOS,
  SEARCH_TYPO_MIN_WORD_LENGTH,
  type SearchField,
  type QueryWord,
  type WordExpansion,
} from '../../../domain/search/search.rules';
import type { Db } from '../../db/client';
import { statement } from '../../db/statement';
import { rankedTilesStatement, type RankedTiles } from '../catalog/catalog.repository';
import { catalogTurns } from '../catalog/catalog.turns';

/**
 * Queries of search (decision 009) over search_index: one row per normalised word and field,
 * holding the sorted ids of the visible products whose most important field with that word it
 * is. Triggers keep it in step with the catalog (migration 0003_search).
 */

/** search_index.field numbers, in the order search_product_terms() (migration 0003) gives them. */
export const SEARCH_INDEX_FIELDS: readonly SearchField[] = [
  'name',
  'tags',
  'specs',
  'description',
  'category',
];

/**
 * Scores are whole numbers (quality ‰ × weight ‰), so equal scores compare equal in SQL and a
 * word's levels group exactly.
 */
const PER_MILLE = 1000;
const FIELD_WEIGHTS_PER_MILLE = SEARCH_INDEX_FIELDS.map((field) =>
  Math.round(SEARCH_FIELD_WEIGHTS[field] * PER_MILLE),
);

interface QueryWordRow {
  word: string;
  isStopword: boolean;
  term: string | null;
  productCount: number | null;
}

/**
 * Written once and named (db/statement.ts): each connection parses it once and, past its fifth
 * run, keeps its plan, which is the same for any text (the words come from the text inside).
 * The text is read by a subquery, out of the planner's sight: given the text itself, it split
 * the words while planning, found the plan for those words cheaper than one for any words, and
 * planned every run (as the catalog's listings did with their bounds, decision 026).
 */
const queryWords = statement<QueryWordRow>(
  'search_query_words',
  sql`
    WITH query_word AS (
      SELECT word, position, word = ANY (search_stopwords()) AS is_stopword,
        EXISTS (SELECT 1 FROM search_index AS s WHERE s.term = w.word) AS is_known
      FROM unnest(search_words((SELECT ${sql.placeholder('text')}::text)))
        WITH ORDINALITY AS w(word, position)
    )
    SELECT q.word, q.is_stopword AS "isStopword", c.term, c.product_count AS "productCount"
    FROM query_word AS q
    LEFT JOIN LATERAL (
      (
        -- Terms starting with the word, as a byte-wise range (terms are [a-z0-9] only, and '{'
        -- comes after 'z'), so that search_index_term_prefix_idx serves it.
        SELECT s.term, sum(s.product_count)::int AS product_count
        FROM search_index AS s
        WHERE s.term ~>=~ q.word AND s.term ~<~ (q.word || '{')
        GROUP BY s.term
        ORDER BY s.term = q.word DESC, product_count DESC, s.term
        LIMIT ${SEARCH_COMPLETIONS_MAX + 1}
      )
      UNION
      -- Typo candidates, for a word the catalog does not hold as typed (the rules would drop
      -- them), each branch served by its own index: the same first letter (or the second, for
      -- a swap at the start) and a close length; or enough shared trigrams.
      (
        SELECT s.term, sum(s.product_count)::int AS product_count
        FROM search_index AS s
        WHERE NOT q.is_known AND length(q.word) >= ${SEARCH_TYPO_MIN_WORD_LENGTH}
          AND left(s.term, 1) IN (left(q.word, 1), substr(q.word, 2, 1))
          AND length(s.term) BETWEEN length(q.word) - ${SEARCH_MAX_TYPOS}
            AND length(q.word) + ${SEARCH_MAX_TYPOS}
        GROUP BY s.term
      )
      UNION
      (
        SELECT s.term, sum(s.product_count)::int AS product_count
        FROM search_index AS s
        WHERE NOT q.is_known AND length(q.word) >= ${SEARCH_TYPO_MIN_WORD_LENGTH}
          AND s.term % q.word
          AND length(s.term) BETWEEN length(q.word) - ${SEARCH_MAX_TYPOS}
            AND length(q.word) + ${SEARCH_MAX_TYPOS}
        GROUP BY s.term
      )
    ) AS c ON true
    ORDER BY q.position
  `,
);

/**
 * The query's words, normalised by the same search_words() that indexed the catalog, each with
 * the dictionary words it may mean: itself, its completions (the most frequent first) and words
 * of a close length that share its first letter (or its second: a swap at the start) or enough
 * trigrams (pg_trgm's % operator: a wrong first letter). The domain rules then decide which
 * candidates count; the dictionary is small (distinct words), so these lookups stay cheap.
 */
export async function findQueryWords(db: Db, text: string): Promise<QueryWord[]> {
  const rows = await catalogTurns.run(() => queryWords(db, { text }));
  const words: QueryWord[] = [];
  for (const row of rows) {
    let last = words.at(-1);
    if (last?.word !== row.word) {
      last = { word: row.word, isStopword: row.isStopword, candidates: [] };
      words.push(last);
    }
    if (row.term !== null) {
      last.candidates.push({ term: row.term, productCount: row.productCount ?? 0 });
    }
  }
  return words;
}

/**
 * The ranking, written once: one row with the page's ids, best first, and the total. The page's
 * tiles are read with it (rankedTilesStatement), in one named statement whose plan, like the
 * query's words', does not depend on the values. Its id arrays can hold a quarter of the catalog
 * (a category's word), so each step it copies them through costs (decision 035).
 */
const rankingSql = sql`
    WITH RECURSIVE
    -- The catalog words each query word means, with their match quality (‰).
    expansion AS (
      SELECT word_index, term, quality
      FROM jsonb_to_recordset(${sql.placeholder('terms')}::jsonb) AS e(word_index int, term text, quality int)
    ),
    -- search_index.field → spec weight (‰).
    field_weight AS (
      SELECT (position - 1)::smallint AS field, weight
      FROM unnest(${sql.param(FIELD_WEIGHTS_PER_MILLE)}::int[]) WITH ORDINALITY AS w(weight, position)
    ),
    -- Per query word and level (quality × weight), the products reaching it.
    level_union AS (
      SELECT e.word_index, e.quality * w.weight AS level, search_union_agg(s.product_ids) AS ids
      FROM expansion AS e
      JOIN search_index AS s ON s.term = e.term
      JOIN field_weight AS w ON w.field = s.field
      GROUP BY e.word_index, level
    ),
    -- A product counts once per word, at its best level: take out what better levels hold. A
    -- word meaning a single catalog word has nothing to take out: search_index holds each
    -- product's word under one field only, so that word's levels (one per field) never overlap.
    word_level AS (
      SELECT word_index, level,
        CASE WHEN better IS NULL OR single_term THEN ids ELSE ids - better END AS ids
      FROM (
        SELECT word_index, level, ids,
          search_union_agg(ids) OVER (
            PARTITION BY word_index ORDER BY level DESC
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
          ) AS better,
          (
            SELECT count(DISTINCT e.term) = 1 FROM expansion AS e
            WHERE e.word_index = level_union.word_index
          ) AS single_term
        FROM level_union
      ) AS l
    ),
    -- Groups of products by partial score, split word by word by the next word's levels.
    step (word_index, score, ids) AS (
      SELECT word_index, level, ids FROM word_level WHERE word_index = 0 AND ids <> '{}'
      UNION ALL
      SELECT w.word_index, step.score + w.level, common.ids
      FROM step
      JOIN word_level AS w ON w.word_index = step.word_index + 1
      CROSS JOIN LATERAL (SELECT step.ids & w.ids AS ids) AS common
      WHERE common.ids <> '{}'
    ),
    -- The products matching every word, grouped by total score. For a one-word query these are
    -- the word's levels, and the steps are never read (each branch's condition is checked once,
    -- before it runs): that spares copying its id arrays, up to a quarter of the catalog each,
    -- through three more steps.
    scored AS (
      SELECT level AS score, ids
      FROM word_level
      WHERE ${sql.placeholder('lastWordIndex')}::int = 0 AND ids <> '{}'
      UNION ALL
      SELECT score, search_union_agg(ids) AS ids
      FROM step
      WHERE ${sql.placeholder('lastWordIndex')}::int > 0
        AND word_index = ${sql.placeholder('lastWordIndex')}::int
      GROUP BY score
    ),
    -- How many products better groups hold, to know how many ids each group gives; and all.
    ranked AS (
      SELECT score, ids,
        coalesce(sum(icount(ids)) OVER (
          ORDER BY score DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
        ), 0)::int AS before,
        (sum(icount(ids)) OVER ())::int AS total
      FROM scored
    )
    -- The page's ids in score order (equal scores: catalog order), and the total: one row.
    SELECT array_agg(picked.id ORDER BY r.score DESC, picked.position) AS ids, max(r.total) AS total
    FROM ranked AS r
    CROSS JOIN LATERAL unnest(subarray(r.ids, 1, ${sql.placeholder('limit')}::int - r.before))
      WITH ORDINALITY AS picked(id, position)
    WHERE r.before < ${sql.placeholder('limit')}::int
`;

const rankedTiles = rankedTilesStatement('search_ranked_tiles', rankingSql);

/**
 * Products holding, for every query word, at least one of the words it means, best first.
 *
 * A product's score is the sum, over the query words, of its best level for that word: match
 * quality × weight of the field where the word sits. Everything is computed on id sets (intarray
 * operators on sorted arrays), never product by product, so a word that 25,000 products hold
 * costs a few array operations rather than 25,000 rows:
 * 1. each query word's level sets: the products reaching each level, minus those that reach a
 *    better level of the same word (nothing to take out when the word means one catalog word);
 * 2. word by word, every group of products with an equal partial score is split by the next
 *    word's level sets (intersections), so the groups end up holding the products that match
 *    every word, by score (a one-word query's groups are its word's level sets);
 * 3. the total is the sum of the group sizes; the best `limit` ids are taken from the groups in
 *    score order (equal scores: lowest id, that is catalog order, first), and their tiles read
 *    in the same statement.
 */
export async function rankMatchingProducts(
  db: Db,
  expansions: readonly WordExpansion[],
  limit: number,
): Promise<RankedTiles> {
  const lastWordIndex = Math.max(...expansions.map((e) => e.wordIndex));
  const terms = JSON.stringify(
    expansions.map((e) => ({
      word_index: e.wordIndex,
      term: e.term,
      quality: Math.round(e.quality * PER_MILLE),
    })),
  );
  return catalogTurns.run(() => rankedTiles(db, { terms, lastWordIndex, limit }));
}
