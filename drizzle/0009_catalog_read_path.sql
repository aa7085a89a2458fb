DROP INDEX "products_visible_created_idx";--> statement-breakpoint
DROP INDEX "products_visible_price_idx";--> statement-breakpoint
CREATE INDEX "products_storefront_relevance_idx" ON "products" USING btree ("is_featured" DESC, ("stock" > 0) DESC, "rating" DESC NULLS LAST,"id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST, "review_count" DESC,"id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_price_idx" ON "products" USING btree ("price_cents","id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_category_relevance_idx" ON "products" USING btree ("category_id","is_featured" DESC, ("stock" > 0) DESC, "rating" DESC NULLS LAST,"id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST, "review_count" DESC,"id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_category_price_idx" ON "products" USING btree ("category_id","price_cents","id") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."is_visible";--> statement-breakpoint
-- Every change to what the storefront's catalog answers show (decision 026) tells every server
-- process at commit, whoever made it: the admin area, an order's stock, an import or plain SQL.
-- One NOTIFY per statement; PostgreSQL folds repeats within a transaction into one.
CREATE FUNCTION catalog_changed_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM pg_notify('vetrina_catalog_changed', TG_TABLE_NAME);
    RETURN NULL;
  END;
  $$;--> statement-breakpoint
CREATE TRIGGER catalog_changed_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();--> statement-breakpoint
CREATE TRIGGER catalog_changed_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();--> statement-breakpoint
CREATE TRIGGER catalog_changed_slug_redirects AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
