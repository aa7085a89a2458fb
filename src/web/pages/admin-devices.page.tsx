import { PAGE_TITLES } from '../../domain/messages';
import { AdminDevicesView } from '../features/admin/devices/components/admin-devices-view';
import { AdminLayout } from '../features/admin/layout/admin-layout';

export default function AdminDevicesPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminDevices}>
      <AdminDevicesView />
    </AdminLayout>
  );
}
