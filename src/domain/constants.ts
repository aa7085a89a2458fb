/** Business constants and limits of the shop (spec §9). One place; units in the names. */

/** The largest PostgreSQL `integer` (int4), the type of every id column. */
export const ID_MAX = 2_147_483_647;

/** The shop's clock: its calendar days and the times it shows are Italy's (decision 017). */
export const SHOP_TIME_ZONE = 'Europe/Rome';

export const CART_LINE_MAX_QTY = 50;
export const CART_SAVE_MIN_INTERVAL_MS = 2_000;
export const CART_SAVE_DEBOUNCE_MS = 2_000;
export const CART_SAVE_SKIP_IF_SYNCED_WITHIN_MS = 1_000;
export const CART_SAVE_ATTEMPTS = 3;
/** Spec §8: waits between the attempts of a cart save or load (1 s, then 2 s). */
export const CART_RETRY_DELAYS_MS = [1_000, 2_000] as const;
export const STOCK_QUERY_BATCH_SIZE = 10;
export const STOCK_CACHE_TTL_MS = 3_000;
export const CART_STOCK_REFRESH_PANEL_OPEN_MS = 10_000;
export const CART_STOCK_REFRESH_AFTER_CHANGE_MS = 300;

/** Products one wishlist may hold (not given by the spec; decision 010). */
export const WISHLIST_MAX_ITEMS = 100;
/** Spec §4: after a login that added the pending item, the wait before going to /wishlist. */
export const WISHLIST_REDIRECT_AFTER_LOGIN_MS = 1_000;
/** Spec §4: after a true login, the wait before products already in the cart leave the list. */
export const WISHLIST_PRUNE_CART_AFTER_LOGIN_MS = 2_000;

export const NOTIFICATION_DURATION_MS = 2_000;

export const RECENT_SEARCHES_MAX = 8;
export const SEARCH_RESULTS_KEPT_MAX = 50;
export const SEARCH_RESULTS_SHOWN = 6;
export const SEARCH_DEBOUNCE_MS = 180;
export const SEARCH_QUERY_MAX_LENGTH = 60;

export const FALLBACK_RATING_MIN = 3.5;
export const FALLBACK_RATING_MAX = 5.0;
export const FALLBACK_REVIEW_COUNT_MIN = 10;
export const FALLBACK_REVIEW_COUNT_MAX = 60;

export const NAVBAR_HEIGHT_PX = 56;
export const NAVBAR_HEIGHT_TABLET_PX = 64;
export const NAVBAR_HEIGHT_DESKTOP_PX = 72;
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const FOOTER_HEIGHT_PX = 400;

export const AUTH_COOKIE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const AUTH_DUPLICATE_EVENT_WINDOW_MS = 600;
export const SESSION_TTL_MS = AUTH_COOKIE_TTL_MS;

/** Spec §4: three failed logins lock further attempts on that account for this long. */
export const LOGIN_MAX_FAILED_ATTEMPTS = 3;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

export const IDLE_LOGOUT_MS = 24 * 60 * 60 * 1000;
export const IDLE_WARNING_BEFORE_MS = 60_000;
export const IDLE_ACTIVITY_THROTTLE_MS = 1_000;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 3;
export const VERIFICATION_RESEND_COOLDOWN_MS = 120_000;
export const VERIFICATION_MAX_RESENDS = 3;
export const PENDING_REGISTRATION_COOKIE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const DEVICE_LAST_ACTIVE_UPDATE_MIN_MS = 30_000;
export const PASSWORD_CHANGE_WINDOW_MS = 900_000;
export const REMOTE_LOGOUT_CLEANUP_MS = 5 * 60 * 1000;

export const CSRF_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export const QUERY_STALE_TIME_MS = 10 * 60 * 1000;
export const QUERY_CACHE_TIME_MS = 15 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;

export const DEFAULT_COUNTRY_CODE = 'IT';

/** IVA (Italian VAT) included in every shown price, in percent. */
export const VAT_RATE_PERCENT = 22;

/** Catalog listing page size and its upper bound for API callers. */
export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_PAGE_SIZE_MAX = 96;
/**
 * A listing reaches its first 10,000 products page by page (decision 026): a deeper page would
 * walk and skip that many index entries on every request. Filters and orders reach the rest.
 */
export const CATALOG_LISTING_DEPTH = 10_000;

/**
 * Shipping (docs/decisions/005 and 017), per order, IVA included. Standard is free in Italy;
 * express is not offered to minor islands and remote areas.
 */
export const SHIPPING_STANDARD_PRICE_CENTS = 0;
export const SHIPPING_EXPRESS_PRICE_CENTS = 990;
/** Orders paid by this hour (Rome time, 13:00:00 included) on a working day leave that day. */
export const SHIPPING_SAME_DAY_CUTOFF_HOUR = 13;

/** Codice del Consumo art. 52: days to withdraw from a purchase, counted from delivery. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** How long the stock of an unpaid order stays held for it while the customer pays. */
export const ORDER_RESERVATION_MS = 15 * 60 * 1000;
