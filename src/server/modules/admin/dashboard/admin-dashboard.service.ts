import { and, asc, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  LOW_STOCK_THRESHOLD,
  type AdminDashboard,
} from '../../../../domain/admin/orders-admin';
import {
  addCalendarDays,
  romeDateOf,
  romeInstantOf,
} from '../../../../domain/checkout/italian-holidays';
import type { Db } from '../../../db/client';
import { orders, products, users } from '../../../db/schema';
import { listLatestOrders } from '../orders/admin-orders.repository';

const LATEST_ORDERS = 8;
const NEW_USERS = 8;
const LOW_STOCK_ROWS = 10;

/**
 * Orders paid and revenue (net of refunds) per Rome calendar day over the last 30 days, every
 * day present, oldest first.
 */
async function paidPerDay(db: Db, now: Date): Promise<AdminDashboard['days']> {
  const today = romeDateOf(now);
  const firstDay = addCalendarDays(today, -(DASHBOARD_DAYS - 1));
  const day = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: count(),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::int`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, romeInstantOf(firstDay))))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addCalendarDays(firstDay, index);
    const row = byDay.get(date);
    return { day: date, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
  });
}

/** The admin's first page: the month's sales, what is running out, who ordered and joined. */
export async function readDashboard(
  db: Db,
  missingShopSettings: readonly string[],
  now = new Date(),
): Promise<AdminDashboard> {
  const [[productCount], [userCount], [orderCount], days, lowStock, latestOrders, newUsers] =
    await Promise.all([
      db.select({ value: count() }).from(products),
      db.select({ value: count() }).from(users),
      db.select({ value: count() }).from(orders),
      paidPerDay(db, now),
      db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          stock: products.stock,
        })
        .from(products)
        .where(and(eq(products.isVisible, true), lte(products.stock, LOW_STOCK_THRESHOLD)))
        .orderBy(asc(products.stock), asc(products.name))
        .limit(LOW_STOCK_ROWS),
      listLatestOrders(db, LATEST_ORDERS),
      db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(NEW_USERS),
    ]);
  return {
    counts: {
      products: productCount?.value ?? 0,
      users: userCount?.value ?? 0,
      orders: orderCount?.value ?? 0,
    },
    days,
    lowStock,
    latestOrders,
    newUsers: newUsers.map((user) => ({ ...user, createdAt: user.createdAt.toISOString() })),
    missingShopSettings: [...missingShopSettings],
  };
}
