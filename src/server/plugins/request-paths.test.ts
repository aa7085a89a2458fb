import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../domain/http';
import { browserHeaders, createUser, logInAs, setupTestApp } from '../test/helper';

/**
 * Other spellings of an API path: the router decodes and resolves some of them to the API
 * route, a proxy or a browser may normalize others. Whatever reaches an API route gets its
 * CSRF check and its session; whatever reaches none gets the API's JSON 404.
 */
const SPELLINGS = [
  (p: string) => p.replace('/api/', '/%61pi/'),
  (p: string) => p.replace('/api/', '/%61%70%69/'),
  (p: string) => p.replace('/api/', '/%2561pi/'),
  (p: string) => p.replace('/api/', '/api%2F'),
  (p: string) => p.replace('/api/', '//api/'),
  (p: string) => p.replace('/api/', '/api//'),
  (p: string) => p.replace('/api/', '/API/'),
  (p: string) => p.replace('/api/', '/Api/'),
  (p: string) => `${p}/`,
  (p: string) => p.replace('/api/', '/api/./'),
  (p: string) => p.replace('/api/', '/api/%2e/'),
  (p: string) => p.replace('/api/', '/x/../api/'),
  (p: string) => p.replace('/api/', '/x/%2e%2e/api/'),
  (p: string) => p.replace('/api/', '/api\\'),
];

describe('API decisions on other spellings of a path', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head></html>');
  const t = setupTestApp({ webDir });
  let user: { id: string; email: string; password: string };
  let session: string;

  beforeAll(async () => {
    user = await createUser(t.db);
    session = await logInAs(t.app, user);
  });

  for (const spell of SPELLINGS) {
    const loginUrl = spell('/api/auth/login');

    it(`refuses a login without the CSRF token at ${loginUrl}`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: loginUrl,
        // The cookie a browser sends along with a cross-site form, but not the header.
        headers: { cookie: `${CSRF_COOKIE_NAME}=token-del-browser` },
        payload: { email: user.email, password: user.password },
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.json().error.code).toBe(
        response.statusCode === 403 ? 'permission-denied' : 'not-found',
      );
      expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE_NAME)).toBe(false);
    });

    const sessionUrl = spell('/api/auth/session');

    it(`resolves the session wherever the session route answers, at ${sessionUrl}`, async () => {
      const response = await t.app.inject({
        url: sessionUrl,
        headers: browserHeaders({ [SESSION_COOKIE_NAME]: session }),
      });
      expect([200, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json().user?.id).toBe(user.id);
    });
  }

  it('reaches the API routes by a percent-encoded path, with their checks', async () => {
    const loggedIn = await t.app.inject({
      url: '/%61pi/auth/session',
      headers: browserHeaders({ [SESSION_COOKIE_NAME]: session }),
    });
    expect(loggedIn.json().user?.id).toBe(user.id);

    const withToken = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      headers: browserHeaders(),
      payload: { email: user.email, password: user.password },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('answers an unknown API path in JSON however it is spelled, and a page path in HTML', async () => {
    for (const url of ['/api/nothing', '/API/nothing', '/%61pi/nothing', '//api/nothing']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const page = await t.app.inject({ url: '/pagina-che-non-esiste' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
