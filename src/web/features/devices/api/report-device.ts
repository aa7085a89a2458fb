import { deviceResponseSchema, type DeviceReport } from '../../../../domain/devices/device.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/session/device (spec §7 device write): ties the session to this browser's device
 * and marks it active. 403 permission-denied when the server refuses the device (the id
 * belongs to another account, or the session is already tied to another device).
 */
export function reportDevice(report: DeviceReport) {
  return apiRequest('/api/session/device', {
    method: 'PUT',
    body: report,
    schema: deviceResponseSchema,
  });
}
