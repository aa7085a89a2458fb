import fc from 'fast-check';
import type Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../../domain/constants';
import { SESSION_COOKIE_NAME } from '../../domain/http';
import { INPUT_MESSAGES } from '../../domain/input.messages';
import { ERROR_MESSAGES } from '../../domain/messages';
import { newIp } from '../modules/auth/accounts-test-app';
import { createSession } from '../modules/auth/session.repository';
import { browserHeaders, createUser, setupTestApp } from '../test/helper';

/**
 * Every JSON route of the app, called with random hostile input (ids beyond the database's
 * integers, NUL characters, unpaired surrogates, malformed escapes, wrong types and shapes) as
 * a guest, a user and an administrator, with a valid CSRF token so the requests get past it:
 * bad input is the caller's fault, so no answer may be a 5xx.
 */

/**
 * The routes, as registered. buildApp has registered them all by the time it returns, so the
 * onRoute hook that lists them is added where the instance is made: each Fastify instance of
 * this file reports its routes here.
 */
const registeredRoutes = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof Fastify }>();
  const fastify = ((options?: Parameters<typeof Fastify>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as typeof Fastify;
  return { ...actual, default: fastify };
});

/** Fixed, so a failure names a seed that replays it. */
const BASE_SEED = 20_260_601;
const RUNS_PER_ROUTE = 15;

const HOSTILE_TEXTS = [
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '',
  ' ',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e999',
  'NaN',
  "' OR 1=1 --",
];

const HOSTILE_NUMBERS = [0, -1, 0.5, 2_147_483_648, -2_147_483_649, 1e21, 1e308];

/** Characters no PostgreSQL text can hold: NUL, and surrogates without their pair. */
const UNSTORABLE_CHARACTERS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Escapes that decode to no valid UTF-8 (an encoded surrogate, overlong NUL) or none at all. */
const MALFORMED_ESCAPES = ['%ED%A0%80', '%FF', '%C0%80', '%', '%zz'];

const scalar = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

function withUnstorableCharacter(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.constantFrom(...UNSTORABLE_CHARACTERS), fc.nat())
    .map(([value, character, at]) => {
      const index = at % (value.length + 1);
      return value.slice(0, index) + character + value.slice(index);
    });
}

/**
 * A field's value: mostly a plausible one, so a request gets past the checks of its other
 * fields, else one with an unstorable character, or any hostile scalar.
 */
function textField(...plausible: string[]): fc.Arbitrary<unknown> {
  const value = fc.constantFrom(...plausible);
  return fc.oneof(
    { arbitrary: value, weight: 2 },
    { arbitrary: withUnstorableCharacter(value), weight: 2 },
    { arbitrary: scalar, weight: 1 },
  );
}

function numberField(plausible: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: scalar, weight: 1 });
}

/** Real product ids of the seeded catalog, the int4 limit, and ids beyond it. */
const ID_VALUES = [1, 2, 3, 2_147_483_647, 2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER];
const idField = numberField(fc.constantFrom(...ID_VALUES));
const quantityField = numberField(fc.integer({ min: -3, max: 60 }));
const flagField = fc.oneof(
  { arbitrary: fc.boolean(), weight: 3 },
  { arbitrary: scalar, weight: 1 },
);

/** A cart or wishlist line: the fields the line schemas read. */
const line = fc.record({
  productId: idField,
  quantity: quantityField,
  list: textField('cart', 'saved'),
  remove: flagField,
  inList: flagField,
  clear: flagField,
});
const lines = fc.oneof({ arbitrary: fc.array(line, { maxLength: 3 }), weight: 3 }, scalar);

/**
 * The fields the request schemas read. A body carries all of them: a schema drops the fields
 * it does not know, so each route finds its own among the others.
 */
