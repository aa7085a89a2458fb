import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicShopSettingsSchema } from '../../../../domain/admin/shop-settings';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/shop-settings: the seller's identity the content pages state (decision 020). */
export function getShopSettings(signal?: AbortSignal) {
  return apiRequest('/api/shop-settings', { schema: publicShopSettingsSchema, signal });
}

export const SHOP_SETTINGS_QUERY_KEY = ['shop-settings'] as const;

export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: SHOP_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getShopSettings(signal),
  });
}

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
