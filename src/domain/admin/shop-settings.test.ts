import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_HOURS } from '../content/content.messages';
import { INVOICE_MESSAGES } from '../checkout/checkout-address.messages';
import { INPUT_MESSAGES } from '../input.messages';
import {
  checkCustomerServiceEmail,
  checkCustomerServiceHours,
  checkReaNumber,
  checkShopPec,
  checkShopPhone,
  checkShopVatNumber,
  missingShopSettings,
  publicShopSettingsSchema,
  REQUIRED_SHOP_SETTING_FIELDS,
  shopSettingsFormSchema,
  toAdminShopSettings,
  toPublicShopSettings,
  validateShopSettings,
} from './shop-settings';
import { SHOP_SETTINGS_MESSAGES } from './shop-settings.messages';

const ERRORS = SHOP_SETTINGS_MESSAGES.errors;

const COMPLETE = {
  companyName: 'Vetrina S.r.l.',
  vatNumber: '12345678903',
  reaNumber: 'MI-1234567',
  registeredOffice: 'Via Roma 1, 20121 Milano (MI)',
  pec: 'vetrina@pec.it',
  phone: '02 1234 5678',
  customerServiceEmail: 'assistenza@vetrina.it',
  customerServiceHours: 'dal lunedì al sabato, dalle 9:00 alle 19:00',
};

describe('shop settings checks', () => {
  it('takes a partita IVA with its check digit, with or without IT, as 11 digits', () => {
    expect(checkShopVatNumber('IT 123 456 789 03')).toEqual({ ok: true, value: '12345678903' });
    expect(checkShopVatNumber('12345678904')).toEqual({
      ok: false,
      message: INVOICE_MESSAGES.vatNumberInvalid,
    });
    expect(checkShopVatNumber('1234')).toEqual({
      ok: false,
      message: INVOICE_MESSAGES.vatNumberFormat,
    });
    expect(checkShopVatNumber('')).toEqual({
      ok: false,
      message: INVOICE_MESSAGES.vatNumberRequired,
    });
  });

  it.each([
    ['MI-1234567', 'MI-1234567'],
    ['mi 1234567', 'MI-1234567'],
    ['RM1234', 'RM-1234'],
    ['  to - 99 ', 'TO-99'],
  ])('reads the REA number %j as %j', (typed, expected) => {
    expect(checkReaNumber(typed)).toEqual({ ok: true, value: expected });
  });

  it('refuses a REA number without a province, too long or of an unknown province', () => {
    expect(checkReaNumber('')).toEqual({ ok: false, message: ERRORS.reaNumberRequired });
    expect(checkReaNumber('1234567')).toEqual({ ok: false, message: ERRORS.reaNumberFormat });
    expect(checkReaNumber('MI-12345678')).toEqual({ ok: false, message: ERRORS.reaNumberFormat });
    expect(checkReaNumber('XX-1234567')).toEqual({
      ok: false,
      message: ERRORS.reaNumberProvince,
    });
  });

  it('requires a PEC and a customer-service email, both as lower-case addresses', () => {
    expect(checkShopPec('Vetrina@PEC.it')).toEqual({ ok: true, value: 'vetrina@pec.it' });
    expect(checkShopPec('')).toEqual({ ok: false, message: ERRORS.pecRequired });
    expect(checkShopPec('non-una-pec')).toEqual({
      ok: false,
      message: INVOICE_MESSAGES.pecInvalid,
    });
    expect(checkCustomerServiceEmail(' Aiuto@Vetrina.it ')).toEqual({
      ok: true,
      value: 'aiuto@vetrina.it',
    });
    expect(checkCustomerServiceEmail('aiuto@')).toEqual({
      ok: false,
      message: ERRORS.customerServiceEmailInvalid,
    });
    expect(checkCustomerServiceEmail(undefined)).toEqual({
      ok: false,
      message: ERRORS.customerServiceEmailRequired,
    });
  });

  it('keeps a phone number as typed, toll-free numbers included', () => {
    expect(checkShopPhone('02  1234 5678')).toEqual({ ok: true, value: '02 1234 5678' });
    expect(checkShopPhone('800 123 456')).toEqual({ ok: true, value: '800 123 456' });
    expect(checkShopPhone('+39 (02) 1234-5678')).toEqual({
      ok: true,
      value: '+39 (02) 1234-5678',
    });
    for (const bad of ['12345', 'chiamaci', '02 1234 5678 ext 3', '1'.repeat(16)]) {
      expect(checkShopPhone(bad), bad).toEqual({ ok: false, message: ERRORS.phoneInvalid });
    }
    expect(checkShopPhone(' ')).toEqual({ ok: false, message: ERRORS.phoneRequired });
  });

  it('takes hours as free text, blank for the usual ones, up to 200 characters', () => {
    expect(checkCustomerServiceHours('  tutti i giorni ')).toEqual({
      ok: true,
      value: 'tutti i giorni',
    });
    expect(checkCustomerServiceHours('')).toEqual({ ok: true, value: '' });
    expect(checkCustomerServiceHours('x'.repeat(201))).toEqual({
      ok: false,
      message: ERRORS.customerServiceHoursTooLong,
    });
  });
});

