import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { WishlistButton } from '../../wishlist/components/wishlist-button';

/**
 * The buttons every product tile shows unless its grid asks for others: the wishlist heart and
 * add to cart. The one place product tiles meet the cart and wishlist features; ProductGrid uses
 * it as its default `renderActions`.
 */
export function ProductTileActions({ product }: { product: ProductSummary }) {
  return (
    <>
      <WishlistButton product={product} />
      <AddToCartButton product={product} variant="compact" />
    </>
  );
}

export function renderProductTileActions(product: ProductSummary) {
  return <ProductTileActions product={product} />;
}
