import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { unusedDatabase as database } from './test/unused-database';
import { testConfig } from './test/helper';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Milliseconds until the server closes a connection that sent `bytes` and then nothing. */
async function closedAfter(port: number, bytes: string): Promise<number> {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(bytes);
  await new Promise((resolve) => socket.on('close', resolve));
  return Date.now() - started;
}

describe('connection timeouts', () => {
  it('closes a connection on which a client stays silent or stalls mid-request', async () => {
    app = await buildApp({
      config: testConfig({ REQUEST_TIMEOUT_MS: '1000' }),
      database,
      webDir: null,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const [silent, stalled] = await Promise.all([
      closedAfter(port, ''),
      // Past the CSRF check, so the server waits for a body that never comes.
      closedAfter(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nCookie: csrf_token=t\r\nx-csrf-token: t\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ),
    ]);
    // Twice the request timeout of inactivity, with room for a busy machine.
    expect(silent).toBeGreaterThanOrEqual(1_900);
    expect(silent).toBeLessThan(6_000);
    expect(stalled).toBeLessThan(6_000);
  });
});
