import { queryOptions } from '@tanstack/react-query';
import {
  checkoutReviewSchema,
  type CheckoutReviewRequest,
} from '../../../../domain/checkout/checkout.schema';
import { apiRequest } from '../../../lib/api-client';

export const CHECKOUT_REVIEW_QUERY_KEY = ['checkout', 'review'] as const;

/**
 * The review as the server computes it now from the stored cart: lines, shipping, total and
 * IVA. A POST because it carries the address, but it changes nothing, so it is read as a query.
 */
export function getCheckoutReview(request: CheckoutReviewRequest, signal?: AbortSignal) {
  return apiRequest('/api/checkout/review', {
    method: 'POST',
    body: request,
    schema: checkoutReviewSchema,
    signal,
  });
}

export function checkoutReviewQueryOptions(request: CheckoutReviewRequest) {
  return queryOptions({
    queryKey: [...CHECKOUT_REVIEW_QUERY_KEY, request] as const,
    queryFn: ({ signal }) => getCheckoutReview(request, signal),
    // Prices and stock may change at any time: each visit of the step asks again.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: true,
  });
}
