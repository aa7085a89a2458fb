import { PAGE_TITLES } from '../../domain/messages';
import { ShoppingBagView } from '../features/cart/components/shopping-bag-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /shoppingbag (spec §2.1; /cart redirects here). */
export default function ShoppingBagPage() {
  useDocumentTitle(PAGE_TITLES.shoppingBag);
  return <ShoppingBagView />;
}
