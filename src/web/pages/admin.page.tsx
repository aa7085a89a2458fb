import { PAGE_TITLES } from '../../domain/messages';
import { ComingSoonPage } from '../components/layout/coming-soon-page';

export default function AdminPage() {
  return <ComingSoonPage title={PAGE_TITLES.admin} />;
}
