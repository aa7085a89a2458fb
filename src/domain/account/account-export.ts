import type { DeliveryAddress } from '../checkout/address.rules';
import type { AnonymisedOrderAddress } from './order-anonymisation';
import type { Role } from '../auth/session';
import type { InvoiceRequest } from '../checkout/invoice.rules';
import type { OrderStatus } from '../orders/order-status';
import type { NewsletterStatus } from './profile.schema';
import type { AvatarSize } from './avatar-files';

/**
 * The file of GET /api/account/export: every personal datum the shop holds about the customer,
 * in a structured, machine-readable form (GDPR art. 15 access and art. 20 portability). Instants
 * are ISO 8601, money integer euro cents with IVA included. Secrets are never in it: no password
 * hash, session, code or token, no hash of an IP address, no payment provider reference.
 */
export interface AccountExport {
  /** When the file was made. */
  exportedAt: string;
  profile: ExportedProfile;
  /** The saved delivery addresses. */
  addresses: ExportedAddress[];
  /** Newest first. */
  orders: ExportedOrder[];
  wishlist: ExportedWishlistItem[];
  cart: ExportedCartLine[];
  savedForLater: ExportedCartLine[];
  devices: ExportedDevice[];
  /** When the password was changed (or reset), newest first. */
  passwordChanges: { changedAt: string }[];
  newsletter: ExportedNewsletter;
}

export interface ExportedProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The name chosen to be shown; null when none was chosen. */
  displayName: string | null;
  /** E.164. */
  phoneNumber: string | null;
  /** The avatar's file for each size; null when there is none. */
  avatar: Record<AvatarSize, string> | null;
  role: Role;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
}

export interface ExportedAddress {
  fullName: string;
  street: string;
  streetExtra: string | null;
  postalCode: string;
  city: string;
  province: string;
  countryCode: string;
  phone: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedOrderLine {
  /** Null once the product has left the catalog. */
  productId: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRatePercent: number;
  lineTotalCents: number;
}

export interface ExportedOrder {
  number: string;
  status: OrderStatus;
  /** The email the order's messages went to. */
  email: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  deliveredAt: string | null;
  returnRequestedAt: string | null;
  returnReason: string | null;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  refundedCents: number;
  shippingMethod: 'standard' | 'express';
  shippingAddress: DeliveryAddress | AnonymisedOrderAddress | null;
  invoice: InvoiceRequest | null;
  payment: { cardBrand: string | null; cardLast4: string | null };
  trackingNumber: string | null;
  statusHistory: { status: OrderStatus; at: string }[];
  lines: ExportedOrderLine[];
}

export interface ExportedWishlistItem {
  productId: number;
  name: string;
  addedAt: string;
}

export interface ExportedCartLine {
  productId: number;
  name: string;
  quantity: number;
  addedAt: string;
}

/** What the shop recorded of a browser the customer signed in with. */
export interface ExportedDevice {
  displayName: string | null;
  deviceType: string | null;
  deviceName: string | null;
  deviceModel: string | null;
  browserName: string | null;
  operatingSystem: string | null;
  userAgent: string | null;
  platform: string | null;
  screenResolution: string | null;
  colorDepth: number | null;
  timezone: string | null;
  language: string | null;
  /** Where the last IP address was, as the location database placed it. */
  city: string | null;
  region: string | null;
  country: string | null;
  countryCode: string | null;
  isp: string | null;
  isTrusted: boolean;
  createdAt: string;
  lastActiveAt: string;
}

export interface ExportedNewsletter {
  status: NewsletterStatus;
  confirmedAt: string | null;
}
