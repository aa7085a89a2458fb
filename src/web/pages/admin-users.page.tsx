import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminUsersView } from '../features/admin/users/components/admin-users-view';

export default function AdminUsersPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminUsers}>
      <AdminUsersView />
    </AdminLayout>
  );
}
