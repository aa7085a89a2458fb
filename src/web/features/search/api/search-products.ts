import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyParser } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

const searchResponse = lazyParser(() =>
  import('../../../../domain/search/search.schema').then((module) => module.searchResponseSchema),
);

/** GET /api/search: `text` is already clean (toSearchText), `limit` 1–50. */
export interface SearchParams {
  text: string;
  limit: number;
}

export function searchProducts({ text, limit }: SearchParams, signal?: AbortSignal) {
  return apiRequest(`/api/search${toQueryString({ q: text, limit })}`, {
    schema: searchResponse,
    signal,
  });
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: ['search', params.text, params.limit] as const,
    queryFn: ({ signal }) => searchProducts(params, signal),
  });
}

/**
 * The results for `text`, none asked for while it is null (a blank search is never executed,
 * spec §5). The previous results stay on screen while the next ones load.
 */
export function useSearchProducts(text: string | null, limit: number) {
  return useQuery({
    ...searchQueryOptions({ text: text ?? '', limit }),
    enabled: text !== null,
    placeholderData: keepPreviousData,
  });
}
