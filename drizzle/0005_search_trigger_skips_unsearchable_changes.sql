-- A stock or price change (every order, cancel and expired hold) touched no searchable column,
-- yet the search index's update trigger still called its two index functions, planned anew on
-- every call (about 6 ms per statement). It now returns at once unless a searchable column,
-- the category or the visibility of some row changed.
CREATE OR REPLACE FUNCTION search_index_after_products_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT EXISTS (
      SELECT 1
      FROM old_rows AS o
      JOIN new_rows AS n ON n.id = o.id
      WHERE (o.name, o.tags, o.specs, o.description, o.category_id, o.is_visible)
        IS DISTINCT FROM (n.name, n.tags, n.specs, n.description, n.category_id, n.is_visible)
    ) THEN
      RETURN NULL;
    END IF;
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
