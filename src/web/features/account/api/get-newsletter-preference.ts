import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { NewsletterPreference } from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';

export const NEWSLETTER_PREFERENCE_QUERY_KEY = ['account', 'newsletter'] as const;

export const newsletterPreferenceSchema = z.object({
  status: z.enum(['none', 'pending', 'confirmed']),
}) satisfies z.ZodType<NewsletterPreference>;

/** GET /api/account/newsletter: the subscription of the account's email. */
export function getNewsletterPreference(signal?: AbortSignal): Promise<NewsletterPreference> {
  return apiRequest('/api/account/newsletter', { schema: newsletterPreferenceSchema, signal });
}

export function newsletterPreferenceQueryOptions() {
  return queryOptions({
    queryKey: NEWSLETTER_PREFERENCE_QUERY_KEY,
    queryFn: ({ signal }) => getNewsletterPreference(signal),
  });
}

export function useNewsletterPreference() {
  return useQuery(newsletterPreferenceQueryOptions());
}
