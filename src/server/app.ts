import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { seoRoutes } from './modules/seo/seo.routes';
import { resolvePage } from './modules/seo/seo.service';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built browser app (dist/web); null serves the API only. */
  webDir: string | null;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application; main.ts and the tests use this same factory. */
export async function buildApp({
  config,
  database,
  webDir,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    // Lets SIGTERM finish: idle keep-alive sockets are closed, in-flight requests complete.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  // Cookies are Secure everywhere except plain-HTTP localhost development (spec §3).
  const secureCookies = config.publicUrl.startsWith('https://');
  const db = database.db;

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerCsrf(app, { secureCookies });
  registerSession(app, db);

  healthRoutes(app, { database });
  authRoutes(app, { db, secureCookies });
  catalogRoutes(app, { db });
  adminRoutes(app, { db });

  seoRoutes(app, { db, publicUrl: config.publicUrl });

  await registerWebApp(app, {
    webDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
    resolvePage: (pathname, search) => resolvePage(db, pathname, search, config.publicUrl),
  });
  return app;
}
