import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/messages';
import { buildApp } from '../app';
import { setupTestApp } from '../test/helper';

/** A failure as the drivers raise it when the database is out of reach. */
function unreachable(kind: string): Error {
  const driverError = Object.assign(
    new Error(kind === 'timeout' ? 'Query read timeout' : `connect ${kind}`),
    kind === 'timeout' ? {} : kind === '57014' ? { code: '57014' } : { code: kind },
  );
  return new Error('Failed query: select 1\nparams: ', { cause: driverError });
}

describe('error handler', () => {
  const base = setupTestApp();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({
      config: base.config,
      database: base.database,
      webDir: null,
      logger: false,
    });
    // A route whose input check lets through what the database cannot take, as a gap in a
    // request schema would: the value goes to PostgreSQL as a query parameter.
    app.get('/api/unchecked', async (request) => {
      const { value, type } = request.query as { value?: string; type: string };
      if (type === 'unreachable') throw unreachable(value ?? '');
      if (type === 'int') await base.db.execute(sql`SELECT ${value}::int AS value`);
      else if (type === 'text') await base.db.execute(sql`SELECT ${value}::text AS value`);
      else await base.db.execute(sql`SELECT * FROM no_such_table`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  for (const [name, type, value] of [
    ['an integer out of range (22003)', 'int', '2147483648'],
    ['text that is not a number (22P02)', 'int', 'dodici'],
    ['a NUL character (22021)', 'text', '\u0000'],
  ] as const) {
    it(`answers a database data exception, ${name}, as the caller's invalid input`, async () => {
      const response = await app.inject({
        url: '/api/unchecked',
        query: { type, value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid-argument', message: ERROR_MESSAGES['invalid-argument'] },
      });
    });
  }

  it('still answers any other database failure as internal', async () => {
    const response = await app.inject({ url: '/api/unchecked', query: { type: 'missing-table' } });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
  });

  for (const kind of ['ECONNREFUSED', 'timeout', '57014', '57P01']) {
    it(`answers a database out of reach (${kind}) with 503 and Retry-After`, async () => {
      const response = await app.inject({
        url: '/api/unchecked',
        query: { type: 'unreachable', value: kind },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: { code: 'unavailable', message: ERROR_MESSAGES.unavailable },
      });
    });
  }

  it("answers a URL the router cannot decode in the shop's error shape", async () => {
    for (const url of ['/api/products/%E0%A4%A', '/products/%E0%A4%A']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'invalid-argument', message: ERROR_MESSAGES['invalid-argument'] },
      });
    }
  });
});
