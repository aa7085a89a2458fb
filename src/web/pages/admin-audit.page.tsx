import { PAGE_TITLES } from '../../domain/messages';
import { AuditLogView } from '../features/admin/audit/components/audit-log-view';
import { AdminLayout } from '../features/admin/layout/admin-layout';

/** /admin/audit (admins only): the log of every admin change. */
export default function AdminAuditPage() {
  return (
    <AdminLayout title={PAGE_TITLES.adminAudit}>
      <AuditLogView />
    </AdminLayout>
  );
}
