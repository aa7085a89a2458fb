import { findContentPage } from '../../../domain/content-pages';
import { PAGE_TITLES } from '../../../domain/messages';
import { matchAppRoute } from '../../../domain/routes';

/**
 * The title of a page the content links to: a content page or a route of the app table.
 * Throws for an unknown path, so a link to a page that does not exist fails its test.
 */
export function pathTitle(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const content = findContentPage(pathname);
  if (content) return content.title;
  const routeKey = matchAppRoute(pathname);
  if (routeKey && routeKey !== 'product') return PAGE_TITLES[routeKey];
  throw new Error(`No page to link to at ${path}`);
}
