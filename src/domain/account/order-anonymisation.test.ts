import { describe, expect, it } from 'vitest';
import type { DeliveryAddress } from '../checkout/address.rules';
import {
  anonymiseOrder,
  DELETED_CUSTOMER_EMAIL,
  type OrderPersonalData,
} from './order-anonymisation';

const ADDRESS: DeliveryAddress = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  streetExtra: 'Scala B, interno 4',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  countryCode: 'IT',
  phone: '+393331234567',
};

const ORDER: OrderPersonalData = {
  email: 'mario.rossi@example.it',
  shippingAddress: ADDRESS,
  invoice: null,
  returnReason: 'Non è della taglia giusta, chiamatemi al 333 1234567',
};

describe('anonymiseOrder', () => {
  it('replaces the email, keeps only the town of the address and drops the return reason', () => {
    expect(anonymiseOrder(ORDER)).toEqual({
      email: DELETED_CUSTOMER_EMAIL,
      shippingAddress: { postalCode: '20121', city: 'Milano', province: 'MI', countryCode: 'IT' },
      invoice: null,
      returnReason: null,
    });
  });

  it('leaves nothing of the name, street, extra line, phone or email anywhere', () => {
    const text = JSON.stringify(anonymiseOrder(ORDER));
    for (const personal of ['Mario', 'Rossi', 'Via Roma', 'Scala B', '3331234567', 'example.it']) {
      expect(text).not.toContain(personal);
    }
  });

  it('keeps a person’s codice fiscale, the fiscal identification of the invoice', () => {
    const invoice = { kind: 'person' as const, taxCode: 'RSSMRA85T10A562S' };
    expect(anonymiseOrder({ ...ORDER, invoice }).invoice).toEqual(invoice);
  });

  it('keeps a company’s fiscal identification and SDI delivery, and nothing else', () => {
    const invoice = {
      kind: 'company' as const,
      companyName: 'Rossi Impianti S.r.l.',
      vatNumber: '01234567890',
      taxCode: null,
      sdiCode: '0000000',
      pec: 'amministrazione@pec.rossi-impianti.it',
    };
    const withExtra = { ...invoice, contactPerson: 'Mario Rossi' };
    expect(anonymiseOrder({ ...ORDER, invoice: withExtra }).invoice).toEqual(invoice);
  });

  it('keeps an order without address or invoice without them', () => {
    expect(anonymiseOrder({ ...ORDER, shippingAddress: null })).toMatchObject({
      shippingAddress: null,
      invoice: null,
    });
  });

  it('gives the same result when applied again', () => {
    const once = anonymiseOrder({
      ...ORDER,
      invoice: { kind: 'person', taxCode: 'RSSMRA85T10A562S' },
    });
    expect(anonymiseOrder(once)).toEqual(once);
  });
});
