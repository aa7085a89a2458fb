import { APP_ROUTES } from '../../../domain/routes';

/**
 * "/search?q=…" for a query, or null when it is blank (nothing to search). The navbar's search
 * field, the panel's live results and the results page all lead there the same way.
 */
export function searchPathFor(query: string): string | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  return `${APP_ROUTES.search.path}?q=${encodeURIComponent(trimmed)}`;
}
