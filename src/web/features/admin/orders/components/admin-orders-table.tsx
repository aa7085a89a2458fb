import { Link } from 'react-router';
import { ADMIN_ORDERS_PAGE_MESSAGES as M } from '../../../../../domain/admin/admin-orders-page.messages';
import type { AdminOrderSummary } from '../../../../../domain/admin/orders-admin';
import { formatEuro } from '../../../../../domain/money';
import { formatOrderDateTime } from '../../../../../domain/orders/order.messages';
import { adminOrderPath } from '../admin-order-path';
import { AdminOrderStatusBadge } from './admin-order-status-badge';

/** Orders as rows: number (a link to the order), date, customer, items, total, status. */
export function AdminOrdersTable({
  orders,
  caption,
  busy,
}: {
  orders: readonly AdminOrderSummary[];
  caption: string;
  busy?: boolean;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.number}</th>
            <th scope="col">{M.date}</th>
            <th scope="col">{M.customer}</th>
            <th scope="col" className="admin-num">
              {M.items}
            </th>
            <th scope="col" className="admin-num">
              {M.total}
            </th>
            <th scope="col">{M.status}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <Link to={adminOrderPath(order.number)}>{order.number}</Link>
              </th>
              <td>
                <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
              </td>
              <td>
                <span className="admin-orders__customer-name">
                  {order.customerName ?? M.noName}
                </span>{' '}
                <span className="admin-muted admin-orders__email">{order.email}</span>
              </td>
              <td className="admin-num">{order.itemCount}</td>
              <td className="admin-num">{formatEuro(order.totalCents)}</td>
              <td>
                <AdminOrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
