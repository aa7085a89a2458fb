import { sql } from 'drizzle-orm';
import type { AnonymisedOrderAddress } from '../../domain/account/order-anonymisation';
import type { DeliveryAddress } from '../../domain/checkout/address.rules';
import type { InvoiceRequest } from '../../domain/checkout/invoice.rules';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import { SESSION_END_REASONS, SESSION_EVENT_TYPES } from '../../domain/session/session-events';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The shop's tables (spec §3 collections, plus orders and newsletter). Money is integer euro
 * cents with IVA included; every timestamp is "with time zone".
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface ProductSpec {
  label: string;
  value: string;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    compareAtPriceCents: integer('compare_at_price_cents'),
    stock: integer('stock').notNull().default(0),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    isVisible: boolean('is_visible').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_non_negative', sql`${table.priceCents} >= 0`),
    // The last line of defence against overselling: a sale can never take stock below zero.
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check(
      'products_rating_range',
      sql`${table.rating} IS NULL OR (${table.rating} >= 0 AND ${table.rating} <= 5)`,
    ),
    index('products_category_idx').on(table.categoryId),
    // The storefront's list orders (decision 026): each one, over the whole catalog and within
    // a category, is an index walk of the visible products that stops after the page. The
    // expressions match catalog.repository's ORDER BY clauses exactly, or the planner sorts.
    // "price-asc" walks its index forwards and "price-desc" backwards; likewise "newest".
    // The relevance indexes end with `stock` itself (after the unique id, so the order is the
    // same): a deep page's ids are then read from the index alone, expression included.
    index('products_storefront_relevance_idx')
      .on(
        sql`${table.isFeatured} DESC, (${table.stock} > 0) DESC, ${table.rating} DESC NULLS LAST`,
        table.id,
        table.stock,
      )
      .where(sql`${table.isVisible}`),
    index('products_storefront_rating_idx')
      .on(sql`${table.rating} DESC NULLS LAST, ${table.reviewCount} DESC`, table.id)
      .where(sql`${table.isVisible}`),
    index('products_storefront_price_idx')
      .on(table.priceCents, table.id)
      .where(sql`${table.isVisible}`),
    index('products_storefront_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.isVisible}`),
    index('products_storefront_category_relevance_idx')
      .on(
        table.categoryId,
        sql`${table.isFeatured} DESC, (${table.stock} > 0) DESC, ${table.rating} DESC NULLS LAST`,
        table.id,
        table.stock,
      )
      .where(sql`${table.isVisible}`),
    index('products_storefront_category_rating_idx')
      .on(
        table.categoryId,
        sql`${table.rating} DESC NULLS LAST, ${table.reviewCount} DESC`,
        table.id,
      )
      .where(sql`${table.isVisible}`),
    index('products_storefront_category_price_idx')
      .on(table.categoryId, table.priceCents, table.id)
      .where(sql`${table.isVisible}`),
    index('products_storefront_category_created_idx')
      .on(table.categoryId, table.createdAt, table.id)
      .where(sql`${table.isVisible}`),
    index('products_featured_idx')
      .on(table.isFeatured)
      .where(sql`${table.isFeatured}`),
    // The admin products table (decision 022): each of its sorts walks one index (the id
    // settling ties), a deep page skips index entries only, and the name search uses trigrams.
    // The name itself too, so a deep page by name is read from the index alone.
    index('products_admin_name_idx').on(sql`lower(${table.name})`, table.name, table.id),
    index('products_admin_price_idx').on(table.priceCents, table.id),
    index('products_admin_stock_idx').on(table.stock, table.id),
    index('products_admin_created_idx').on(table.createdAt, table.id),
    index('products_admin_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/**
 * The addresses products had before their slug was regenerated (decision 022): the shop answers
 * /products/{old_slug} with a permanent redirect to the product's current address.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('product_slug_redirects_product_idx').on(table.productId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    emailVerified: boolean('email_verified').notNull().default(false),
    setupCompleted: boolean('setup_completed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_role_valid', sql`${table.role} IN ('user', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token in the cookie: a leaked table cannot be replayed. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_device_idx').on(table.deviceId),
  ],
);

/**
 * Sessions the server ended (device removed, password changed, remote logout, account
 * deactivated), kept as long as their cookie could be presented: a refused cookie is told why.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: SESSION_END_REASONS }).notNull(),
    detail: text('detail'),
    revokedAt: timestamptz('revoked_at').notNull().defaultNow(),
  },
  (table) => [index('session_revocations_revoked_idx').on(table.revokedAt)],
);

/**
 * The live events of GET /api/events, kept a few minutes so a reconnecting browser gets what it
 * missed (Last-Event-ID). Written in the transaction of the change they announce; a NOTIFY
 * carries each to every server process.
 */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the event concerns one session only (the one it ends). */
    sessionId: text('session_id'),
    type: text('type', { enum: SESSION_EVENT_TYPES }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('session_events_user_idx').on(table.userId, table.id),
    index('session_events_created_idx').on(table.createdAt),
  ],
);

export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per product a user keeps: in the cart or saved for later, never both. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['cart', 'saved'] })
      .notNull()
      .default('cart'),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_lines_quantity_range', sql`${table.quantity} BETWEEN 1 AND 50`),
    check('cart_lines_list_valid', sql`${table.list} IN ('cart', 'saved')`),
    index('cart_lines_product_idx').on(table.productId),
  ],
);

export const wishlists = pgTable('wishlists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUpdated: timestamptz('last_updated').notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => wishlists.userId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

export const devices = pgTable(
  'devices',
  {
    /** The browser's own id, form device_{time}_{random}_{random}_{hash} (spec §3). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    deviceType: text('device_type', { enum: ['Desktop', 'Mobile', 'Tablet', 'Laptop'] }),
    deviceName: text('device_name'),
    deviceModel: text('device_model'),
    operatingSystem: text('operating_system'),
    browserName: text('browser_name'),
    screenResolution: text('screen_resolution'),
    timezone: text('timezone'),
    language: text('language'),
    platform: text('platform'),
    colorDepth: integer('color_depth'),
    /** Keyed hash of the last IP: never the address itself. */
    ipHash: text('ip_hash'),
    country: text('country'),
    countryCode: text('country_code'),
    city: text('city'),
    region: text('region'),
    isp: text('isp'),
    isTrusted: boolean('is_trusted').notNull().default(false),
    /** Spec §3: "model • browser • OS • city, country". */
    displayName: text('display_name'),
    createdAt: createdAt(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
  },
  (table) => [index('devices_user_idx').on(table.userId)],
);

export const passwordChanges = pgTable(
  'password_changes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    changedByDeviceId: text('changed_by_device_id'),
  },
  (table) => [index('password_changes_user_time_idx').on(table.userId, table.changedAt)],
);

export const remoteLogouts = pgTable('remote_logouts', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
  executed: boolean('executed').notNull().default(false),
  executedAt: timestamptz('executed_at'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A pending registration, password reset or email change (keyed by the new address, the user in
 * user_data): the code and password are kept only hashed.
 */
export const tempRegistrations = pgTable(
  'temp_registrations',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'email-change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    passwordHash: text('password_hash'),
    userData: jsonb('user_data').$type<Record<string, string | null>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    resendCount: integer('resend_count').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    lastResendAt: timestamptz('last_resend_at'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.purpose] }),
    index('temp_registrations_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The delivery address and the invoice request frozen into an order, as checked; once the
 * customer's account is deleted, the address to the town only (domain/account/order-anonymisation).
 */
export type OrderAddress = DeliveryAddress | AnonymisedOrderAddress;
export type OrderInvoice = InvoiceRequest;

/** A customer's saved delivery addresses (at most SAVED_ADDRESSES_MAX each). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    street: text('street').notNull(),
    streetExtra: text('street_extra'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    countryCode: text('country_code').notNull().default('IT'),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.updatedAt)],
);

/** The last order number given in each year (orders are numbered 1, 2, 3… per year). */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's key of the checkout that placed the order: a retried submit finds it. */
    idempotencyKey: text('idempotency_key'),
    email: text('email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    shippingMethod: text('shipping_method', { enum: ['standard', 'express'] })
      .notNull()
      .default('standard'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    paymentProvider: text('payment_provider'),
    /** The provider's id of the payment (a PaymentIntent id, or the test provider's charge id). */
    paymentReference: text('payment_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamptz('paid_at'),
    /** While unpaid: the stock of the lines is held for the order until then. */
    reservedUntil: timestamptz('reserved_until'),
    /** Whether the lines' quantities are currently taken out of the products' stock. */
    stockHeld: boolean('stock_held').notNull().default(false),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamptz('delivered_at'),
    returnRequestedAt: timestamptz('return_requested_at'),
    returnReason: text('return_reason'),
    /** The sum of the refunds made through the payment provider (order_refunds). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The admin list: newest first, optionally of one status.
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('orders_reserved_until_idx')
      .on(table.reservedUntil)
      .where(sql`${table.stockHeld} AND ${table.status} = 'pending_payment'`),
    index('orders_payment_reference_idx').on(table.paymentReference),
    check(
      'orders_totals_non_negative',
      sql`${table.subtotalCents} >= 0 AND ${table.totalCents} >= 0`,
    ),
    check(
      'orders_refunded_within_total',
      sql`${table.refundedCents} >= 0 AND ${table.refundedCents} <= ${table.totalCents}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept nullable: an order outlives a product deleted from the catalog. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    slug: text('slug'),
    name: text('name').notNull(),
    image: text('image'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull().default(22),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every status an order has had, with its time (the first row is its creation). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.at)],
);

/** Money given back to the customer through the payment provider, one row per refund. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's id of the refund (a Stripe refund id, or the test provider's). */
    reference: text('reference').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Every change made in the admin area: who, what, the values before and after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the log still names an admin whose account was later deleted. */
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. "order.status", "category.delete" (domain/admin/audit.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

/** The seller's identity shown on the legal pages: one row (id 1), edited in the admin area. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);

/** Payment-provider events already handled (Stripe webhooks are delivered at least once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Fixed-window rate-limit counters (used when REDIS_URL is not set). */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('rate_limit_buckets_window_idx').on(table.windowEndsAt)],
);

/** Proof-of-work challenges already redeemed, kept until they expire, so none is replayed. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('used_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * The search index (decision 009): for each normalised word of the catalog and each field, the
 * ids (sorted) of the visible products whose most important field holding the word is that one.
 * Its distinct words are also the dictionary that typos are corrected against. Triggers on
 * products and categories keep it in step with every insert, update and delete (migration
 * 0003_search, functions search_words() and search_product_terms()); nothing writes it directly.
 */
export const searchIndex = pgTable(
  'search_index',
  {
    term: text('term').notNull(),
    /** 0 name, 1 tags, 2 specs, 3 description, 4 category: SEARCH_INDEX_FIELDS on the server. */
    field: smallint('field').notNull(),
    productIds: integer('product_ids').array().notNull(),
    productCount: integer('product_count')
      .notNull()
      .generatedAlwaysAs(sql`icount(product_ids)`),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.field] }),
    // Completions: term LIKE 'mac%'.
    index('search_index_term_prefix_idx').on(table.term.op('text_pattern_ops')),
    // Typo candidates: similar trigrams, or the same first letter and a close length.
    index('search_index_term_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
    index('search_index_term_shape_idx').on(
      sql`left(${table.term}, 1)`,
      sql`length(${table.term})`,
    ),
  ],
);
