/**
 * The profile query's key, on its own: the live events client (in the start-up chunk) invalidates
 * it without loading the profile's schema and its validator.
 */
export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;