describe('validateShopSettings', () => {
  it('answers every field normalized', () => {
    expect(validateShopSettings({ ...COMPLETE, vatNumber: 'IT12345678903' })).toEqual({
      ok: true,
      value: { ...COMPLETE, vatNumber: '12345678903' },
    });
  });

  it('answers the message of every bad field at once', () => {
    const result = validateShopSettings({ ...COMPLETE, companyName: ' ', pec: 3, phone: 'x' });
    expect(result).toEqual({
      ok: false,
      errors: {
        companyName: INVOICE_MESSAGES.companyNameRequired,
        pec: INPUT_MESSAGES.invalidText,
        phone: ERRORS.phoneInvalid,
      },
    });
  });

  it('the form schema reports each field by its name and drops unknown fields', () => {
    const parsed = shopSettingsFormSchema.safeParse({ ...COMPLETE, vatNumber: '1', extra: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vatNumber', INVOICE_MESSAGES.vatNumberFormat],
    ]);
    expect(shopSettingsFormSchema.parse({ ...COMPLETE, extra: 'x' })).toEqual(COMPLETE);
    expect(shopSettingsFormSchema.safeParse('testo').success).toBe(false);
  });
});

describe('missingShopSettings', () => {
  it('lists every required field of an empty shop, and none of a complete one', () => {
    expect(missingShopSettings({})).toEqual([...REQUIRED_SHOP_SETTING_FIELDS]);
    expect(missingShopSettings(COMPLETE)).toEqual([]);
  });

  it('counts blank or non-text values as missing; the hours are never required', () => {
    const { customerServiceHours: _hours, ...withoutHours } = COMPLETE;
    expect(missingShopSettings(withoutHours)).toEqual([]);
    expect(missingShopSettings({ ...COMPLETE, pec: '  ', phone: 12 as unknown as string })).toEqual(
      ['pec', 'phone'],
    );
  });
});

describe('answers', () => {
  it('the public answer leaves out what is not given and has the usual hours', () => {
    const answer = toPublicShopSettings({ companyName: 'Vetrina S.r.l.', pec: '', other: 'x' });
    expect(answer).toEqual({
      companyName: 'Vetrina S.r.l.',
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    });
    expect(publicShopSettingsSchema.parse(answer)).toEqual(answer);
    expect(toPublicShopSettings(COMPLETE)).toEqual(COMPLETE);
  });

  it('the admin answer has every field, blank when not given, and the missing ones', () => {
    expect(toAdminShopSettings({ companyName: 'Vetrina S.r.l.' })).toEqual({
      values: {
        companyName: 'Vetrina S.r.l.',
        vatNumber: '',
        reaNumber: '',
        registeredOffice: '',
        pec: '',
        phone: '',
        customerServiceEmail: '',
        customerServiceHours: '',
      },
      missing: [
        'vatNumber',
        'reaNumber',
        'registeredOffice',
        'pec',
        'phone',
        'customerServiceEmail',
      ],
    });
  });
});
