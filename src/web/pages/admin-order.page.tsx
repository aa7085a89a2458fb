import { Navigate, useParams } from 'react-router';
import { ADMIN_ORDERS_PAGE_MESSAGES } from '../../domain/admin/admin-orders-page.messages';
import { PAGE_TITLES } from '../../domain/messages';
import { orderNumberSchema } from '../../domain/orders/order.schema';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { adminOrderPath } from '../features/admin/orders/admin-order-path';
import {
  AdminOrderNotFound,
  AdminOrderView,
} from '../features/admin/orders/components/admin-order-view';

/**
 * /admin/orders/{number} (admins only). A number typed in another case or with spaces is read
 * in its one written form and the address bar follows; anything else is no order at all.
 */
export default function AdminOrderPage() {
  const raw = useParams().number ?? '';
  const parsed = orderNumberSchema.safeParse(raw);
  if (!parsed.success) {
    return (
      <AdminLayout title={PAGE_TITLES.adminOrder}>
        <AdminOrderNotFound />
      </AdminLayout>
    );
  }
  if (parsed.data !== raw) return <Navigate replace to={adminOrderPath(parsed.data)} />;
  return (
    <AdminLayout title={ADMIN_ORDERS_PAGE_MESSAGES.orderTitle(parsed.data)}>
      {/* Keyed: another order starts with its own forms. */}
      <AdminOrderView key={parsed.data} number={parsed.data} />
    </AdminLayout>
  );
}
