import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminProductNewView } from '../features/admin/products/components/admin-product-editor';

export default function AdminProductNewPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminProductNew}>
      <AdminProductNewView />
    </AdminLayout>
  );
}
