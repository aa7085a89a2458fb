-- Search (decision 009). intarray adds fast union, intersection and difference of sorted id
-- arrays; like pg_trgm and unaccent it is a trusted contrib extension that PGlite also ships.
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
CREATE TABLE "search_index" (
	"term" text NOT NULL,
	"field" smallint NOT NULL,
	"product_ids" integer[] NOT NULL,
	"product_count" integer GENERATED ALWAYS AS (icount(product_ids)) STORED NOT NULL,
	CONSTRAINT "search_index_term_field_pk" PRIMARY KEY("term","field")
);
--> statement-breakpoint
CREATE INDEX "search_index_term_prefix_idx" ON "search_index" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_index_term_trgm_idx" ON "search_index" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_index_term_shape_idx" ON "search_index" USING btree (left("term", 1),length("term"));
--> statement-breakpoint
-- The words of a text as search sees them, for the catalog and the query alike, in the order
-- they first appear: accents removed, lower case, split on every character that is not a letter
-- or a digit, hyphenated compounds also joined ('wi-fi' gives 'wi', 'fi' and 'wifi'). Spec §5:
-- words shorter than 2 characters do not count. Changing this function (or the two below)
-- changes what is indexed: rebuild search_index after it.
CREATE FUNCTION search_words(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
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
  $$;
--> statement-breakpoint
-- Italian articles, prepositions, conjunctions and clitics: not indexed, and ignored in a query
-- unless they are its last word (the one being typed, which may become 'titanio' or 'mini').
-- Not 'se' (iPhone SE, Apple Watch SE) nor 'ma' (the start of 'mac').
CREATE FUNCTION search_stopwords() RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT '{il,lo,la,le,gli,un,uno,una,di,da,in,con,su,per,tra,fra,ed,od,che,non,
      del,dello,della,dei,degli,delle,dell,al,allo,alla,ai,agli,alle,all,
      dal,dallo,dalla,dai,dagli,dalle,dall,nel,nello,nella,nei,negli,nelle,nell,
      sul,sullo,sulla,sui,sugli,sulle,sull,col,coi,ci,vi,si,mi,ti,ne}'::text[]
  $$;
