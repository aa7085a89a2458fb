import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE_NAME } from '../../domain/http';

/** One Server-Sent Event as a browser's EventSource would see it. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface TestEventStream {
  status: number;
  /** The next event (of `type`, when given), or an error after `timeoutMs`. */
  next(type?: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The listening address of an app, started on a free port when it is not listening yet. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${String(address.port)}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

/** Opens GET /api/events with a session cookie, over real HTTP (inject cannot stream). */
export async function openEventStream(
  app: FastifyInstance,
  sessionToken: string | null,
  options: { lastEventId?: string; query?: string } = {},
): Promise<TestEventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (sessionToken) headers.cookie = `${SESSION_COOKIE_NAME}=${sessionToken}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${await baseUrlOf(app)}/api/events${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });

  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line.includes(':')) continue;
              const at = line.indexOf(':');
              fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
            }
            if (!fields.has('event')) continue;
            received.push({
              id: fields.get('id') ?? null,
              event: fields.get('event')!,
              data: JSON.parse(fields.get('data') ?? 'null'),
            });
            wake();
          }
        }
      } catch {
        // aborted by close()
      }
      endedResolve();
      wake();
    })();
  } else {
    endedResolve();
  }

  return {
    status: response.status,
    ended,
    async next(type, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((event) => type === undefined || event.event === type);
        if (index >= 0) return received.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type ?? 'event'} within ${String(timeoutMs)} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
