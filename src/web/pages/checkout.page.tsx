import { PAGE_TITLES } from '../../domain/messages';
import { ComingSoonPage } from '../components/layout/coming-soon-page';

export default function CheckoutPage() {
  return <ComingSoonPage title={PAGE_TITLES.checkout} />;
}
