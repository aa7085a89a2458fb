import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContentPage } from '../../../domain/content-pages';
import { contentPageDescription } from '../../../domain/content-page-descriptions';
import { CONTENT_MESSAGES, formatLongDate } from '../../../domain/content/content.messages';
import { PageHeading } from '../../components/layout/page-heading';
import { shopSettingsQueryOptions } from './api/get-shop-settings';
import type { ContentBody } from './content-body';
import type { ContentPageFrame } from './content-page-frame';
import { Breadcrumbs } from './components/breadcrumbs';
import '../../styles/content.css';

/** A page of editorial content: breadcrumbs, the title as <h1>, a lead and the body. */
export function ContentPageView({
  page,
  children,
}: {
  page: ContentPageFrame;
  children: ReactNode;
}) {
  return (
    <div className="page content-page">
      <Breadcrumbs page={page} />
      <PageHeading title={page.title}>
        <p className="content-page__lead">{page.description}</p>
        {page.updatedAt ? (
          <p className="content-page__updated">
            {CONTENT_MESSAGES.lastUpdated}{' '}
            <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
          </p>
        ) : null}
      </PageHeading>
      <div className="content-body">{children}</div>
    </div>
  );
}

/**
 * The route module of one content page: its component and a prefetch of what it shows from the
 * server — the seller's identity (every page may name it) and, for offer pages, the products —
 * so the page renders complete at once. A failed read does not stop the page: the values it
 * lacks are left out.
 */
export function createContentPageModule(page: ContentPage, body: ContentBody) {
  const { Body, prefetch } = body;
  function ContentRoutePage() {
    return (
      <ContentPageView page={{ ...page, description: contentPageDescription(page.path) }}>
        <Body />
      </ContentPageView>
    );
  }
  return {
    default: ContentRoutePage,
    prefetch: async ({ queryClient }: { queryClient: QueryClient }) => {
      await Promise.all([
        queryClient.prefetchQuery(shopSettingsQueryOptions()),
        prefetch?.(queryClient),
      ]);
    },
  };
}
