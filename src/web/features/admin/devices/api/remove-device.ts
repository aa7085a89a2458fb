import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_DEVICES_QUERY_KEY } from './get-admin-devices';

/**
 * DELETE /api/admin/devices/:deviceId: deletes the device record and ends its sessions at once
 * (its browser shows the spec's "device removed" notice).
 */
export function removeDevice(deviceId: string): Promise<void> {
  return apiRequest(`/api/admin/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_DEVICES_QUERY_KEY }),
  });
}
