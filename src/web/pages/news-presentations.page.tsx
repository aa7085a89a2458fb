import { APP_PAGE_DESCRIPTIONS } from '../../domain/content/content.messages';
import { PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { shopSettingsQueryOptions } from '../features/content/api/get-shop-settings';
import { PresentationsBody } from '../features/content/bodies/presentations.body';
import type { ContentPageFrame } from '../features/content/content-page-frame';
import { ContentPageView } from '../features/content/content-page-view';
import type { PagePrefetchArgs } from '../app/page-module';

const PAGE: ContentPageFrame = {
  path: APP_ROUTES.newsPresentations.path,
  title: PAGE_TITLES.newsPresentations,
  description: APP_PAGE_DESCRIPTIONS.newsPresentations,
  parentPath: '/news',
};

export default function NewsPresentationsPage() {
  return (
    <ContentPageView page={PAGE}>
      <PresentationsBody />
    </ContentPageView>
  );
}

/** The sign-up line names the seller's contacts: they are read before the page renders. */
export async function prefetch({ queryClient }: PagePrefetchArgs): Promise<void> {
  await queryClient.prefetchQuery(shopSettingsQueryOptions());
}
