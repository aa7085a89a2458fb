import { PAGE_TITLES } from '../../domain/messages';
import { ComingSoonPage } from '../components/layout/coming-soon-page';

export default function NewsPresentationsPage() {
  return <ComingSoonPage title={PAGE_TITLES.newsPresentations} />;
}
