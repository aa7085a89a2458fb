import { PAGE_TITLES } from '../../domain/messages';
import { DashboardView } from '../features/admin/dashboard/components/dashboard-view';
import { AdminLayout } from '../features/admin/layout/admin-layout';

/** /admin (admins only): the dashboard. */
export default function AdminPage() {
  return (
    <AdminLayout title={PAGE_TITLES.admin}>
      <DashboardView />
    </AdminLayout>
  );
}
