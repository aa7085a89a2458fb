import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminShopSettingsSchema,
  type ShopSettingsRequest,
} from '../../../../../domain/admin/shop-settings';
import { apiRequest } from '../../../../lib/api-client';
import { SHOP_SETTINGS_QUERY_KEY } from '../../../content/api/get-shop-settings';
import { ADMIN_SHOP_SETTINGS_QUERY_KEY } from './get-admin-shop-settings';

/** PUT /api/admin/shop-settings: every field; a 400 names each bad field in Italian. */
export function updateShopSettings(values: ShopSettingsRequest) {
  return apiRequest('/api/admin/shop-settings', {
    method: 'PUT',
    body: values,
    schema: adminShopSettingsSchema,
  });
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SHOP_SETTINGS_QUERY_KEY, saved);
      // The content pages of this tab read them again.
      void queryClient.invalidateQueries({ queryKey: SHOP_SETTINGS_QUERY_KEY });
    },
  });
}
