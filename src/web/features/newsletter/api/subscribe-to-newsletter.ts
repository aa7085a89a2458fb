import { useMutation } from '@tanstack/react-query';
import {
  newsletterSubscribeResponseSchema,
  type NewsletterSubscribeRequest,
  type NewsletterSubscribeResponse,
} from '../../../../domain/newsletter/newsletter.schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter: asks for the double opt-in email (the answer is the same for everyone). */
export function subscribeToNewsletter(
  request: NewsletterSubscribeRequest,
): Promise<NewsletterSubscribeResponse> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: request,
    schema: newsletterSubscribeResponseSchema,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
