import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminDeviceParamsSchema,
  adminDevicesPageSchema,
  adminDevicesQuerySchema,
  remoteLogoutRequestSchema,
  remoteLogoutResponseSchema,
} from '../../../../domain/admin/devices.schema';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin, requireSession } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import {
  listAdminDevices,
  remoteLogoutDevice,
  removeDeviceAsAdmin,
  type DeviceAdmin,
} from './admin-devices.service';

/** The admin from the session, with the device of that session (never from the request). */
function deviceAdmin(request: FastifyRequest): DeviceAdmin {
  const { id, email } = requireAdmin(request);
  return { id, email, deviceId: requireSession(request).deviceId };
}

/** Issue "Admin" §5: every user's devices (contract in domain/admin/devices.schema.ts). */
export function adminDevicesRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/devices', async (request) => {
    const admin = deviceAdmin(request);
    const query = parseInput(adminDevicesQuerySchema, request.query);
    return serializeOutput(adminDevicesPageSchema, await listAdminDevices(ctx.db, admin, query));
  });

  app.delete('/api/admin/devices/:deviceId', async (request, reply) => {
    const admin = deviceAdmin(request);
    const { deviceId } = parseInput(adminDeviceParamsSchema, request.params);
    await removeDeviceAsAdmin(ctx.db, admin, deviceId);
    return reply.status(204).send();
  });

  app.post('/api/admin/devices/:deviceId/remote-logout', async (request, reply) => {
    const admin = deviceAdmin(request);
    const { deviceId } = parseInput(adminDeviceParamsSchema, request.params);
    const { reason } = parseInput(remoteLogoutRequestSchema, request.body);
    const remoteLogout = await remoteLogoutDevice(ctx.db, admin, deviceId, reason);
    return reply.status(201).send(serializeOutput(remoteLogoutResponseSchema, { remoteLogout }));
  });
}