const body = fc.oneof(
  {
    arbitrary: fc.record({
      productId: idField,
      quantity: quantityField,
      list: textField('cart', 'saved'),
      remove: flagField,
      inList: flagField,
      clear: flagField,
      unlessInCart: flagField,
      changes: lines,
      items: lines,
      savedForLater: lines,
      email: textField('giulia.rossi@esempio.it', 'Mario.Bianchi@Esempio.it'),
      password: textField('Girasole-2026'),
      newPassword: textField('Girasole-2027'),
      firstName: textField('Giulia'),
      lastName: textField('Rossi'),
      phoneNumber: textField('+39 333 123 4567'),
      code: textField('123456'),
      altcha: textField('eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319'),
    }),
    weight: 4,
  },
  scalar,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every byte escaped: an unpaired surrogate becomes U+FFFD, as a browser would send it. */
function percentEncode(value: unknown): string {
  return [...Buffer.from(String(value), 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** A URL component: an encoded field value, or an escape that decodes to no valid text. */
function urlField(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: value.map(percentEncode), weight: 4 },
    fc.constantFrom(...MALFORMED_ESCAPES),
  );
}

const ID_TEXTS = ID_VALUES.map(String).concat('99999999999999');

/** The query parameters the API reads. */
const queryString = fc
  .record(
    {
      q: urlField(textField('iphone', 'mac', 'è')),
      limit: urlField(textField('1', '50')),
      category: urlField(textField('iphone', 'mac')),
      tag: urlField(textField('ricondizionato')),
      ids: urlField(textField('1,2', '1,2147483648', ...ID_TEXTS)),
      featured: urlField(textField('true', '0')),
      onSale: urlField(textField('1')),
      inStock: urlField(textField('false')),
      minPriceCents: urlField(textField('0', '2147483648')),
      maxPriceCents: urlField(textField('100000')),
      sort: urlField(textField('price-asc', 'newest')),
      page: urlField(textField('1', '2', '2147483648')),
      pageSize: urlField(textField('24')),
      email: urlField(textField('giulia.rossi@esempio.it')),
      token: urlField(textField('a'.repeat(43))),
    },
    { requiredKeys: [] },
  )
  .map((fields) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}=${value}`)
      .join('&'),
  );

/** Path parameters by name; any other name gets ids too. */
const PATH_PARAMETERS: Record<string, fc.Arbitrary<string>> = {
  segment: urlField(textField('iphone-16-pro', 'iphone-16-pro-2147483648', ...ID_TEXTS)),
};
const idParameter = urlField(textField(...ID_TEXTS));

type Identity = 'guest' | 'user' | 'admin';

describe('hostile input', () => {
  const t = setupTestApp();
  const userIds: Record<Exclude<Identity, 'guest'>, string> = { user: '', admin: '' };

  beforeAll(async () => {
    userIds.user = (await createUser(t.db)).id;
    userIds.admin = (await createUser(t.db, { role: 'admin' })).id;
  });

  /** A session of its own for each request: a random call to logout must not end the next. */
  async function cookiesOf(identity: Identity): Promise<Record<string, string>> {
    if (identity === 'guest') return {};
    const { token } = await createSession(t.db, userIds[identity], SESSION_TTL_MS);
    return { [SESSION_COOKIE_NAME]: token };
  }

  it('refuses unstorable text and ids beyond the database with the Italian messages', async () => {
    const session = await cookiesOf('user');
    const search = await t.app.inject({ url: '/api/search?q=iphone%00' });
    const product = await t.app.inject({ url: '/api/products/iphone-16-pro-2147483648' });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: browserHeaders(session),
      payload: { productId: 2_147_483_648 },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'giulia.rossi@esempio.it', password: 'Girasole\uD800' },
      remoteAddress: newIp(),
    });

    const invalid = (fields: Record<string, string>) => ({
      error: { code: 'invalid-argument', message: ERROR_MESSAGES['invalid-argument'], fields },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(invalid({ q: INPUT_MESSAGES.invalidText }));
    expect(cart.statusCode).toBe(400);
    expect(cart.json()).toEqual(invalid({ productId: INPUT_MESSAGES.invalidId }));
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(invalid({ password: INPUT_MESSAGES.invalidText }));
    // No product has an id beyond the column's range: the link is simply not found.
    expect(product.statusCode).toBe(404);
  });

  it('answers no hostile request to any JSON route with a server error', async () => {
    const seen = new Set<string>();
    const routes = registeredRoutes.filter(({ method, url }) => {
      const key = `${method} ${url}`;
      if (method === 'HEAD' || !url.startsWith('/api/') || seen.has(key)) return false;
      // A stream, not a JSON answer: a request that opens it never ends. Its one input (the
      // event id to resume after) is checked in modules/session/events.routes.test.ts.
      if (key === 'GET /api/events') return false;
      seen.add(key);
      return true;
    });
    // The API of the architecture document; fewer would mean the collection missed some.
    expect(routes.length).toBeGreaterThanOrEqual(25);

    for (const [index, route] of routes.entries()) {
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const request = fc.record({
        // Mostly logged in: most routes answer a guest 401 before reading any input.
        identity: fc.constantFrom<Identity>('guest', 'user', 'user', 'admin'),
        params: fc.tuple(...paramNames.map((name) => PATH_PARAMETERS[name] ?? idParameter)),
        query: queryString,
        body,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ identity, params, query, body }) => {
          let path = route.url;
          paramNames.forEach((name, i) => {
            path = path.replace(`:${name}`, params[i]!);
          });
          const url = query ? `${path}?${query}` : path;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...browserHeaders(await cookiesOf(identity)),
              'content-type': 'application/json',
            },
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
            // Each call from its own address, so the rate limits do not stop the later ones
            // before their input is read.
            remoteAddress: newIp(),
          });
          expect(
            response.statusCode,
            `${route.method} ${url} as ${identity} with ${JSON.stringify(body)}: ${response.body}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: BASE_SEED + index },
      );
    }
  }, 180_000);
});
