import type { ProductSummary } from '../../../../domain/catalog/product';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';

/**
 * The buttons every product tile shows unless its grid asks for others: add to cart (the
 * wishlist heart joins it with the wishlist issue). The one place product tiles meet the cart
 * feature; ProductGrid uses it as its default `renderActions`.
 */
export function ProductTileActions({ product }: { product: ProductSummary }) {
  return <AddToCartButton product={product} variant="compact" />;
}

export function renderProductTileActions(product: ProductSummary) {
  return <ProductTileActions product={product} />;
}
