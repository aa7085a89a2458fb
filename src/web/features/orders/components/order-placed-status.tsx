import { formatOrderDate, ORDER_PAGE_MESSAGES } from '../../../../domain/orders/order.messages';
import type { OrderSummary } from '../../../../domain/orders/order.schema';
import { OrderStatusBadge } from './order-status-badge';

/** The date and status rows of an order's facts list (on /orders and on the order page). */
export function OrderPlacedAndStatus({
  order,
}: {
  order: Pick<OrderSummary, 'createdAt' | 'status'>;
}) {
  return (
    <>
      <div>
        <dt>{ORDER_PAGE_MESSAGES.placedOn}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{ORDER_PAGE_MESSAGES.status}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
    </>
  );
}
