import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  deviceIdSchema,
  deviceReportSchema,
  deviceResponseSchema,
  devicesResponseSchema,
} from '../../../domain/devices/device.schema';
import { noStore } from '../../http/no-store';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireSession, userOnly } from '../../plugins/session';
import {
  listDevices,
  removeOwnDevice,
  reportDevice,
  type AskingSession,
  type DevicesContext,
  type RequestFacts,
} from './devices.service';

const deviceParamsSchema = z.object({ deviceId: deviceIdSchema });

function askingSession(request: FastifyRequest): AskingSession {
  const { user, sessionId, deviceId } = requireSession(request);
  return { userId: user.id, sessionId, deviceId };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    userAgent: header(request, 'user-agent'),
    hints: {
      platform: header(request, 'sec-ch-ua-platform'),
      platformVersion: header(request, 'sec-ch-ua-platform-version'),
      model: header(request, 'sec-ch-ua-model'),
      mobile: header(request, 'sec-ch-ua-mobile'),
    },
    // The address as TRUST_PROXY allows it to be known (decision 015); only its hash is kept.
    ip: request.ip,
  };
}

/**
 * Device records and the session's activity (decision 023). No user id in any path: a user only
 * ever sees and signs out their own devices; the admin's routes are in modules/admin.
 */
export function devicesRoutes(app: FastifyInstance, ctx: DevicesContext): void {
  app.put('/api/session/device', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const report = parseInput(deviceReportSchema, request.body);
    const device = await reportDevice(ctx, askingSession(request), report, requestFacts(request));
    return serializeOutput(deviceResponseSchema, { device });
  });

  /** "Rimani connesso", or activity once the device write was refused: the session lookup counts it. */
  app.post('/api/session/activity', { preHandler: userOnly }, async (_request, reply) =>
    reply.status(204).send(),
  );

  app.get('/api/devices', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const devices = await listDevices(ctx.db, askingSession(request));
    return serializeOutput(devicesResponseSchema, { devices });
  });

  app.delete('/api/devices/:deviceId', { preHandler: userOnly }, async (request, reply) => {
    const { deviceId } = parseInput(deviceParamsSchema, request.params);
    await removeOwnDevice(ctx.db, askingSession(request), deviceId);
    return reply.status(204).send();
  });
}
