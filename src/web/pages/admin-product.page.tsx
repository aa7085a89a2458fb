import { useParams } from 'react-router';
import { PRODUCT_MESSAGES } from '../../domain/admin/products.messages';
import { idParamSchema } from '../../domain/input.schema';
import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminProductEditView } from '../features/admin/products/components/admin-product-editor';

export default function AdminProductPage() {
  const parsed = idParamSchema.safeParse(useParams().id);
  return (
    <AdminLayout title={PAGE_TITLES.adminProduct}>
      {parsed.success ? (
        <AdminProductEditView key={parsed.data} id={parsed.data} />
      ) : (
        <p className="admin-error" role="alert">
          {PRODUCT_MESSAGES.notFound}
        </p>
      )}
    </AdminLayout>
  );
}
