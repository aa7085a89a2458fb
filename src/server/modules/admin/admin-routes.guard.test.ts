import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { createSession } from '../auth/session.repository';

/**
 * Every route of the app as "METHOD /path", read from Fastify's own route tree
 * (printRoutes with commonPrefix off): each line is one path segment, indented four
 * characters per level under its parent, with the methods it answers in brackets.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = `${parents.at(-1) ?? ''}${match[2]}`;
    parents.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** A path with its parameters filled in with values of the right shape. */
function concretePath(path: string): string {
  return path
    .replace(':number', 'VT-2026-000001')
    .replace(/:(\w+)/g, (_match, name: string) => (name.toLowerCase().includes('id') ? '1' : 'x'));
}

describe('admin API enforcement', () => {
  const t = setupTestApp();

  it('answers every /api/admin route 401 to a guest and 403 to a plain user, before doing anything', async () => {
    const adminRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.split(' ')[1]?.startsWith('/api/admin'),
    );
    // The list is complete: every section of the admin area is in it.
    for (const expected of [
      'GET /api/admin/dashboard',
      'GET /api/admin/orders',
      'GET /api/admin/orders/:number',
      'POST /api/admin/orders/:number/status',
      'POST /api/admin/orders/:number/refunds',
      'GET /api/admin/audit',
      'GET /api/admin/products',
      'GET /api/admin/categories',
      'GET /api/admin/users',
      'GET /api/admin/devices',
      'DELETE /api/admin/devices/:deviceId',
      'POST /api/admin/devices/:deviceId/remote-logout',
      'GET /api/admin/shop-settings',
    ]) {
      expect(adminRoutes).toContain(expected);
    }

    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const request = {
        method: method as 'GET',
        url: concretePath(path),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { role: 'admin' } }),
      };
      const asGuest = await injectAs(t.app, null, request);
      expect(asGuest.statusCode, `${route} as a guest`).toBe(401);
      const asUser = await injectAs(t.app, token, request);
      expect(asUser.statusCode, `${route} as a user`).toBe(403);
      expect(asUser.json().error.code, route).toBe('permission-denied');
    }
  });
});
