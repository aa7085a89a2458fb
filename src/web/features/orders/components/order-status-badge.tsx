import { ORDER_STATUS_LABELS } from '../../../../domain/orders/order.messages';
import type { OrderStatus } from '../../../../domain/orders/order-status';
import '../../../styles/orders.css';

/** An order's status as a coloured badge; the colour only repeats what the text says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`order-status order-status--${status}`}>{ORDER_STATUS_LABELS[status]}</span>
  );
}
