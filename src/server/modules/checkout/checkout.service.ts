import type { DeliveryAddress } from '../../../domain/checkout/address.rules';
import type { SavedDeliveryAddress } from '../../../domain/checkout/address.schema';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import {
  SAVED_ADDRESSES_MAX,
  type CheckoutReview,
  type ShippingOptionsResponse,
} from '../../../domain/checkout/checkout.schema';
import {
  shippingOptions,
  shippingQuote,
  shippingZoneOf,
} from '../../../domain/checkout/shipping.rules';
import type { ShippingMethod } from '../../../domain/checkout/shipping';
import { CATALOG_MESSAGES } from '../../../domain/messages';
import { orderAmounts } from '../../../domain/orders/vat';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listCartLines } from '../cart/cart.repository';
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
} from './addresses.repository';

/**
 * The checkout's steps before the order: saved addresses, the shipping methods a CAP is
 * offered, and the review the server computes from the stored cart (the same computation
 * placing the order repeats under lock).
 */

function toSavedAddress(row: AddressRow): SavedDeliveryAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    street: row.street,
    streetExtra: row.streetExtra,
    postalCode: row.postalCode,
    city: row.city,
    province: row.province as SavedDeliveryAddress['province'],
    countryCode: 'IT',
    phone: row.phone,
  };
}

function addressNotFound(): AppError {
  return new AppError('not-found', CHECKOUT_MESSAGES.addressNotFound);
}

export async function getAddresses(db: Db, userId: string): Promise<SavedDeliveryAddress[]> {
  return (await listAddresses(db, userId)).map(toSavedAddress);
}

/** Saves a new address; the 11th is refused (one statement per check: a user saves alone). */
export async function saveAddress(
  db: Db,
  userId: string,
  address: DeliveryAddress,
): Promise<SavedDeliveryAddress> {
  if ((await countAddresses(db, userId)) >= SAVED_ADDRESSES_MAX) {
    throw new AppError('failed-precondition', CHECKOUT_MESSAGES.addressLimit, undefined, {
      reason: 'address-limit',
    });
  }
  return toSavedAddress(await insertAddress(db, userId, address));
}

export async function editAddress(
  db: Db,
  userId: string,
  id: number,
  address: DeliveryAddress,
): Promise<SavedDeliveryAddress> {
  const row = await updateAddress(db, userId, id, address);
  if (!row) throw addressNotFound();
  return toSavedAddress(row);
}

export async function removeAddress(db: Db, userId: string, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw addressNotFound();
}

/** The methods offered to a CAP with price and dates if paid now; a CAP not served is a 400. */
export function getShippingOptions(postalCode: string, now: Date): ShippingOptionsResponse {
  const lookup = shippingZoneOf(postalCode);
  if (!lookup.ok) {
    throw new AppError('invalid-argument', lookup.message, { postalCode: lookup.message });
  }
  return {
    zone: lookup.zone,
    options: shippingOptions(postalCode, now).map(({ method, priceCents, earliest, latest }) => ({
      method,
      priceCents,
      earliest,
      latest,
    })),
  };
}

/** Price and dates of a method for a CAP; a CAP or method not served is the caller's 400. */
export function quoteShipping(postalCode: string, method: ShippingMethod, now: Date) {
  const quote = shippingQuote(postalCode, method, now);
  if (!quote.ok) {
    const field = quote.reason === 'method-not-offered' ? 'shippingMethod' : 'address.postalCode';
    throw new AppError('invalid-argument', quote.message, { [field]: quote.message });
  }
  return quote;
}

/** What the review step shows, from the cart as stored now (not locked: placing checks again). */
export async function reviewCheckout(
  db: Db,
  userId: string,
  address: DeliveryAddress,
  method: ShippingMethod,
  now: Date,
): Promise<CheckoutReview> {
  const quote = quoteShipping(address.postalCode, method, now);
  const lines = (await listCartLines(db, userId))
    .filter((line) => line.list === 'cart')
    .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.productId - b.productId);
  if (lines.length === 0) {
    throw new AppError('failed-precondition', CHECKOUT_MESSAGES.emptyCart, undefined, {
      reason: 'empty-cart',
    });
  }
  const amounts = orderAmounts(
    lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
    quote.priceCents,
  );
  return {
    lines: lines.map((line) => ({
      productId: line.productId,
      slug: line.slug,
      name: line.name.trim() || CATALOG_MESSAGES.productWithoutName,
      image: line.image,
      unitPriceCents: line.priceCents,
      quantity: line.quantity,
      lineTotalCents: line.priceCents * line.quantity,
    })),
    subtotalCents: amounts.subtotalCents,
    shippingCents: amounts.shippingCents,
    totalCents: amounts.totalCents,
    vatCents: amounts.vatCents,
    shippingMethod: method,
    delivery: { earliest: quote.earliest, latest: quote.latest },
  };
}
