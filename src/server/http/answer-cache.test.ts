import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnswerCache, type AnswerCache, type AnswerCacheOptions } from './answer-cache';

const LARGE = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Prodotto ${i}` })),
});

describe('answer cache', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A server whose one route answers `bodies[n]` on its n-th computation. */
  async function serve(options: Partial<AnswerCacheOptions> = {}) {
    const cache = createAnswerCache({
      enabled: true,
      maxEntries: 100,
      maxBytes: 10_000_000,
      maxAgeMs: 60_000,
      ...options,
    });
    let computations = 0;
    let body = (n: number) => JSON.stringify({ n });
    app = Fastify();
    app.get('/answer/:key', async (request, reply) => {
      const { key } = request.params as { key: string };
      return cache.send(request, reply, key, async () => body(++computations));
    });
    await app.ready();
    const get = (key: string, headers: Record<string, string> = {}) =>
      app!.inject({ url: `/answer/${key}`, headers });
    return {
      cache,
      get,
      computations: () => computations,
      setBody: (next: (n: number) => string) => {
        body = next;
      },
    };
  }

  it('computes an answer once and sends it again with its ETag until cleared', async () => {
    const { cache, get, computations } = await serve();
    const first = await get('a');
    const second = await get('a');
    expect(first.json()).toEqual({ n: 1 });
    expect(second.json()).toEqual({ n: 1 });
    expect(computations()).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    cache.clear();
    const third = await get('a');
    expect(third.json()).toEqual({ n: 2 });
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers a matching If-None-Match with 304 and no body, any other with the answer', async () => {
    const { get } = await serve();
    const { etag } = (await get('a')).headers as { etag: string };
    const notModified = await get('a', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await get('a', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('a', { 'if-none-match': etag.replace('W/', '') })).statusCode).toBe(304);
    const changed = await get('a', { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ n: 1 });
  });

  it('compresses a large answer as the client accepts, once per encoding', async () => {
    const { get, setBody, computations } = await serve();
    setBody(() => LARGE);
    const br = await get('big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE);
    const gzip = await get('big', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LARGE);
    const refused = await get('big', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(LARGE);
    const plain = await get('big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE);
    expect(computations()).toBe(1);
    // A small answer is not worth compressing.
    setBody((n) => JSON.stringify({ n }));
    const small = await get('small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not keep an answer whose computation a clear overtook', async () => {
    const { cache, get, setBody, computations } = await serve();
    setBody((n) => {
      // The catalog changes while the first answer is being computed.
      if (n === 1) cache.clear();
      return JSON.stringify({ n });
    });
    expect((await get('a')).json()).toEqual({ n: 1 });
    expect((await get('a')).json()).toEqual({ n: 2 });
    expect((await get('a')).json()).toEqual({ n: 2 });
    expect(computations()).toBe(2);
  });

  it('keeps nothing while suspended, and nothing from before a suspension', async () => {
    const { cache, get, computations } = await serve();
    await get('a');
    cache.suspend();
    expect((await get('a')).json()).toEqual({ n: 2 });
    expect((await get('a')).json()).toEqual({ n: 3 });
    cache.resume();
    expect((await get('a')).json()).toEqual({ n: 4 });
    expect((await get('a')).json()).toEqual({ n: 4 });
    expect(computations()).toBe(4);
  });

  it('computes every answer when disabled, still with ETags', async () => {
    const { get, computations } = await serve({ enabled: false });
    const first = await get('a');
    const second = await get('a');
    expect(second.json()).toEqual({ n: 2 });
    expect(computations()).toBe(2);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('drops the least recently used answers beyond its bounds, and answers past their age', async () => {
    let now = 0;
    const { get, computations } = await serve({ maxEntries: 2, maxAgeMs: 1_000, now: () => now });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // b goes
    expect(computations()).toBe(3);
    await get('a');
    expect(computations()).toBe(3);
    await get('b');
    expect(computations()).toBe(4);

    now = 1_001;
    await get('b');
    expect(computations()).toBe(5);
  });

  it('bounds the bytes it keeps', async () => {
    const { cache, get, setBody } = await serve({ maxBytes: 3 * LARGE.length });
    setBody(() => LARGE);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await get(key);
    expect(cache.entryCount).toBeLessThanOrEqual(3);
  });

  it('sends a permanent redirect that a computation names, without keeping it', async () => {
    const cache: AnswerCache = createAnswerCache({
      enabled: true,
      maxEntries: 10,
      maxBytes: 1_000_000,
      maxAgeMs: 60_000,
    });
    app = Fastify();
    app.get('/old', (request, reply) =>
      cache.send(request, reply, 'old', async () => ({ movedTo: '/new' })),
    );
    const response = await app.inject({ url: '/old' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/new');
    expect(cache.entryCount).toBe(0);
  });
});
