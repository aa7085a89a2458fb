import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { createLoggerOptions } from './http/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { deleteEndedSessions, isSessionLive } from './modules/auth/session.repository';
import { accountRoutes } from './modules/account/account.routes';
import { deleteExecutedRemoteLogouts } from './modules/devices/devices.repository';
import { devicesRoutes } from './modules/devices/devices.routes';
import { createGeoLocator, type GeoLocator } from './modules/devices/geo-location';
import { createEventHub } from './modules/session/event-hub';
import { eventsRoutes } from './modules/session/events.routes';
import { deleteOldRevocations } from './modules/session/session-end';
import { deleteOldSessionEvents } from './modules/session/session-events.repository';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { createRateLimitGuard, registerRetryAfterHeader } from './security/rate-limit-guard';
import { registrationRoutes } from './modules/auth/registration.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import {
  handlePaymentEvent,
  releaseExpiredReservations,
  type OrdersContext,
} from './modules/orders/orders.service';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { createStripeProvider } from './modules/payments/stripe.provider';
import { createTestProvider } from './modules/payments/test.provider';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { searchRoutes } from './modules/search/search.routes';
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { registerCsrf } from './plugins/csrf';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { registerNoStoreDefault } from './http/no-store';
import { createCatalogReads } from './modules/catalog/catalog-reads';
import { seoRoutes } from './modules/seo/seo.routes';
import { resolvePage } from './modules/seo/seo.service';
import { createProofOfWork, type ProofOfWorkTuning } from './security/altcha';
import {
  createPostgresRateLimiter,
  createRedisRateLimiter,
  deleteExpiredBuckets,
  type RateLimiter,
} from './security/rate-limiter';

const RATE_LIMIT_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;
const SESSION_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;
const SESSION_EVENTS_CLEANUP_INTERVAL_MS = 5 * 60 * 1000;
const REMOTE_LOGOUT_SWEEP_INTERVAL_MS = 60 * 1000;
/** How often the stock of unpaid orders whose hold ran out is given back. */
const RESERVATION_SWEEP_INTERVAL_MS = 60 * 1000;
/** Smaller answers go uncompressed (a cart of a few lines is about 2 KB of JSON). */
const COMPRESS_THRESHOLD_BYTES = 8 * 1024;

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built browser app (dist/web); null serves the API only. */
  webDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing email; defaults to SMTP_URL or the file outbox (tests pass a capturing fake). */
  mailer?: Mailer;
  /** Rate-limit counters; defaults to REDIS_URL or the database. An injected one is not closed. */
  rateLimiter?: RateLimiter;
  /** Proof-of-work difficulty; tests pass a tiny counter range so solving takes no time. */
  proofOfWork?: Partial<ProofOfWorkTuning>;
  /** Card payments; defaults to Stripe with STRIPE_SECRET_KEY, else the test provider. */
  paymentProvider?: PaymentProvider;
  /** Where a device is, from its IP; defaults to the local database (opened on first use). */
  geoLocator?: GeoLocator;
}

