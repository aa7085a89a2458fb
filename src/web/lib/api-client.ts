/**
 * The one HTTP client of the browser app (STYLE.md rule 10). JSON in and out, same-origin
 * cookies, the CSRF double-submit header on every mutating request, and every failure turned
 * into an `ApiError` whose message is the Italian text for its code (STYLE.md rule 8).
 */
import { ERROR_MESSAGES, COMMON_MESSAGES } from '../../domain/messages';
import { isErrorCode, type ApiErrorBody, type ErrorCode } from '../../domain/errors';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../domain/http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiErrorDetails = NonNullable<ApiErrorBody['error']['details']>;

/** The endpoint that sets the CSRF cookie when it is missing (any response does). */
const CSRF_BOOTSTRAP_PATH = '/api/auth/session';

/**
 * The fetch every API call goes through: the browser's own, looked up at call time (tests
 * replace the global). The server-rendering entry sets one that answers in-process.
 */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** Replaces the fetch of API calls; only the server-rendering entry does (it has no origin). */
export function setApiFetch(fetchFunction: typeof fetch): void {
  fetchApi = fetchFunction;
}

/** Status 0 marks a request that never got an HTTP answer (offline, DNS, server down). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  /** The server's own (English, technical) message: for logs, never for users. */
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Machine-readable facts about the failure, e.g. { attemptsLeft: 2 } or { reason: 'cooldown' }. */
  readonly details: Readonly<ApiErrorDetails> | undefined;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message?: string;
    serverMessage?: string;
    fields?: Record<string, string>;
    details?: ApiErrorDetails;
  }) {
    super(init.message ?? ERROR_MESSAGES[init.code]);
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fields = init.fields;
    this.details = init.details;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code a failed response without a readable error body stands for. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 408:
    case 504:
      return 'deadline-exceeded';
    case 409:
      return 'already-exists';
    case 412:
      return 'failed-precondition';
    case 429:
      return 'resource-exhausted';
    case 502:
    case 503:
      return 'unavailable';
    default:
      return 'internal';
  }
}

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

let pendingCsrfBootstrap: Promise<void> | null = null;

/** The CSRF token from its cookie; when absent, one GET makes the server set it first. */
async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE_NAME);
  if (existing) return existing;
  pendingCsrfBootstrap ??= fetch(CSRF_BOOTSTRAP_PATH, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .finally(() => {
      pendingCsrfBootstrap = null;
    });
  await pendingCsrfBootstrap;
  return readCookie(CSRF_COOKIE_NAME);
}

/** Keeps only the scalar entries the API promises (ApiErrorBody), whatever else arrives. */
function readDetails(value: unknown): ApiErrorDetails | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([, entry]) =>
    ['string', 'number', 'boolean'].includes(typeof entry),
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as ApiErrorDetails) : undefined;
}

/** The API's error answer (ApiErrorBody) as an ApiError; anything else by its status alone. */
function errorFromBody(status: number, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields, details } = error as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
      details?: unknown;
    };
    if (isErrorCode(code)) {
      return new ApiError({
        code,
        status,
        serverMessage: typeof message === 'string' ? message : undefined,
        fields:
          typeof fields === 'object' && fields !== null
            ? (fields as Record<string, string>)
            : undefined,
        details: readDetails(details),
      });
    }
  }
  return new ApiError({ code: errorCodeForStatus(status), status });
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone decides.
  }
  return errorFromBody(response.status, body);
}

function networkError(): ApiError {
  return new ApiError({
    code: 'internal',
    status: NETWORK_ERROR_STATUS,
    message: COMMON_MESSAGES.networkError,
  });
}

