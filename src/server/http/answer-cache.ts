import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, preferredEncoding, type Encoding } from './content-encoding';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor (the catalog, search): the session is not read,
     * no cookie is set, and the answer may be kept by shared caches.
     */
    publicAnswer?: boolean;
  }
}

/**
 * Public answers (the catalog and search, decision 026) serialized, hashed and compressed once,
 * then sent as they are until the data behind them changes.
 *
 * - Every answer carries a weak ETag and `Cache-Control: public, no-cache`: a browser or a
 *   shared cache keeps it but asks again each time, and a matching `If-None-Match` gets a
 *   `304 Not Modified` with no body.
 * - `clear()` drops every entry; the owner calls it on each change notification. A fill that
 *   started before a `clear()` is not kept, so an answer read before a change never outlives it.
 * - Entries also expire after `maxAgeMs`, a bound for a change whose notification was missed.
 * - `suspend()` stops keeping answers (the change notifications are not arriving) until
 *   `resume()`: every answer is computed meanwhile.
 */
export interface AnswerCache {
  /**
   * Sends the answer kept under `key`, or the one `produce` writes (JSON text), keeping it.
   * `produce` may instead name a permanent redirect, sent as it is and not kept.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<string | MovedPermanently>,
  ): Promise<FastifyReply>;
  clear(): void;
  suspend(): void;
  resume(): void;
  readonly entryCount: number;
}

export interface AnswerCacheOptions {
  /** False computes every answer (the benchmarks' "computed" figures); ETags still apply. */
  enabled: boolean;
  maxEntries: number;
  /** The sum of the kept bodies, all encodings, in bytes. */
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}

export interface MovedPermanently {
  movedTo: string;
}

interface Answer {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  storedAt: number;
  bytes: number;
}

export const PUBLIC_ANSWER_CACHE_CONTROL = 'public, no-cache';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): the W/ prefix does not count.
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Answer>();
  let totalBytes = 0;
  let generation = 0;
  let suspended = false;

  const forget = (key: string, answer: Answer) => {
    entries.delete(key);
    totalBytes -= answer.bytes;
  };

  const keep = (key: string, answer: Answer) => {
    const previous = entries.get(key);
    if (previous) forget(key, previous);
    entries.set(key, answer);
    totalBytes += answer.bytes;
    // A Map iterates in insertion order and a hit re-inserts: the first entry is the least used.
    for (const [oldKey, old] of entries) {
      if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break;
      forget(oldKey, old);
    }
  };

  const lookup = (key: string): Answer | undefined => {
    const answer = entries.get(key);
    if (!answer) return undefined;
    forget(key, answer);
    if (now() - answer.storedAt > options.maxAgeMs) return undefined;
    entries.set(key, answer);
    totalBytes += answer.bytes;
    return answer;
  };

  const bodyFor = (key: string, answer: Answer, encoding: Encoding): Buffer => {
    const existing = answer.bodies[encoding];
    if (existing) return existing;
    const body = encodeBody(answer.bodies.identity, encoding);
    answer.bodies[encoding] = body;
    answer.bytes += body.length;
    if (entries.get(key) === answer) totalBytes += body.length;
    return body;
  };

  return {
    async send(request, reply, key, produce) {
      const caching = options.enabled && !suspended;
      let answer = caching ? lookup(key) : undefined;
      if (!answer) {
        const startedIn = generation;
        const produced = await produce();
        if (typeof produced !== 'string') return reply.redirect(produced.movedTo, 301);
        const identity = Buffer.from(produced);
        const hash = createHash('sha1').update(identity).digest('base64url');
        answer = {
          etag: `W/"${hash}"`,
          bodies: { identity },
          storedAt: now(),
          bytes: identity.length,
        };
        if (caching && !suspended && startedIn === generation) keep(key, answer);
      }

      void reply
        .header('Cache-Control', PUBLIC_ANSWER_CACHE_CONTROL)
        .header('ETag', answer.etag)
        .header('Vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], answer.etag))
        return reply.status(304).send();

      const encoding = preferredEncoding(
        request.headers['accept-encoding'],
        answer.bodies.identity.length,
      );
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(bodyFor(key, answer, encoding));
    },
    clear() {
      generation += 1;
      entries.clear();
      totalBytes = 0;
    },
    suspend() {
      suspended = true;
      this.clear();
    },
    resume() {
      suspended = false;
      this.clear();
    },
    get entryCount() {
      return entries.size;
    },
  };
}
