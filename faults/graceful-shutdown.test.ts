import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../src/domain/http';
import { openFaultEnvironment, type FaultEnvironment } from './support/environment';
import { SHOP_SHUTDOWN_TIMEOUT_MS } from './support/shop';
import { within } from './support/wait';

/**
 * SIGTERM (a deploy, a scale-down) while clients hold connections open: idle keep-alive ones,
 * and one that sent the headers of a request but never its body. The process must still end,
 * on its own and cleanly, within its shutdown deadline.
 */

const EXIT_MARGIN_MS = 2_000;
const IDLE_CONNECTIONS = 5;
const SOCKET_TIMEOUT_MS = 5_000;

let env: FaultEnvironment;
const sockets: Socket[] = [];

beforeAll(async () => {
  env = await openFaultEnvironment('graceful_shutdown');
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await env?.close();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => env.printShopLog());
});

function openSocket(port: number): Promise<Socket> {
  return within(
    new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
      socket.once('error', reject);
      // A reset when the server ends is expected; unheard, it would end the test process.
      socket.on('error', () => undefined);
      sockets.push(socket);
    }),
    SOCKET_TIMEOUT_MS,
    'connecting to the shop',
  );
}

/** Sends a keep-alive GET /healthz and waits for its whole answer; the socket stays open. */
function askHealth(socket: Socket): Promise<string> {
  return within(
    new Promise<string>((resolve, reject) => {
      let received = '';
      const onData = (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('{"status":"ok"}')) {
          socket.off('data', onData);
          resolve(received);
        }
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    }),
    SOCKET_TIMEOUT_MS,
    'GET /healthz on a keep-alive connection',
  );
}

describe('SIGTERM with open connections and a request that never completes', () => {
  test(`the process exits with code 0 within SHUTDOWN_TIMEOUT_MS + ${EXIT_MARGIN_MS} ms`, async () => {
    const port = Number(new URL(env.shop.baseUrl).port);

    const idle: Socket[] = [];
    for (let index = 0; index < IDLE_CONNECTIONS; index++) {
      const socket = await openSocket(port);
      const answer = await askHealth(socket);
      expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
      idle.push(socket);
    }

    // A login whose body never comes: past the CSRF check, the server waits for the body.
    const stalled = await openSocket(port);
    stalled.write(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 512',
        `Cookie: ${CSRF_COOKIE_NAME}=lento`,
        `${CSRF_HEADER_NAME}: lento`,
        '',
        '{"email":',
      ].join('\r\n'),
    );
    // A request answered after the stalled one was sent: the server has read its headers.
    const probe = await openSocket(port);
    expect((await askHealth(probe)).startsWith('HTTP/1.1 200')).toBe(true);
    expect(stalled.destroyed, 'the stalled request is still open').toBe(false);

    const signalledAtMs = Date.now();
    env.shop.signal('SIGTERM');
    const exit = await within(
      env.shop.exited,
      SHOP_SHUTDOWN_TIMEOUT_MS + EXIT_MARGIN_MS + 5_000,
      'the shop ending after SIGTERM',
    );
    const tookMs = exit.atMs - signalledAtMs;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(tookMs, 'ms from SIGTERM to the end of the process').toBeLessThanOrEqual(
      SHOP_SHUTDOWN_TIMEOUT_MS + EXIT_MARGIN_MS,
    );
  });
});