/** A hop count becomes Fastify's function form (its types do not list the number form). */
function toFastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Housekeeping every `intervalMs` until the app closes; a failed round is logged, not fatal. */
function repeatWhileOpen(
  app: FastifyInstance,
  intervalMs: number,
  what: string,
  task: () => Promise<unknown>,
): void {
  const timer = setInterval(() => {
    task().catch((err: unknown) => app.log.warn({ err }, `${what} not removed`));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Builds the whole HTTP application; main.ts and the tests use this same factory. */
export async function buildApp({
  config,
  database,
  webDir,
  logger,
  mailer,
  rateLimiter,
  proofOfWork,
  paymentProvider,
  geoLocator,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? createLoggerOptions(config.logLevel),
    // Only the configured proxies may name the client's address (TRUST_PROXY, docs/security.md).
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client must send its whole request within this time; a stalled upload is cut off.
    requestTimeout: config.requestTimeoutMs,
    // A connection on which nothing at all moves for twice that long is closed: a client that
    // connects and stays silent holds no socket for long.
    connectionTimeout: 2 * config.requestTimeoutMs,
    // Lets SIGTERM finish: idle keep-alive sockets are closed, in-flight requests complete.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  // Cookies are Secure everywhere except plain-HTTP localhost development (spec §3).
  const secureCookies = config.publicUrl.startsWith('https://');
  const db = database.db;
  const outgoingMail = mailer ?? createMailer(config, app.log);
  const limiter =
    rateLimiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, { log: app.log })
      : createPostgresRateLimiter(db));
  if (!rateLimiter) app.addHook('onClose', () => limiter.close());
  if (!rateLimiter && !config.redisUrl) {
    // Redis expires its keys itself; finished windows in the database are removed now and then.
    repeatWhileOpen(app, RATE_LIMIT_CLEANUP_INTERVAL_MS, 'expired rate-limit windows', () =>
      deleteExpiredBuckets(db),
    );
  }
  const guard = createRateLimitGuard(limiter, config.sessionSecret);
  // Sessions past their expiry or idle limit are refused at once; their rows go now and then.
  const idle = config.sessionIdle;
  repeatWhileOpen(app, SESSION_CLEANUP_INTERVAL_MS, 'ended sessions', () =>
    deleteEndedSessions(db, new Date(), idle.logoutMs),
  );
  repeatWhileOpen(app, SESSION_CLEANUP_INTERVAL_MS, 'session revocations', () =>
    deleteOldRevocations(db),
  );
  repeatWhileOpen(app, SESSION_EVENTS_CLEANUP_INTERVAL_MS, 'old live events', () =>
    deleteOldSessionEvents(db),
  );
  repeatWhileOpen(app, REMOTE_LOGOUT_SWEEP_INTERVAL_MS, 'executed remote logouts', () =>
    deleteExecutedRemoteLogouts(db),
  );

  registerErrorHandler(app);
  const provider =
    paymentProvider ?? (config.stripe ? createStripeProvider(config.stripe) : createTestProvider());
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    stripe: provider.kind === 'stripe',
  });
  // Only answers worth it: the plugin pipes every compressed answer through a chain of streams,
  // about 1 ms of CPU per answer here, while a few KB of JSON fit the first TCP round trip anyway.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(cookie);
  registerCsrf(app, { secureCookies });
  registerSession(app, db, { idleLogoutMs: idle.logoutMs });
  registerRetryAfterHeader(app);
  registerNoStoreDefault(app);

  healthRoutes(app, { database, rateLimiter: limiter });
  authRoutes(app, { db, secureCookies, guard, idle });
  // One listening connection per process hands NOTIFYs to its open event streams.
  const hub = createEventHub(database, (error) =>
    app.log.error({ err: error }, 'live event delivery failed'),
  );
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
  eventsRoutes(app, {
    db,
    hub,
    isSessionLive: (sessionId) => isSessionLive(db, sessionId, idle.logoutMs),
  });
  const geo =
    geoLocator ??
    createGeoLocator({
      onError: (error) => app.log.warn({ err: error }, 'IP location database unavailable'),
    });
  devicesRoutes(app, { db, secret: config.sessionSecret, geo });
  // The catalog's answers and totals, kept until a change is notified (decision 026).
  const catalogReads = createCatalogReads(database, { cacheAnswers: config.catalogCache });
  app.addHook('onReady', () => catalogReads.start());
  app.addHook('onClose', () => catalogReads.stop());
  catalogRoutes(app, { db, reads: catalogReads });
  searchRoutes(app, { db, reads: catalogReads });
  cartRoutes(app, { db });
  wishlistRoutes(app, { db });
  const orders: OrdersContext = {
    db,
    provider,
    mailer: outgoingMail,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  adminRoutes(app, { ...orders, uploadsDir: path.join(config.dataDir, 'uploads') });
  shopSettingsRoutes(app, { db, initial: config.shopSettings });
  checkoutRoutes(app, { db, provider });
  ordersRoutes(app, { ctx: orders, guard });
  if (provider.kind === 'stripe') {
    stripeWebhookRoutes(app, {
      provider,
      handleEvent: (event) => handlePaymentEvent(orders, event),
    });
  }
  repeatWhileOpen(app, RESERVATION_SWEEP_INTERVAL_MS, 'expired stock holds', () =>
    releaseExpiredReservations(orders),
  );
  // One ALTCHA check for the account forms and the newsletter form (docs/decisions/006).
  const challenges = createProofOfWork(db, config.sessionSecret, proofOfWork);
  newsletterRoutes(app, {
    db,
    guard,
    mailer: outgoingMail,
    publicUrl: config.publicUrl,
    log: app.log,
    proofOfWork: challenges,
  });
  const accounts = {
    db,
    mailer: outgoingMail,
    guard,
    secret: config.sessionSecret,
    log: app.log,
    proofOfWork: challenges,
    secureCookies,
  };
  registrationRoutes(app, {
    ...accounts,
    registrationCodesPerIpPerHour: config.registrationCodesPerIpPerHour,
  });
  passwordResetRoutes(app, accounts);
  accountRoutes(app, {
    ...accounts,
    publicUrl: config.publicUrl,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });

  seoRoutes(app, { db, publicUrl: config.publicUrl });

  await registerWebApp(app, {
    webDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
    resolvePage: (pathname, search) => resolvePage(db, pathname, search, config.publicUrl),
  });
  return app;
}
