import { useMutation } from '@tanstack/react-query';
import {
  trackOrderResponseSchema,
  type TrackOrderRequest,
} from '../../../../domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/orders/track: an order's status by number and email, without login (404 when the
 * two do not match; rate limited per IP). A POST so that the email stays out of URLs and logs.
 */
export function trackOrder(request: TrackOrderRequest) {
  return apiRequest('/api/orders/track', {
    method: 'POST',
    body: request,
    schema: trackOrderResponseSchema,
  });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
