import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  cartLines,
  devices,
  orderLines,
  orders,
  orderStatusHistory,
  passwordChanges,
  products,
  users,
  wishlistItems,
} from '../../db/schema';

/**
 * The reads of the data download: every table that holds something of the user, by the user's
 * id. Each select names its columns, so a secret column (password hash, IP hash, payment
 * reference, idempotency key) never reaches the file, whatever is added to a table later.
 */

export async function findUserForExport(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      phoneNumber: users.phoneNumber,
      avatarUrl: users.avatarUrl,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export function listAddressesForExport(db: Db, userId: string) {
  return db
    .select({
      fullName: addresses.fullName,
      street: addresses.street,
      streetExtra: addresses.streetExtra,
      postalCode: addresses.postalCode,
      city: addresses.city,
      province: addresses.province,
      countryCode: addresses.countryCode,
      phone: addresses.phone,
      createdAt: addresses.createdAt,
      updatedAt: addresses.updatedAt,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id));
}

export function listOrdersForExport(db: Db, userId: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      returnRequestedAt: orders.returnRequestedAt,
      returnReason: orders.returnReason,
      currency: orders.currency,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      vatCents: orders.vatCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      shippingMethod: orders.shippingMethod,
      shippingAddress: orders.shippingAddress,
      invoice: orders.invoice,
      cardBrand: orders.cardBrand,
      cardLast4: orders.cardLast4,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
}

export function listOrderLinesForExport(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      vatRatePercent: orderLines.vatRatePercent,
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export function listOrderHistoryForExport(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

export function listWishlistForExport(db: Db, userId: string) {
  return db
    .select({
      productId: wishlistItems.productId,
      name: products.name,
      addedAt: wishlistItems.addedAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), asc(wishlistItems.productId));
}

export function listCartLinesForExport(db: Db, userId: string, list: 'cart' | 'saved') {
  return db
    .select({
      productId: cartLines.productId,
      name: products.name,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), eq(cartLines.list, list)))
    .orderBy(desc(cartLines.addedAt), asc(cartLines.productId));
}

export function listDevicesForExport(db: Db, userId: string) {
  return db
    .select({
      displayName: devices.displayName,
      deviceType: devices.deviceType,
      deviceName: devices.deviceName,
      deviceModel: devices.deviceModel,
      browserName: devices.browserName,
      operatingSystem: devices.operatingSystem,
      userAgent: devices.userAgent,
      platform: devices.platform,
      screenResolution: devices.screenResolution,
      colorDepth: devices.colorDepth,
      timezone: devices.timezone,
      language: devices.language,
      city: devices.city,
      region: devices.region,
      country: devices.country,
      countryCode: devices.countryCode,
      isp: devices.isp,
      isTrusted: devices.isTrusted,
      createdAt: devices.createdAt,
      lastActiveAt: devices.lastActiveAt,
    })
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(desc(devices.lastActiveAt));
}

export function listPasswordChangesForExport(db: Db, userId: string) {
  return db
    .select({ changedAt: passwordChanges.changedAt })
    .from(passwordChanges)
    .where(eq(passwordChanges.userId, userId))
    .orderBy(desc(passwordChanges.changedAt));
}
