/**
 * The shipping methods and delivery zones (docs/decisions/005 and 017). A module of their own
 * because both the rules (shipping.rules.ts) and the texts (shipping.messages.ts) are written in
 * them, and the rules use the texts: neither has to import the other for the names.
 */

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * Mainland Italy; Sicily; Sardinia; minor islands and remote areas. Sicily and Sardinia have the
 * same times; they are told apart so that a summary can name the customer's zone.
 */
export const SHIPPING_ZONES = ['mainland', 'sicily', 'sardinia', 'remote'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