--> statement-breakpoint
-- Each word of a product once, under the most important field that holds it (decision 009):
-- 0 name (spec "title" .5), 1 tags ("name" .4), 2 spec values ("content" .3),
-- 3 description (.25), 4 category name (.1).
CREATE FUNCTION search_product_terms(
  product_name text, tags text[], specs jsonb, description text, category_name text
) RETURNS TABLE (term text, field smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT word, min(rank)::smallint
    FROM (
      SELECT unnest(search_words(product_name)) AS word, 0 AS rank
      UNION ALL SELECT unnest(search_words(array_to_string(tags, ' '))), 1
      UNION ALL SELECT unnest(search_words(jsonb_path_query_array(specs, '$[*].value')::text)), 2
      UNION ALL SELECT unnest(search_words(description)), 3
      UNION ALL SELECT unnest(search_words(category_name)), 4
    ) AS found
    WHERE word <> ALL (search_stopwords())
    GROUP BY word
  $$;
--> statement-breakpoint
-- What search reads of one product version (the trigger functions below pass old or new ones).
CREATE TYPE search_document AS (
  product_id integer, name text, tags text[], specs jsonb, description text, category_name text
);
--> statement-breakpoint
CREATE FUNCTION search_index_add(documents search_document[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_index AS s (term, field, product_ids)
    SELECT t.term, t.field, sort(array_agg(d.product_id))
    FROM unnest(documents) AS d
    CROSS JOIN LATERAL search_product_terms(d.name, d.tags, d.specs, d.description, d.category_name) AS t
    GROUP BY t.term, t.field
    ON CONFLICT (term, field) DO UPDATE SET product_ids = s.product_ids | excluded.product_ids;
  $$;
--> statement-breakpoint
CREATE FUNCTION search_index_remove(documents search_document[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE search_index AS s SET product_ids = s.product_ids - gone.product_ids
    FROM (
      SELECT t.term, t.field, sort(array_agg(d.product_id)) AS product_ids
      FROM unnest(documents) AS d
      CROSS JOIN LATERAL search_product_terms(d.name, d.tags, d.specs, d.description, d.category_name) AS t
      GROUP BY t.term, t.field
    ) AS gone
    WHERE s.term = gone.term AND s.field = gone.field;
    -- A word that no visible product holds any more leaves the dictionary as well.
    DELETE FROM search_index WHERE product_count = 0;
  $$;
--> statement-breakpoint
-- Statement-level triggers see all the rows of a statement at once (transition tables): seeding
-- 1,000 products updates each word's row once, not 1,000 times. Only visible products are indexed.
CREATE FUNCTION search_index_after_products_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_index_add(array_agg(
      ROW(n.id, n.name, n.tags, n.specs, n.description, c.name)::search_document))
    FROM new_rows AS n LEFT JOIN categories AS c ON c.id = n.category_id
    WHERE n.is_visible;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only rows whose searchable content, category or visibility changed: a stock or price change
-- leaves the index alone.
CREATE FUNCTION search_index_after_products_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_index_remove(array_agg(
      ROW(o.id, o.name, o.tags, o.specs, o.description, c.name)::search_document))
    FROM old_rows AS o
    JOIN new_rows AS n ON n.id = o.id
    LEFT JOIN categories AS c ON c.id = o.category_id
    WHERE o.is_visible
      AND (o.name, o.tags, o.specs, o.description, o.category_id, o.is_visible)
        IS DISTINCT FROM (n.name, n.tags, n.specs, n.description, n.category_id, n.is_visible);
    PERFORM search_index_add(array_agg(
      ROW(n.id, n.name, n.tags, n.specs, n.description, c.name)::search_document))
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    LEFT JOIN categories AS c ON c.id = n.category_id
    WHERE n.is_visible
      AND (o.name, o.tags, o.specs, o.description, o.category_id, o.is_visible)
        IS DISTINCT FROM (n.name, n.tags, n.specs, n.description, n.category_id, n.is_visible);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION search_index_after_products_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_index_remove(array_agg(
      ROW(o.id, o.name, o.tags, o.specs, o.description, c.name)::search_document))
    FROM old_rows AS o LEFT JOIN categories AS c ON c.id = o.category_id
    WHERE o.is_visible;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION search_index_after_products_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_index;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A renamed category moves its products' category words.
CREATE FUNCTION search_index_after_categories_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_index_remove(array_agg(
      ROW(p.id, p.name, p.tags, p.specs, p.description, o.name)::search_document))
    FROM old_rows AS o
    JOIN new_rows AS n ON n.id = o.id
    JOIN products AS p ON p.category_id = o.id
    WHERE p.is_visible AND n.name IS DISTINCT FROM o.name;
    PERFORM search_index_add(array_agg(
      ROW(p.id, p.name, p.tags, p.specs, p.description, n.name)::search_document))
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    JOIN products AS p ON p.category_id = n.id
    WHERE p.is_visible AND n.name IS DISTINCT FROM o.name;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_index_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_after_products_insert();
--> statement-breakpoint
CREATE TRIGGER search_index_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_after_products_update();
--> statement-breakpoint
CREATE TRIGGER search_index_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_after_products_delete();
--> statement-breakpoint
CREATE TRIGGER search_index_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_after_products_truncate();
--> statement-breakpoint
CREATE TRIGGER search_index_categories_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_after_categories_update();
--> statement-breakpoint
-- Union of many id arrays, for ranking. Without a start value the first array is taken as it
-- is, so the union of a single array costs nothing.
CREATE AGGREGATE search_union_agg(integer[]) (SFUNC = _int_union, STYPE = integer[]);
--> statement-breakpoint
-- Index the products a shop already has.
SELECT search_index_add(array_agg(
  ROW(p.id, p.name, p.tags, p.specs, p.description, c.name)::search_document))
FROM products AS p LEFT JOIN categories AS c ON c.id = p.category_id
WHERE p.is_visible;
