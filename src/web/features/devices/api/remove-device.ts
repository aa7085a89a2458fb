import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_QUERY_KEY } from './get-devices';

/**
 * DELETE /api/devices/:deviceId: signs one of the user's other devices out (its sessions end
 * with the "device removed" notice). 412 for this device, 404 for one the user does not have.
 */
export function removeDevice(deviceId: string): Promise<void> {
  return apiRequest(`/api/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
