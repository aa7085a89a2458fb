import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminCategoriesView } from '../features/admin/categories/components/admin-categories-view';

export default function AdminCategoriesPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminCategories}>
      <AdminCategoriesView />
    </AdminLayout>
  );
}
