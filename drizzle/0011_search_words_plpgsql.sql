-- search_words() (0003_search) as PL/pgSQL, the same query inside. As a SQL function with a WITH
-- query it could not be inlined, and PostgreSQL planned its body on every call: most of the time
-- a query's words took to read (decision 009). PL/pgSQL keeps the plan of the query it runs for
-- the session. Same words for every text: search_index needs no rebuild.
CREATE OR REPLACE FUNCTION search_words(input text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  BEGIN
    RETURN (
      -- ª and º (10ª generazione) first: unaccent() maps them only from PostgreSQL 16 on.
      WITH folded AS (SELECT lower(public.immutable_unaccent(translate(input, 'ªº', 'ao'))) AS text),
      -- Runs of letters, digits and hyphens: 'iphone', 'wi-fi'.
      chunk AS (
        SELECT chunk.text, chunk.position
        FROM folded, regexp_split_to_table(folded.text, '[^a-z0-9-]+') WITH ORDINALITY AS chunk(text, position)
      ),
      found AS (
        SELECT part.word, chunk.position * 1000 + part.position AS position
        FROM chunk, regexp_split_to_table(chunk.text, '-') WITH ORDINALITY AS part(word, position)
        UNION ALL
        -- A hyphenated compound also counts joined, right after its parts.
        SELECT replace(chunk.text, '-', ''), chunk.position * 1000 + 999
        FROM chunk WHERE chunk.text LIKE '%-%'
      ),
      first_seen AS (
        SELECT word, min(position) AS position FROM found WHERE length(word) >= 2 GROUP BY word
      )
      SELECT coalesce(array_agg(word ORDER BY position, word), '{}') FROM first_seen
    );
  END
  $$;
