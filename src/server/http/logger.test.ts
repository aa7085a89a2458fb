import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../domain/http';
import { buildApp } from '../app';
import { post, solvedAltcha } from '../modules/auth/accounts-test-app';
import { setupTestApp } from '../test/helper';
import { createLoggerOptions } from './logger';

/** The app of setupTestApp's database, with the production logger options writing to memory. */
describe('what the server logs', () => {
  const base = setupTestApp();
  const output: string[] = [];
  const failures: Error[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({
      config: base.config,
      database: base.database,
      webDir: null,
      logger: { ...createLoggerOptions('info'), stream: { write: (line) => output.push(line) } },
      // A cheap proof of work, so the registration request below gets to its query.
      proofOfWork: { counterMin: 1, counterMax: 30 },
    });
    // Keeps the error the handler receives, to show what the log could have leaked.
    app.addHook('onError', async (_request, _reply, error) => {
      failures.push(error);
    });
    await app.ready();
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    output.length = 0;
    failures.length = 0;
  });

  it('logs a failed query by its code and constraint, never by the values it carried', async () => {
    const email = 'giulia.rossi@rifiutata.example';
    // The database refuses this address, so the registration's INSERT fails with its values.
    await base.db.execute(sql`
      ALTER TABLE temp_registrations ADD CONSTRAINT registration_refused
      CHECK (email NOT LIKE '%@rifiutata.example') NOT VALID`);

    const response = await post(app, '/api/auth/registration/code', {
      email,
      password: 'Girasole-2026',
      firstName: 'Giulia',
      lastName: 'Rossi',
      altcha: await solvedAltcha(app),
    });

    expect(response.statusCode, response.body).toBe(500);
    const failure = failures.find((error) => 'params' in error) as Error & { params: unknown[] };
    const values = failure.params.filter((value) => typeof value === 'string');
    // The query carried the address and the scrypt hash of the password.
    expect(values).toContain(email);
    expect(values.some((value) => value.startsWith('scrypt'))).toBe(true);

    const log = output.join('');
    for (const value of values) expect(log).not.toContain(value);
    expect(log).not.toContain('giulia.rossi');
    expect(log).not.toContain('scrypt');
    // What is needed to find the fault is there.
    expect(log).toContain('request failed');
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"constraint":"registration_refused"');

    // Logged on its own, an error's message becomes the line's text: the sanitized one.
    output.length = 0;
    app.log.error(failure);
    app.log.warn({ err: failure });
    expect(output).toHaveLength(2);
    for (const value of values) expect(output.join('')).not.toContain(value);
  });

  it('keeps tokens, emails and credential headers out of the access log', async () => {
    const token = 'S3greto-del-link_0123456789';
    await app.inject({
      url: `/api/newsletter/confirm?token=${token}&utm_source=newsletter`,
      headers: {
        authorization: 'Bearer credenziale-segreta',
        cookie: `${SESSION_COOKIE_NAME}=sessione-segreta`,
      },
    });
    await app.inject({
      url: '/api/auth/registration/state?email=mario.bianchi%40esempio.it',
    });

    const log = output.join('');
    expect(log).toContain('/api/newsletter/confirm?token=[redacted]&utm_source=newsletter');
    expect(log).toContain('/api/auth/registration/state?email=[redacted]');
    for (const secret of [token, 'credenziale-segreta', 'sessione-segreta', 'mario.bianchi']) {
      expect(log).not.toContain(secret);
    }
  });
});
