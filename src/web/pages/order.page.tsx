import { Navigate, useLocation, useParams } from 'react-router';
import { orderNumberSchema } from '../../domain/orders/order.schema';
import { OrderNotFound, OrderView } from '../features/orders/components/order-view';
import { orderPath } from '../features/orders/order-path';

/**
 * /orders/{number} (login required). A number typed in another case or with spaces is read in
 * its one written form and the address bar follows; anything else is no order at all.
 */
export default function OrderPage() {
  const location = useLocation();
  const raw = useParams().number ?? '';
  const parsed = orderNumberSchema.safeParse(raw);
  if (!parsed.success) return <OrderNotFound />;
  if (parsed.data !== raw) {
    return <Navigate replace to={`${orderPath(parsed.data)}${location.search}${location.hash}`} />;
  }
  // Keyed: another order starts with its own forms and mutations.
  return <OrderView key={parsed.data} number={parsed.data} />;
}
