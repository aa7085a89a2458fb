import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import {
  addresses,
  cartLines,
  carts,
  devices,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  wishlistItems,
  wishlists,
} from '../../db/schema';

/**
 * Test support for the data download and the account deletion: a customer's rows in every table
 * that holds something of them, each with a text of its own so a test can find it (or prove it
 * absent) in a file or a table.
 */

export interface CustomerData {
  label: string;
  cartProduct: { id: number; name: string };
  savedProduct: { id: number; name: string };
  wishlistProduct: { id: number; name: string };
  address: { fullName: string; street: string; phone: string };
  device: { id: string; displayName: string; ipHash: string };
  order: { id: string; number: string; totalCents: number; taxCode: string };
}

async function newProduct(db: Db, name: string): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}`,
      priceCents: 4_990,
      stock: 20,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return { id: row.id, name };
}

/** An order number of its own (the real counter is not involved). */
function newOrderNumber(): string {
  return `VT-2026-${String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000)).padStart(6, '0')}`;
}

export async function seedCustomerData(
  db: Db,
  userId: string,
  options: { orderStatus?: OrderStatus } = {},
): Promise<CustomerData> {
  const label = randomBytes(4).toString('hex');
  const cartProduct = await newProduct(db, `Cuffie ${label}`);
  const savedProduct = await newProduct(db, `Tastiera ${label}`);
  const wishlistProduct = await newProduct(db, `Monitor ${label}`);

  await db.insert(carts).values({ userId });
  await db.insert(cartLines).values([
    { userId, productId: cartProduct.id, list: 'cart', quantity: 2 },
    { userId, productId: savedProduct.id, list: 'saved', quantity: 1 },
  ]);
  await db.insert(wishlists).values({ userId });
  await db.insert(wishlistItems).values({ userId, productId: wishlistProduct.id });

  const address = {
    fullName: `Destinatario ${label}`,
    street: `Via ${label} 12`,
    phone: `+39333${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`,
  };
  await db.insert(addresses).values({
    userId,
    ...address,
    streetExtra: 'Scala A',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
  });

  const device = {
    id: `device_${String(Date.now())}_${label}_abc123_0a1b2c`,
    displayName: `Pixel ${label} • Chrome • Android • Milano, Italia`,
    ipHash: `iphash-${label}-${randomBytes(8).toString('hex')}`,
  };
  await db.insert(devices).values({
    id: device.id,
    userId,
    deviceType: 'Mobile',
    browserName: 'Chrome 131',
    operatingSystem: 'Android 15',
    displayName: device.displayName,
    ipHash: device.ipHash,
    city: 'Milano',
    country: 'Italia',
    countryCode: 'IT',
  });

  const taxCode = 'RSSMRA85T10A562S';
  const number = newOrderNumber();
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId,
      idempotencyKey: randomBytes(8).toString('hex'),
      email: `ordini-${label}@example.it`,
      status: options.orderStatus ?? 'delivered',
      subtotalCents: 9_980,
      shippingCents: 0,
      totalCents: 9_980,
      vatCents: 1_800,
      shippingAddress: {
        fullName: address.fullName,
        street: address.street,
        streetExtra: 'Scala A',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
        countryCode: 'IT',
        phone: address.phone,
      },
      invoice: { kind: 'person', taxCode },
      paymentProvider: 'test',
      paymentReference: `pay-${label}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      paidAt: new Date(Date.now() - 3 * 86_400_000),
      deliveredAt: new Date(Date.now() - 86_400_000),
      returnReason: `Chiamatemi al ${address.phone}`,
    })
    .returning({ id: orders.id, totalCents: orders.totalCents });
  if (!order) throw new Error('order not inserted');
  await db.insert(orderLines).values({
    orderId: order.id,
    productId: cartProduct.id,
    name: cartProduct.name,
    unitPriceCents: 4_990,
    vatRatePercent: 22,
    quantity: 2,
    lineTotalCents: 9_980,
  });
  await db.insert(orderStatusHistory).values([
    { orderId: order.id, status: 'pending_payment', at: new Date(Date.now() - 4 * 86_400_000) },
    { orderId: order.id, status: options.orderStatus ?? 'delivered' },
  ]);

  return {
    label,
    cartProduct,
    savedProduct,
    wishlistProduct,
    address,
    device,
    order: { id: order.id, number, totalCents: order.totalCents, taxCode },
  };
}
