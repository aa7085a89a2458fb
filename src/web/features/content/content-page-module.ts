import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ContentPage, ContentPageKind } from '../../../domain/content-pages';
import type { ContentBodies } from './content-body';

/**
 * One lazy chunk of bodies per kind of page, so a visitor reading the privacy policy does not
 * download the offers. The result is undefined when a failed chunk load was answered by a page
 * reload (see app/preload-error.ts).
 */
export const CONTENT_BODY_MODULES: Record<
  ContentPageKind,
  () => Promise<{ CONTENT_BODIES: ContentBodies } | undefined>
> = {
  section: () => import('./bodies/section.bodies'),
  service: () => import('./bodies/service.bodies'),
  deal: () => import('./bodies/deal.bodies'),
  news: () => import('./bodies/news.bodies'),
  help: () => import('./bodies/help.bodies'),
  company: () => import('./bodies/company.bodies'),
  legal: () => import('./bodies/legal.bodies'),
};

export interface ContentPageModule {
  default: ComponentType;
  prefetch?: (args: { queryClient: QueryClient }) => Promise<void>;
}

/** The page module of a content page: the shared frame with this page's body. */
export async function loadContentPageModule(
  page: ContentPage,
): Promise<ContentPageModule | undefined> {
  const [view, bodies] = await Promise.all([
    import('./content-page-view'),
    CONTENT_BODY_MODULES[page.kind](),
  ]);
  if (!view || !bodies) return undefined;
  const body = bodies.CONTENT_BODIES[page.path];
  if (!body) throw new Error(`Content page ${page.path} has no body`);
  return view.createContentPageModule(page, body);
}
