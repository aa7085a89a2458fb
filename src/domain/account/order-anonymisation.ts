import type { DeliveryAddress } from '../checkout/address.rules';
import type { InvoiceRequest } from '../checkout/invoice.rules';

/**
 * What a deleted account leaves in its orders. The orders themselves stay for the retention the
 * law asks of a seller's records (art. 2220 codice civile: ten years; GDPR art. 17(3)(b)) with
 * their number, amounts, lines, statuses and dates; what named or reached the customer goes.
 */

/** The order's email once its customer is gone: no address of anyone (".invalid", RFC 2606). */
export const DELETED_CUSTOMER_EMAIL = 'cliente-eliminato@invalid';

/**
 * Where the goods went, to the town: what the shop's records by area need; nobody can be found
 * or called with it.
 */
export type AnonymisedOrderAddress = Pick<
  DeliveryAddress,
  'postalCode' | 'city' | 'province' | 'countryCode'
>;

/** The fields of an order that may hold the customer's personal data. */
export interface OrderPersonalData {
  email: string;
  shippingAddress: DeliveryAddress | AnonymisedOrderAddress | null;
  invoice: InvoiceRequest | null;
  /** Free text the customer wrote with a return request. */
  returnReason: string | null;
}

export interface AnonymisedOrderData {
  email: typeof DELETED_CUSTOMER_EMAIL;
  shippingAddress: AnonymisedOrderAddress | null;
  invoice: InvoiceRequest | null;
  returnReason: null;
}

function anonymiseAddress(
  address: DeliveryAddress | AnonymisedOrderAddress,
): AnonymisedOrderAddress {
  return {
    postalCode: address.postalCode,
    city: address.city,
    province: address.province,
    countryCode: address.countryCode,
  };
}

/**
 * The invoice request keeps only the buyer's fiscal identification, field by field: what an
 * invoice issued for the order, and a credit note for a later refund, must name (DPR 633/1972
 * artt. 21 and 26) and the seller must keep for ten years. A person's is the codice fiscale; a
 * company's its ragione sociale, partita IVA, codice fiscale and SDI delivery (code or PEC, its
 * registered address). Listing the fields, rather than copying the object, keeps any field a
 * future form may add out of the retained record until someone decides it belongs there.
 */
function retainedInvoice(invoice: InvoiceRequest): InvoiceRequest {
  if (invoice.kind === 'person') return { kind: 'person', taxCode: invoice.taxCode };
  return {
    kind: 'company',
    companyName: invoice.companyName,
    vatNumber: invoice.vatNumber,
    taxCode: invoice.taxCode,
    sdiCode: invoice.sdiCode,
    pec: invoice.pec,
  };
}

/**
 * The personal fields of an order once its customer's account is deleted: the email becomes
 * the placeholder, the address keeps only postal code, town, province and country (the name,
 * street and phone go), the invoice request its fiscal identification, and the return reason
 * (free text that may name anyone) goes. Applying it twice gives the same result.
 */
export function anonymiseOrder(order: OrderPersonalData): AnonymisedOrderData {
  return {
    email: DELETED_CUSTOMER_EMAIL,
    shippingAddress: order.shippingAddress ? anonymiseAddress(order.shippingAddress) : null,
    invoice: order.invoice ? retainedInvoice(order.invoice) : null,
    returnReason: null,
  };
}
