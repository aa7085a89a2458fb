import { TERMS_REVISED_ON } from '../../domain/content-pages';
import { APP_PAGE_DESCRIPTIONS } from '../../domain/content/content.messages';
import { PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { ShippingCostsBody } from '../features/content/bodies/shipping-costs.body';
import type { ContentPageFrame } from '../features/content/content-page-frame';
import { ContentPageView } from '../features/content/content-page-view';

const PAGE: ContentPageFrame = {
  path: APP_ROUTES.shippingCosts.path,
  title: PAGE_TITLES.shippingCosts,
  description: APP_PAGE_DESCRIPTIONS.shippingCosts,
  parentPath: '/shipping',
  updatedAt: TERMS_REVISED_ON,
};

export default function ShippingCostsPage() {
  return (
    <ContentPageView page={PAGE}>
      <ShippingCostsBody />
    </ContentPageView>
  );
}
