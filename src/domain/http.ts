/** HTTP conventions shared by the API and its browser client. */

/** Double-submit CSRF: the cookie the server sets and the header the browser echoes it in. */
export const CSRF_COOKIE_NAME = 'csrf_token';
export const CSRF_HEADER_NAME = 'x-csrf-token';

/** The HttpOnly cookie holding the server-side session reference. */
export const SESSION_COOKIE_NAME = 'vetrina_session';

/** Spec §3: non-secret display data readable by the browser. */
export const USER_DATA_COOKIE_NAME = 'user_data';
export const LAST_LOGIN_COOKIE_NAME = 'last_login_time';
