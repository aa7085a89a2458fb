DROP INDEX "products_storefront_relevance_idx";--> statement-breakpoint
DROP INDEX "products_storefront_category_relevance_idx";--> statement-breakpoint
CREATE INDEX "products_storefront_relevance_idx" ON "products" USING btree ("is_featured" DESC, ("stock" > 0) DESC, "rating" DESC NULLS LAST,"id","stock") WHERE "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_storefront_category_relevance_idx" ON "products" USING btree ("category_id","is_featured" DESC, ("stock" > 0) DESC, "rating" DESC NULLS LAST,"id","stock") WHERE "products"."is_visible";