import { VAT_RATE_PERCENT } from '../constants';

/**
 * IVA in the shop's IVA-included amounts, in integer cents. Every price is gross (IVA at 22%
 * included), so the IVA is the share gross × 22 / 122, rounded half up to a whole cent — done in
 * integers, so that no amount lands on the wrong side of a half through a binary fraction.
 */

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} is not whole cents: ${value}`);
}

/**
 * The IVA contained in an IVA-included amount: round(gross × rate / (100 + rate)), halves up
 * (a negative amount, a refund, mirrors a positive one). At 22% no amount is ever an exact half
 * (gross × 11 / 61 never is), so the rounding rule only matters for other rates.
 */
export function vatShareCents(grossCents: number, ratePercent: number = VAT_RATE_PERCENT): number {
  assertCents('Amount', grossCents);
  if (!Number.isInteger(ratePercent) || ratePercent < 0) {
    throw new RangeError(`Invalid rate: ${ratePercent}`);
  }
  if (grossCents < 0) return -vatShareCents(-grossCents, ratePercent);
  const divisor = 100 + ratePercent;
  const doubled = 2 * grossCents * ratePercent;
  if (!Number.isSafeInteger(doubled + divisor)) {
    throw new RangeError(`Amount too large: ${grossCents}`);
  }
  // floor((2·g·r + d) / 2d) = floor(g·r/d + 1/2): half up, in integers.
  return Math.floor((doubled + divisor) / (2 * divisor));
}

export interface OrderLineAmount {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderAmounts {
  /** Sum of the lines (unit price × quantity), IVA included. */
  subtotalCents: number;
  shippingCents: number;
  /** What the customer pays: lines + shipping, IVA included. */
  totalCents: number;
  /** The IVA contained in the total. */
  vatCents: number;
  /** The total without IVA (imponibile): total − IVA. */
  netCents: number;
}

/**
 * The amounts of an order. The IVA is computed once, on the total, not per line and summed:
 * every line and the shipping (an accessory service, taxed like the goods: DPR 633/1972
 * art. 12) are at the same 22%, and the invoice states one taxable amount and one tax per rate,
 * tax = taxable × rate. Rounding each line would add up to half a cent of error per line, so the
 * summed IVA could differ from the IVA of the total, and imponibile + IVA from the total paid.
 */
export function orderAmounts(
  lines: readonly OrderLineAmount[],
  shippingCents: number,
): OrderAmounts {
  assertCents('Shipping', shippingCents);
  let subtotalCents = 0;
  for (const line of lines) {
    assertCents('Unit price', line.unitPriceCents);
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`Invalid quantity: ${line.quantity}`);
    }
    subtotalCents += line.unitPriceCents * line.quantity;
  }
  const totalCents = subtotalCents + shippingCents;
  assertCents('Total', totalCents);
  const vatCents = vatShareCents(totalCents);
  return { subtotalCents, shippingCents, totalCents, vatCents, netCents: totalCents - vatCents };
}
