import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { CheckoutFlow } from '../features/checkout/components/checkout-flow';

/** /checkout (spec §2.1, login required: the route table's access guard sends guests to log in). */
export default function CheckoutPage() {
  return (
    <section className="page checkout-page">
      <PageHeading title={PAGE_TITLES.checkout} />
      <CheckoutFlow />
    </section>
  );
}
