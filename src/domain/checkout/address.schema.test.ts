import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateDeliveryAddress } from './address.rules';
import {
  deliveryAddressSchema,
  invoiceRequestSchema,
  savedDeliveryAddressSchema,
} from './address.schema';
import { ADDRESS_MESSAGES, INVOICE_MESSAGES } from './checkout-address.messages';

/** The issues of a failed parse as field → message, as the server answers them. */
function fieldMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

const address = {
  fullName: ' Mario  Rossi ',
  street: 'Via Roma 1',
  streetExtra: '',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  countryCode: 'IT',
  phone: '06 1234 5678',
};

describe('deliveryAddressSchema', () => {
  it('answers the rules’ normalized address', () => {
    expect(deliveryAddressSchema.parse(address)).toEqual({
      fullName: 'Mario Rossi',
      street: 'Via Roma 1',
      streetExtra: null,
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      countryCode: 'IT',
      phone: '+390612345678',
    });
  });

  it('takes Italy when the country is left out, and drops unknown fields', () => {
    const { countryCode: _country, streetExtra: _extra, ...rest } = address;
    const parsed = deliveryAddressSchema.parse({ ...rest, countryCode: null, userId: 7 });
    expect(parsed).toMatchObject({ countryCode: 'IT', streetExtra: null });
    expect(parsed).not.toHaveProperty('userId');
  });

  it('reports every field the rules refuse, with the rules’ messages', () => {
    const input = {
      ...address,
      street: 'Casella postale 4',
      postalCode: '22061',
      province: 'XX',
      countryCode: 'SM',
      phone: '800 123 456',
    };
    const result = deliveryAddressSchema.safeParse(input);
    expect(result.success).toBe(false);
    const rules = validateDeliveryAddress(input);
    expect(rules.ok).toBe(false);
    expect(fieldMessages(result)).toEqual(rules.ok ? {} : rules.errors);
    expect(fieldMessages(result)).toEqual({
      street: ADDRESS_MESSAGES.poBox,
      postalCode: ADDRESS_MESSAGES.outsideVatTerritory('Campione d’Italia'),
      province: ADDRESS_MESSAGES.provinceInvalid,
      countryCode: ADDRESS_MESSAGES.countryNotItaly,
      phone: ADDRESS_MESSAGES.phoneInvalid,
    });
  });

  it('reports a missing or non-text field with that field’s message, before the rules', () => {
    const { fullName: _name, ...withoutName } = address;
    expect(
      fieldMessages(deliveryAddressSchema.safeParse({ ...withoutName, postalCode: 20121 })),
    ).toEqual({
      fullName: ADDRESS_MESSAGES.fullNameRequired,
      postalCode: ADDRESS_MESSAGES.postalCodeInvalid,
    });
    expect(
      fieldMessages(deliveryAddressSchema.safeParse({ ...address, city: 'Mi\u0000lano' })),
    ).toEqual({
      city: ADDRESS_MESSAGES.cityRequired,
    });
    expect(fieldMessages(deliveryAddressSchema.safeParse({ ...address, streetExtra: 4 }))).toEqual({
      streetExtra: ADDRESS_MESSAGES.invalidText,
    });
  });

  it('refuses what is not an object', () => {
    for (const input of [null, 'Via Roma 1', [], 42])
      expect(deliveryAddressSchema.safeParse(input).success).toBe(false);
  });

  it('answers what savedDeliveryAddressSchema accepts once the address has an id', () => {
    const saved = { id: 12, ...deliveryAddressSchema.parse(address) };
    expect(savedDeliveryAddressSchema.parse(saved)).toEqual(saved);
    expect(savedDeliveryAddressSchema.parse({ ...saved, province: 'SU' }).province).toBe('SU');
    for (const bad of [
      { province: 'mi' },
      { countryCode: 'SM' },
      { phone: '0612345678' },
      { postalCode: '2012' },
      { id: 0 },
    ])
      expect(savedDeliveryAddressSchema.safeParse({ ...saved, ...bad }).success).toBe(false);
  });
});

describe('invoiceRequestSchema', () => {
  it('answers a private person’s request, normalized', () => {
    expect(invoiceRequestSchema.parse({ kind: 'person', taxCode: 'rss mra 85t10 a562s' })).toEqual({
      kind: 'person',
      taxCode: 'RSSMRA85T10A562S',
    });
  });

  it('answers a company’s request, normalized, without the other kind’s fields', () => {
    expect(
      invoiceRequestSchema.parse({
        kind: 'company',
        companyName: 'Rossi & Figli S.r.l.',
        vatNumber: 'IT12345678903',
        pec: 'Rossi@PEC.it',
        sdiCode: null,
        extra: 'dropped',
      }),
    ).toEqual({
      kind: 'company',
      companyName: 'Rossi & Figli S.r.l.',
      vatNumber: '12345678903',
      taxCode: null,
      sdiCode: '0000000',
      pec: 'rossi@pec.it',
    });
  });

  it('reports the rules’ messages by field', () => {
    expect(
      fieldMessages(
        invoiceRequestSchema.safeParse({ kind: 'person', taxCode: 'RSSMRA85T10A562T' }),
      ),
    ).toEqual({
      taxCode: INVOICE_MESSAGES.taxCodeInvalid,
    });
    expect(
      fieldMessages(
        invoiceRequestSchema.safeParse({
          kind: 'company',
          companyName: 'Rossi S.r.l.',
          vatNumber: '12345678901',
          sdiCode: '0000000',
        }),
      ),
    ).toEqual({
      vatNumber: INVOICE_MESSAGES.vatNumberInvalid,
      pec: INVOICE_MESSAGES.pecRequiredWithZeros,
    });
  });

  it('refuses an unknown kind or a missing field with its message', () => {
    for (const input of [{}, { kind: 'azienda' }, { kind: 1 }])
      expect(fieldMessages(invoiceRequestSchema.safeParse(input))).toEqual({
        kind: INVOICE_MESSAGES.kindInvalid,
      });
    expect(fieldMessages(invoiceRequestSchema.safeParse({ kind: 'person' }))).toEqual({
      taxCode: INVOICE_MESSAGES.taxCodeRequired,
    });
    expect(
      fieldMessages(invoiceRequestSchema.safeParse({ kind: 'company', vatNumber: '12345678903' })),
    ).toEqual({
      companyName: INVOICE_MESSAGES.companyNameRequired,
    });
    expect(invoiceRequestSchema.safeParse(null).success).toBe(false);
  });
});
