import type { FastifyRequest } from 'fastify';

/**
 * Whether a request belongs to the JSON API (`/api/…`), for the decisions that depend on it:
 * the CSRF check, the session lookup and the format of a 404.
 *
 * The raw URL is not the answer: the router decodes it first, so `/%61pi/auth/login` runs the
 * login route while its raw URL does not start with `/api/`. A routed request is judged by the
 * route the router chose. An unmatched one reaches no handler but the not-found one, and is
 * judged by its path normalized the way a browser or a proxy might read it (decoded, dot
 * segments resolved, repeated slashes and the case ignored), so every spelling of an API path
 * gets the API's answer.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  if (routeUrl !== undefined) return isApiPath(routeUrl);
  return isApiPath(normalizePath(request.url));
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The path of a URL, decoded once, with `.`/`..` resolved, empty segments dropped, lower case. */
export function normalizePath(url: string): string {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: the router refuses such a path, the raw text is judged as it is.
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}
