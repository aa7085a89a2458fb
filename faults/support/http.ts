import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '../../src/domain/http';

/** What a caller saw of one request: an HTTP answer, or `status: 0` and the network error. */
export interface Answer {
  method: string;
  path: string;
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  isJson: boolean;
  startedAtMs: number;
  endedAtMs: number;
  error?: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The caller gives up after this long and records a network error. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export async function callShop(
  baseUrl: string,
  path: string,
  { method = 'GET', headers = {}, json, timeoutMs = DEFAULT_TIMEOUT_MS }: CallOptions = {},
): Promise<Answer> {
  const startedAtMs = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    let isJson = false;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        body = JSON.parse(text);
        isJson = true;
      } catch {
        // Said JSON, was not: kept as text, and isJson stays false for the assertions.
      }
    }
    return {
      method,
      path,
      status: response.status,
      body,
      isJson,
      startedAtMs,
      endedAtMs: Date.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      method,
      path,
      status: 0,
      body: undefined,
      isJson: false,
      startedAtMs,
      endedAtMs: Date.now(),
      error: [(error as Error).name, (error as Error).message, cause].filter(Boolean).join(': '),
    };
  }
}

/** An API error answer as the error handler writes it: JSON `{ error: { code, message } }`. */
export function isErrorDocument(answer: Answer): boolean {
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | undefined)
    ?.error;
  return answer.isJson && typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The headers of a browser's mutating API call: CSRF double submit, and the session if any. */
export function apiHeaders(sessionToken?: string): Record<string, string> {
  const csrf = randomBytes(18).toString('base64url');
  const cookies = [`${CSRF_COOKIE_NAME}=${csrf}`];
  if (sessionToken) cookies.push(`${SESSION_COOKIE_NAME}=${sessionToken}`);
  return { cookie: cookies.join('; '), [CSRF_HEADER_NAME]: csrf };
}

export interface Readiness {
  status?: unknown;
  checks?: Record<string, unknown>;
}

export function readinessOf(answer: Answer): Readiness {
  return answer.isJson ? (answer.body as Readiness) : {};
}

/** A compact description of an answer for failure messages. */
export function describeAnswer(answer: Answer): string {
  const took = answer.endedAtMs - answer.startedAtMs;
  return answer.status === 0
    ? `${answer.method} ${answer.path} → ${answer.error ?? 'no answer'} after ${took} ms`
    : `${answer.method} ${answer.path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)} after ${took} ms`;
}

export function logIn(
  baseUrl: string,
  email: string,
  password: string,
  timeoutMs?: number,
): Promise<Answer> {
  return callShop(baseUrl, '/api/auth/login', {
    method: 'POST',
    headers: apiHeaders(),
    json: { email, password },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
