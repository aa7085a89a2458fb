import { WishlistView } from '../features/wishlist/components/wishlist-view';

/** /wishlist (spec §2.1, login required: the route table's access guard sends guests to log in). */
export default function WishlistPage() {
  return <WishlistView />;
}
