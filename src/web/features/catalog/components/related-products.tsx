import { useQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import type { ProductDetail } from '../../../../domain/catalog/product.schema';
import { productsQueryOptions, type ProductListParams } from '../api/get-products';
import { ProductGrid } from './product-grid';

export const RELATED_PRODUCTS_MAX = 4;

/** The request for a product's related products: its family, one extra to leave itself out. */
export function relatedProductsParams(category: string): ProductListParams {
  return { category, pageSize: RELATED_PRODUCTS_MAX + 1 };
}

/** Up to four other products of the same family. */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const category = product.category?.slug;
  const related = useQuery({
    ...productsQueryOptions(relatedProductsParams(category ?? '')),
    enabled: category !== undefined,
  });
  const items =
    related.data?.items.filter((item) => item.id !== product.id).slice(0, RELATED_PRODUCTS_MAX) ??
    [];
  if (items.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="related-title">
      <h2 id="related-title">{PRODUCT_PAGE_MESSAGES.relatedTitle}</h2>
      <ProductGrid products={items} headingLevel={3} />
    </section>
  );
}
