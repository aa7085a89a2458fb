import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminOrdersView } from '../features/admin/orders/components/admin-orders-view';

/** /admin/orders (admins only): every order with filters kept in the address. */
export default function AdminOrdersPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminOrders}>
      <AdminOrdersView />
    </AdminLayout>
  );
}