function unexpectedAnswer(status: number, error: unknown): ApiError {
  return new ApiError({
    code: 'internal',
    status,
    serverMessage: error instanceof Error ? error.message : 'Unexpected response',
  });
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Anything that turns the JSON answer into a typed value or throws: a zod schema, a guard. */
export interface ResponseParser<T> {
  parse(value: unknown): T;
}

/**
 * A parser kept in a module of its own, imported by the first request that needs it (decision
 * 032): the modules a catalog page starts with then hold no schema, and the schema library is
 * fetched only once an answer is to be checked.
 */
export interface LazyResponseParser<T> {
  load(): Promise<ResponseParser<T>>;
}

/** `importParser` runs once; after a failed import (offline) the next request tries again. */
export function lazyParser<T>(
  importParser: () => Promise<ResponseParser<T>>,
): LazyResponseParser<T> {
  let loading: Promise<ResponseParser<T>> | null = null;
  return {
    load() {
      loading ??= importParser().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

function isLazyParser<T>(
  parser: ResponseParser<T> | LazyResponseParser<T>,
): parser is LazyResponseParser<T> {
  return 'load' in parser;
}

/**
 * Calls the API. With a parser the JSON answer is checked and returned typed; without one the
 * body is ignored (204 answers, fire-and-forget mutations). A lazy parser is imported while the
 * request is under way; one that cannot be fetched fails the request as the network would.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema: ResponseParser<T> | LazyResponseParser<T> },
): Promise<T>;
export async function apiRequest(path: string, options?: ApiRequestOptions): Promise<void>;
export async function apiRequest(
  path: string,
  options: ApiRequestOptions & {
    schema?: ResponseParser<unknown> | LazyResponseParser<unknown>;
  } = {},
): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const parserReady =
    options.schema && isLazyParser(options.schema)
      ? options.schema.load()
      : Promise.resolve(options.schema);
  // Awaited once the answer is in; until then a failed import is not an unhandled rejection.
  parserReady.catch(() => undefined);

  let response: Response;
  try {
    if (method !== 'GET') {
      const token = await ensureCsrfToken();
      if (token) headers[CSRF_HEADER_NAME] = token;
    }
    response = await fetchApi(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the AbortError itself.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  if (!response.ok) throw await readErrorBody(response);
  let parser: ResponseParser<unknown> | undefined;
  try {
    parser = await parserReady;
  } catch {
    throw networkError();
  }
  if (!parser) return undefined;

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError({
      code: 'internal',
      status: response.status,
      serverMessage: 'Response is not JSON',
    });
  }
  try {
    return parser.parse(json);
  } catch (error) {
    throw unexpectedAnswer(response.status, error);
  }
}

/** How far an upload is: the bytes sent out of the total, then the server's work on them. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'processing' };

/**
 * Sends files (multipart) and reports progress: the one kind of request not made with fetch,
 * which cannot tell how much of a body has been sent; XMLHttpRequest can. The same CSRF header,
 * the same ApiError on failure and the same checked answer as apiRequest.
 */
export async function uploadWithProgress<T>(
  path: string,
  options: {
    method: 'POST' | 'PUT';
    body: FormData;
    schema: ResponseParser<T>;
    onProgress: (progress: UploadProgress) => void;
  },
): Promise<T> {
  const token = await ensureCsrfToken().catch(() => null);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader(CSRF_HEADER_NAME, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        const percent = Math.round((event.loaded / event.total) * 100);
        options.onProgress({ phase: 'sending', percent });
      }
    };
    request.upload.onload = () => options.onProgress({ phase: 'processing' });
    request.onerror = () => reject(networkError());
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch (error) {
        // Not JSON: a failure is judged by its status; a success is an unexpected answer.
        if (request.status >= 200 && request.status < 300) {
          reject(unexpectedAnswer(request.status, error));
          return;
        }
      }
      if (request.status < 200 || request.status >= 300) {
        reject(errorFromBody(request.status, body));
        return;
      }
      try {
        resolve(options.schema.parse(body));
      } catch (error) {
        reject(unexpectedAnswer(request.status, error));
      }
    };
    request.send(options.body);
  });
}
