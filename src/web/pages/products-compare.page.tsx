import { PAGE_TITLES } from '../../domain/messages';
import { ComingSoonPage } from '../components/layout/coming-soon-page';

export default function ProductsComparePage() {
  return <ComingSoonPage title={PAGE_TITLES.productsCompare} />;
}
