import { PAGE_TITLES } from '../../domain/messages';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { ShopSettingsView } from '../features/admin/shop-settings/components/shop-settings-view';

export default function AdminShopSettingsPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminShopSettings}>
      <ShopSettingsView />
    </AdminLayout>
  );
}
