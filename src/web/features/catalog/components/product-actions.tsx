import type { ProductDetail } from '../../../../domain/catalog/product.schema';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { WishlistButton } from '../../wishlist/components/wishlist-button';

/**
 * The product page's buttons: "Aggiungi alla Shopping Bag" and the wishlist heart. The one
 * place the product page meets the cart and wishlist features.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  return (
    <div className="product-page__actions">
      <AddToCartButton product={product} variant="large" />
      <WishlistButton product={product} variant="large" />
    </div>
  );
}
