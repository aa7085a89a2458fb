import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remoteLogoutResponseSchema } from '../../../../../domain/admin/devices.schema';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_DEVICES_QUERY_KEY } from './get-admin-devices';

/**
 * POST /api/admin/devices/:deviceId/remote-logout: ends the device's sessions now; its browser
 * shows "Sessione terminata dall'amministratore. Motivo: {reason}".
 */
export async function remoteLogoutDevice(deviceId: string, reason: string) {
  const { remoteLogout } = await apiRequest(
    `/api/admin/devices/${encodeURIComponent(deviceId)}/remote-logout`,
    { method: 'POST', body: { reason }, schema: remoteLogoutResponseSchema },
  );
  return remoteLogout;
}

export function useRemoteLogoutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, reason }: { deviceId: string; reason: string }) =>
      remoteLogoutDevice(deviceId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_DEVICES_QUERY_KEY }),
  });
}
