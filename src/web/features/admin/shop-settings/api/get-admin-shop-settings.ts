import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminShopSettingsSchema } from '../../../../../domain/admin/shop-settings';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/admin/shop-settings: every field ('' when not given) and the required ones missing. */
export function getAdminShopSettings(signal?: AbortSignal) {
  return apiRequest('/api/admin/shop-settings', { schema: adminShopSettingsSchema, signal });
}

export const ADMIN_SHOP_SETTINGS_QUERY_KEY = ['admin', 'shop-settings'] as const;

export function adminShopSettingsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SHOP_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminShopSettings(signal),
    // Always read afresh on opening the page: another admin may have changed them.
    staleTime: 0,
  });
}

export function useAdminShopSettings() {
  return useQuery(adminShopSettingsQueryOptions());
}
