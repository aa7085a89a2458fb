import { ORDER_STATUS_LABELS } from '../../../../../domain/orders/order.messages';
import type { OrderStatus } from '../../../../../domain/orders/order-status';
import '../../../../styles/admin-orders.css';

/**
 * An order's status on the dark admin surface (the shop's badge colours are made for a light
 * page); the colour only repeats what the text says.
 */
export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`admin-badge admin-status admin-status--${status}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
