import { useMutation } from '@tanstack/react-query';
import type {
  NewsletterSubscribeRequest,
  NewsletterSubscribeResponse,
} from '../../../../domain/newsletter/newsletter.schema';
import { apiRequest, lazyParser } from '../../../lib/api-client';

const subscribeResponse = lazyParser(() =>
  import('../../../../domain/newsletter/newsletter.schema').then(
    (module) => module.newsletterSubscribeResponseSchema,
  ),
);

/** POST /api/newsletter: asks for the double opt-in email (the answer is the same for everyone). */
export function subscribeToNewsletter(
  request: NewsletterSubscribeRequest,
): Promise<NewsletterSubscribeResponse> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: request,
    schema: subscribeResponse,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
