import type { ProductDetail } from '../../../../domain/catalog/product';

/**
 * The product page's slot for "Aggiungi alla Shopping Bag" and the wishlist button. It renders
 * nothing yet: the cart and wishlist issues fill it (a greyed-out placeholder would promise
 * buttons that do not work).
 */
export function ProductActions(_props: { product: ProductDetail }) {
  return null;
}
