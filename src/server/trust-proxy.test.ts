import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { unusedDatabase as database } from './test/unused-database';
import { testConfig } from './test/helper';

/**
 * Which address the shop takes as the client's: the per-IP limits (login, registration, codes,
 * newsletter) count it, so a client must never be able to choose it with X-Forwarded-For.
 */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function clientIpSeenWith(
  trustProxy: string | undefined,
  request: { from: string; forwardedFor?: string },
): Promise<string> {
  const config = testConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  app = await buildApp({ config, database, webDir: null, logger: false });
  app.get('/test/client-ip', async (req) => ({ ip: req.ip }));
  const response = await app.inject({
    url: '/test/client-ip',
    remoteAddress: request.from,
    headers: request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {},
  });
  return response.json<{ ip: string }>().ip;
}

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For by default: the client cannot name its own address', async () => {
    expect(
      await clientIpSeenWith(undefined, { from: '203.0.113.9', forwardedFor: '1.2.3.4' }),
    ).toBe('203.0.113.9');
  });

  it('with one trusted hop takes the address the proxy appended, not what the client sent', async () => {
    expect(
      await clientIpSeenWith('1', { from: '127.0.0.1', forwardedFor: '1.2.3.4, 198.51.100.7' }),
    ).toBe('198.51.100.7');
  });

  it('with a list believes only the listed proxies', async () => {
    const trusted = '127.0.0.1, 10.0.0.0/8';
    expect(
      await clientIpSeenWith(trusted, { from: '10.1.2.3', forwardedFor: '1.2.3.4, 198.51.100.7' }),
    ).toBe('198.51.100.7');
    // A client connecting directly is not a proxy: its header is ignored.
    expect(await clientIpSeenWith(trusted, { from: '203.0.113.9', forwardedFor: '1.2.3.4' })).toBe(
      '203.0.113.9',
    );
  });
});
