CREATE TABLE "product_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree (lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);