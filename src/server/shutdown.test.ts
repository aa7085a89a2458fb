import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStopSignalListener, REPEATED_SIGNAL_WINDOW_MS, shutDown } from './shutdown';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** A listening app shaped like buildApp's for closing: idle connections close, busy ones finish. */
async function listeningApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: 'idle', return503OnClosing: true });
  register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** A GET that resolves with its status and body, or with the error that ended it. */
function get(app: FastifyInstance, url: string) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    request({ host: '127.0.0.1', port, path: url }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
      response.on('error', (error) => resolve({ error: error.message }));
    })
      .on('error', (error) => resolve({ error: error.message }))
      .end();
  });
}

/** A route handler that signals when a request has reached it. */
function entering() {
  let entered!: () => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { entered: () => entered(), reached };
}

const openApps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of openApps.splice(0)) {
    app.server.closeAllConnections();
    await app.close();
  }
});

describe('shutdown', () => {
  it('closes a request that never completes once the deadline has passed', async () => {
    const handler = entering();
    const app = await listeningApp((app) =>
      app.get('/never', () => {
        handler.entered();
        return new Promise(() => {});
      }),
    );
    openApps.push(app);
    const answer = get(app, '/never');
    await handler.reached;
    const database = { close: vi.fn(async () => {}) };

    const startedAt = performance.now();
    await shutDown({ app, database, requestsDeadlineMs: 300, log });
    const tookMs = performance.now() - startedAt;

    expect(tookMs).toBeGreaterThanOrEqual(290);
    expect(tookMs).toBeLessThan(2_000);
    expect((await answer).error).toBeDefined();
    expect(database.close).toHaveBeenCalledOnce();
  }, 10_000);

  it('lets a request in flight finish before the deadline, with its answer', async () => {
    const handler = entering();
    const app = await listeningApp((app) =>
      app.get('/slow', async () => {
        handler.entered();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: true };
      }),
    );
    openApps.push(app);
    const answer = get(app, '/slow');
    await handler.reached;

    const startedAt = performance.now();
    await shutDown({ app, database: { close: async () => {} }, requestsDeadlineMs: 5_000, log });

    expect(performance.now() - startedAt).toBeLessThan(2_000);
    expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
  }, 10_000);

  it('does not wait for a database that never finishes closing beyond its own deadline', async () => {
    const app = await listeningApp(() => {});
    openApps.push(app);
    const database = { close: () => new Promise<void>(() => {}) };

    const startedAt = performance.now();
    await shutDown({ app, database, requestsDeadlineMs: 1_000, databaseDeadlineMs: 200, log });

    expect(performance.now() - startedAt).toBeLessThan(1_000);
  }, 10_000);
});

describe('stop signals', () => {
  function listener() {
    let clockMs = 0;
    const stop = vi.fn();
    const exitNow = vi.fn();
    const onSignal = createStopSignalListener({ stop, exitNow, now: () => clockMs });
    return { stop, exitNow, onSignal, advance: (ms: number) => (clockMs += ms) };
  }

  it('takes signals arriving together as one request to stop', () => {
    const { stop, exitNow, onSignal, advance } = listener();
    onSignal('SIGINT');
    advance(5);
    onSignal('SIGINT');
    onSignal('SIGTERM');
    expect(stop).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledWith('SIGINT');
    expect(exitNow).not.toHaveBeenCalled();
  });

  it('ends at once on a second request while stopping', () => {
    const { stop, exitNow, onSignal, advance } = listener();
    onSignal('SIGTERM');
    advance(REPEATED_SIGNAL_WINDOW_MS);
    onSignal('SIGTERM');
    expect(stop).toHaveBeenCalledOnce();
    expect(exitNow).toHaveBeenCalledWith('SIGTERM');
  });
});
