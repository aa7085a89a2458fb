import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterChange,
  NewsletterPreference,
} from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import {
  NEWSLETTER_PREFERENCE_QUERY_KEY,
  newsletterPreferenceSchema,
} from './get-newsletter-preference';

/**
 * PUT /api/account/newsletter: subscribing sends the confirmation link (status 'pending', or
 * 'confirmed' when it already was); unsubscribing ends it ('none').
 */
export function updateNewsletterPreference(
  change: NewsletterChange,
): Promise<NewsletterPreference> {
  return apiRequest('/api/account/newsletter', {
    method: 'PUT',
    body: change,
    schema: newsletterPreferenceSchema,
  });
}

export function useUpdateNewsletterPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletterPreference,
    onSuccess: (preference) =>
      queryClient.setQueryData(NEWSLETTER_PREFERENCE_QUERY_KEY, preference),
  });
}
