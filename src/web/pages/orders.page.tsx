import { OrdersView } from '../features/orders/components/orders-view';

/** /orders (spec §2.1, login required: the route table's access guard sends guests to log in). */
export default function OrdersPage() {
  return <OrdersView />;
}
