import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COMMON_MESSAGES, ERROR_MESSAGES } from '../../domain/messages';
import { mockFetch } from '../test/mock-fetch';
import { ApiError, apiRequest, lazyParser, readCookie } from './api-client';

const okSchema = z.object({ ok: z.boolean() });

function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

describe('apiRequest', () => {
  it('sends a GET with same-origin credentials, no CSRF header, and returns the validated body', async () => {
    document.cookie = 'csrf_token=abc; path=/';
    const fetchMock = mockFetch({ 'GET /api/thing': { body: { ok: true } } });
    await expect(apiRequest('/api/thing', { schema: okSchema })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('same-origin');
    expect(headersOf(init).get('x-csrf-token')).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'echoes the CSRF cookie in the header on %s',
    async (method) => {
      document.cookie = 'csrf_token=tok%3D1; path=/';
      const fetchMock = mockFetch({ [`${method} /api/thing`]: { status: 204 } });
      await apiRequest('/api/thing', { method, body: { a: 1 } });
      const [, init] = fetchMock.mock.calls[0] ?? [];
      expect(headersOf(init).get('x-csrf-token')).toBe('tok=1');
      expect(headersOf(init).get('content-type')).toBe('application/json');
      expect(init?.body).toBe('{"a":1}');
    },
  );

  it('asks the server for a CSRF cookie first when it is missing', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/session': () => {
        document.cookie = 'csrf_token=fresh; path=/';
        return { body: { user: null } };
      },
      'POST /api/auth/logout': { status: 204 },
    });
    await apiRequest('/api/auth/logout', { method: 'POST' });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/logout',
    ]);
    expect(headersOf(fetchMock.mock.calls[1]?.[1]).get('x-csrf-token')).toBe('fresh');
  });

  it('turns an error body into an ApiError with the Italian message of its code', async () => {
    mockFetch({
      'POST /api/thing': {
        status: 409,
        body: {
          error: { code: 'already-exists', message: 'Email taken', fields: { email: 'taken' } },
        },
      },
    });
    document.cookie = 'csrf_token=t; path=/';
    const error = await apiRequest('/api/thing', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'already-exists',
      status: 409,
      message: ERROR_MESSAGES['already-exists'],
      serverMessage: 'Email taken',
      fields: { email: 'taken' },
    });
  });

  it('exposes the details of a failure, keeping only scalar facts', async () => {
    mockFetch({
      'POST /api/thing': {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Codice non valido',
            details: { attemptsLeft: 2, reason: 'cooldown', nested: { no: true } },
          },
        },
      },
    });
    document.cookie = 'csrf_token=t; path=/';
    const error = await apiRequest('/api/thing', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual({ attemptsLeft: 2, reason: 'cooldown' });
  });

  it('has no details when the server sent none', async () => {
    mockFetch({
      'GET /api/thing': {
        status: 404,
        body: { error: { code: 'not-found', message: 'x' } },
      },
    });
    const error = await apiRequest('/api/thing').catch((e: unknown) => e);
    expect((error as ApiError).details).toBeUndefined();
  });

  it('maps an answer without an error body by its status', async () => {
    mockFetch({
      'GET /api/thing': () => ({ status: 502 }),
      'GET /api/broken': () => ({ status: 500 }),
      'GET /api/gone': () => ({ status: 404 }),
    });
    // A proxy that cannot reach the shop: the same request works later.
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      code: 'unavailable',
      status: 502,
      message: ERROR_MESSAGES.unavailable,
    });
    await expect(apiRequest('/api/broken')).rejects.toMatchObject({
      code: 'internal',
      status: 500,
    });
    await expect(apiRequest('/api/gone')).rejects.toMatchObject({
      code: 'not-found',
      message: ERROR_MESSAGES['not-found'],
    });
  });

  it('reports a network failure with the network message', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(COMMON_MESSAGES.networkError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('lets an aborted request stay an AbortError', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the contract', async () => {
    mockFetch({ 'GET /api/thing': { body: { ok: 'yes' } } });
    await expect(apiRequest('/api/thing', { schema: okSchema })).rejects.toMatchObject({
      code: 'internal',
      message: ERROR_MESSAGES.internal,
    });
  });
});

describe('a parser imported with the first request', () => {
  it('is imported once, while the request is under way, and checks every answer', async () => {
    let answer: unknown = { ok: true };
    const fetchMock = mockFetch({ 'GET /api/thing': () => ({ body: answer }) });
    const importParser = vi.fn(() => {
      // The request has been sent before the import settles: the two run side by side.
      expect(fetchMock).toHaveBeenCalledTimes(0);
      return Promise.resolve(okSchema);
    });
    const parser = lazyParser(importParser);
    await expect(apiRequest('/api/thing', { schema: parser })).resolves.toEqual({ ok: true });
    answer = { ok: 'yes' };
    await expect(apiRequest('/api/thing', { schema: parser })).rejects.toMatchObject({
      code: 'internal',
      message: ERROR_MESSAGES.internal,
    });
    expect(importParser).toHaveBeenCalledTimes(1);
  });

  it('fails the request as the network would when it cannot be fetched, and is tried again next time', async () => {
    mockFetch({ 'GET /api/thing': { body: { ok: true } } });
    const importParser = vi
      .fn<() => Promise<typeof okSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(okSchema);
    const parser = lazyParser(importParser);
    const error = await apiRequest('/api/thing', { schema: parser }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(COMMON_MESSAGES.networkError);
    await expect(apiRequest('/api/thing', { schema: parser })).resolves.toEqual({ ok: true });
    expect(importParser).toHaveBeenCalledTimes(2);
  });

  it('leaves no unhandled rejection when the request itself fails first', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const parser = lazyParser(() => Promise.reject(new TypeError('offline')));
      await expect(apiRequest('/api/thing', { schema: parser })).rejects.toMatchObject({
        isNetworkError: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('csrf_token', 'a=1; csrf_token=x%20y; b=2')).toBe('x y');
    expect(readCookie('csrf_token', 'a=1')).toBeNull();
    expect(readCookie('csrf', 'csrf_token=1')).toBeNull();
  });
});
