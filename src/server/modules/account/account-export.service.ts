import type {
  AccountExport,
  ExportedOrder,
  ExportedProfile,
} from '../../../domain/account/account-export';
import { exportFileName } from '../../../domain/account/profile.schema';
import { avatarUrls } from '../../../domain/account/avatar-files';
import { roleOf } from '../../../domain/auth/session';
import { romeDateOf } from '../../../domain/checkout/italian-holidays';
import { ERROR_MESSAGES } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { HOUR_MS, type RateLimitGuard, type RateLimitRule } from '../../security/rate-limit-guard';
import { findSubscriberByEmail } from '../newsletter/newsletter.repository';
import {
  findUserForExport,
  listAddressesForExport,
  listCartLinesForExport,
  listDevicesForExport,
  listOrderHistoryForExport,
  listOrderLinesForExport,
  listOrdersForExport,
  listPasswordChangesForExport,
  listWishlistForExport,
} from './account-export.repository';
import { newsletterStatusOf } from './newsletter-preference.rules';

/** Downloads one account may make per hour: each reads every table of the user. */
export const ACCOUNT_EXPORT_LIMIT: RateLimitRule = {
  name: 'account-export-user',
  limit: 10,
  windowMs: HOUR_MS,
};

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function groupByOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** Everything the shop holds about the user, read in one consistent snapshot. */
export async function buildAccountExport(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const user = await findUserForExport(tx, userId);
      if (!user) throw new AppError('unauthenticated', ERROR_MESSAGES.unauthenticated);
      const orderRows = await listOrdersForExport(tx, userId);
      const orderIds = orderRows.map((order) => order.id);
      const lines = groupByOrder(await listOrderLinesForExport(tx, orderIds));
      const history = groupByOrder(await listOrderHistoryForExport(tx, orderIds));

      const profile: ExportedProfile = {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        phoneNumber: user.phoneNumber,
        avatar: user.avatarUrl ? avatarUrls(user.avatarUrl) : null,
        role: roleOf(user.role),
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
        lastLoginAt: isoOrNull(user.lastLoginAt),
      };

      const exportedOrders: ExportedOrder[] = orderRows.map((order) => ({
        number: order.number,
        status: order.status,
        email: order.email,
        createdAt: iso(order.createdAt),
        updatedAt: iso(order.updatedAt),
        paidAt: isoOrNull(order.paidAt),
        deliveredAt: isoOrNull(order.deliveredAt),
        returnRequestedAt: isoOrNull(order.returnRequestedAt),
        returnReason: order.returnReason,
        currency: order.currency,
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        vatCents: order.vatCents,
        totalCents: order.totalCents,
        refundedCents: order.refundedCents,
        shippingMethod: order.shippingMethod,
        shippingAddress: order.shippingAddress,
        invoice: order.invoice,
        payment: { cardBrand: order.cardBrand, cardLast4: order.cardLast4 },
        trackingNumber: order.trackingNumber,
        statusHistory: (history.get(order.id) ?? []).map((entry) => ({
          status: entry.status,
          at: iso(entry.at),
        })),
        lines: (lines.get(order.id) ?? []).map((line) => ({
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          vatRatePercent: line.vatRatePercent,
          lineTotalCents: line.lineTotalCents,
        })),
      }));

      const subscriber = await findSubscriberByEmail(tx, user.email);
      return {
        exportedAt: iso(now),
        profile,
        addresses: (await listAddressesForExport(tx, userId)).map((address) => ({
          ...address,
          createdAt: iso(address.createdAt),
          updatedAt: iso(address.updatedAt),
        })),
        orders: exportedOrders,
        wishlist: (await listWishlistForExport(tx, userId)).map((item) => ({
          ...item,
          addedAt: iso(item.addedAt),
        })),
        cart: (await listCartLinesForExport(tx, userId, 'cart')).map((line) => ({
          ...line,
          addedAt: iso(line.addedAt),
        })),
        savedForLater: (await listCartLinesForExport(tx, userId, 'saved')).map((line) => ({
          ...line,
          addedAt: iso(line.addedAt),
        })),
        devices: (await listDevicesForExport(tx, userId)).map((device) => ({
          ...device,
          createdAt: iso(device.createdAt),
          lastActiveAt: iso(device.lastActiveAt),
        })),
        passwordChanges: (await listPasswordChangesForExport(tx, userId)).map((change) => ({
          changedAt: iso(change.changedAt),
        })),
        newsletter: {
          status: newsletterStatusOf(subscriber, now),
          confirmedAt:
            subscriber?.status === 'confirmed' ? isoOrNull(subscriber.confirmedAt) : null,
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The download: rate limited per account, named after the day in Rome. */
export async function exportAccountData(
  db: Db,
  guard: RateLimitGuard,
  userId: string,
  now = new Date(),
): Promise<{ fileName: string; data: AccountExport }> {
  await guard.enforce(ACCOUNT_EXPORT_LIMIT, userId);
  return {
    fileName: exportFileName(romeDateOf(now)),
    data: await buildAccountExport(db, userId, now),
  };
}
