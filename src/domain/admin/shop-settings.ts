import { z } from 'zod';
import {
  charCount,
  cleanText,
  collectErrors,
  type FieldCheck,
  type Validation,
} from '../checkout/address.rules';
import { checkCompanyName, checkPec, checkVatNumber } from '../checkout/invoice.rules';
import { PROVINCE_CODES } from '../checkout/provinces';
import { CUSTOMER_SERVICE_HOURS } from '../content/content.messages';
import { INPUT_MESSAGES } from '../input.messages';
import { SHOP_SETTINGS_MESSAGES } from './shop-settings.messages';

/**
 * The shop settings (issue "Admin" §7): the seller's identity that the legal, company, contact
 * and withdrawal pages state (Codice del Consumo, art. 49; D.Lgs. 70/2003, art. 7). Edited in
 * the admin area, or given by SHOP_* environment variables for a first start (decision 020).
 * Every check takes what was typed, whatever its type, and answers the normalized value or the
 * field's Italian message; the admin form, the API and the configuration share them.
 */

export const SHOP_SETTING_FIELDS = [
  'companyName',
  'vatNumber',
  'reaNumber',
  'registeredOffice',
  'pec',
  'phone',
  'customerServiceEmail',
  'customerServiceHours',
] as const;
export type ShopSettingField = (typeof SHOP_SETTING_FIELDS)[number];

/**
 * What the law asks the pages to state. The hours are not among them: without their own they
 * are the shop's usual ones (DEFAULT_CUSTOMER_SERVICE_HOURS).
 */
export const REQUIRED_SHOP_SETTING_FIELDS = [
  'companyName',
  'vatNumber',
  'reaNumber',
  'registeredOffice',
  'pec',
  'phone',
  'customerServiceEmail',
] as const satisfies readonly ShopSettingField[];
export type RequiredShopSettingField = (typeof REQUIRED_SHOP_SETTING_FIELDS)[number];

export const DEFAULT_CUSTOMER_SERVICE_HOURS = CUSTOMER_SERVICE_HOURS;

export const REGISTERED_OFFICE_MAX_CHARS = 200;
export const CUSTOMER_SERVICE_HOURS_MAX_CHARS = 200;
export const SHOP_EMAIL_MAX_CHARS = 254;
/** A phone number as typed, spaces and punctuation included. */
export const SHOP_PHONE_MAX_CHARS = 30;

/** Every field, checked and normalized; '' for the hours when the usual ones apply. */
export type ShopSettings = Record<ShopSettingField, string>;

const ERRORS = SHOP_SETTINGS_MESSAGES.errors;
const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = <T>(message: string): FieldCheck<T> => ({ ok: false, message });

function checkRequiredText(
  value: unknown,
  maxChars: number,
  messages: { required: string; tooLong: string },
): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INPUT_MESSAGES.invalidText);
  if (!/[\p{L}\d]/u.test(text)) return fail(messages.required);
  if (charCount(text) > maxChars) return fail(messages.tooLong);
  return ok(text);
}

/** Ragione sociale, as the invoice request checks it (required, at most 120 characters). */
export const checkShopCompanyName = checkCompanyName;

/** Partita IVA with its check digit (the invoice request's check); answered as its 11 digits. */
export const checkShopVatNumber = checkVatNumber;

/**
 * Numero REA: the province of the Registro delle imprese and a number of up to 7 digits,
 * written "MI-1234567" ("mi 1234567" and "MI1234567" are read the same).
 */
export function checkReaNumber(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INPUT_MESSAGES.invalidText);
  if (text === '') return fail(ERRORS.reaNumberRequired);
  const match = /^([A-Za-z]{2})\s*[-–/]?\s*(\d{1,7})$/u.exec(text);
  if (!match) return fail(ERRORS.reaNumberFormat);
  const province = match[1]!.toUpperCase();
  if (!PROVINCE_CODES.has(province)) return fail(ERRORS.reaNumberProvince);
  return ok(`${province}-${match[2]}`);
}

export function checkRegisteredOffice(value: unknown): FieldCheck<string> {
  return checkRequiredText(value, REGISTERED_OFFICE_MAX_CHARS, {
    required: ERRORS.registeredOfficeRequired,
    tooLong: ERRORS.registeredOfficeTooLong,
  });
}

/** The company's PEC mailbox, lower case (the invoice request's check), required here. */
export function checkShopPec(value: unknown): FieldCheck<string> {
  const check = checkPec(value);
  if (!check.ok) return check;
  return check.value === null ? fail(ERRORS.pecRequired) : ok(check.value);
}

/**
 * The customer service's number as customers should read it, kept as typed (spaces collapsed):
 * digits with spaces, dots, dashes, slashes or brackets, an optional leading '+', 6 to 15
 * digits. Unlike a courier's contact (address.rules.ts), a toll-free 800 number is fine.
 */
export function checkShopPhone(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(ERRORS.phoneInvalid);
  if (text === '') return fail(ERRORS.phoneRequired);
  if (text.length > SHOP_PHONE_MAX_CHARS || !/^\+?[\d\s./()-]+$/u.test(text))
    return fail(ERRORS.phoneInvalid);
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? ok(text) : fail(ERRORS.phoneInvalid);
}

const emailSchema = z.email().max(SHOP_EMAIL_MAX_CHARS);

export function checkCustomerServiceEmail(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INPUT_MESSAGES.invalidText);
  if (text === '') return fail(ERRORS.customerServiceEmailRequired);
  const email = text.toLowerCase();
  return emailSchema.safeParse(email).success
    ? ok(email)
    : fail(ERRORS.customerServiceEmailInvalid);
}

/** Free text, optional: '' means the usual hours. */
export function checkCustomerServiceHours(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INPUT_MESSAGES.invalidText);
  if (charCount(text) > CUSTOMER_SERVICE_HOURS_MAX_CHARS)
    return fail(ERRORS.customerServiceHoursTooLong);
  return ok(text);
}

export const SHOP_SETTING_CHECKS: Readonly<
  Record<ShopSettingField, (value: unknown) => FieldCheck<string>>
> = {
  companyName: checkShopCompanyName,
  vatNumber: checkShopVatNumber,
  reaNumber: checkReaNumber,
  registeredOffice: checkRegisteredOffice,
  pec: checkShopPec,
  phone: checkShopPhone,
  customerServiceEmail: checkCustomerServiceEmail,
  customerServiceHours: checkCustomerServiceHours,
};

/** What a form or a request carries: anything, field by field. */
export type ShopSettingsInput = { readonly [Field in ShopSettingField]?: unknown };

/** The whole form: every field normalized, or every bad field's message at once. */
export function validateShopSettings(
  input: ShopSettingsInput,
): Validation<ShopSettings, ShopSettingField> {
  const checks = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, SHOP_SETTING_CHECKS[field](input[field])]),
  ) as Record<ShopSettingField, FieldCheck<string>>;
  const errors = collectErrors(checks);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => {
      const check = checks[field];
      return [field, check.ok ? check.value : ''];
    }),
  ) as ShopSettings;
  return { ok: true, value };
}

/** The text of a stored field, or undefined when it is not given (absent, blank, not text). */
function givenValue(values: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const value = values[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The required fields still without a value, in form order. */
export function missingShopSettings(
  values: Readonly<Record<string, unknown>>,
): RequiredShopSettingField[] {
  return REQUIRED_SHOP_SETTING_FIELDS.filter((field) => givenValue(values, field) === undefined);
}

// ---- API contract ----

/**
 * PUT /api/admin/shop-settings: every field, checked by the rules above (each bad field answered
 * with its own message), normalized.
 */
export const shopSettingsFormSchema = z
  .object(
    Object.fromEntries(SHOP_SETTING_FIELDS.map((field) => [field, z.unknown()])) as Record<
      ShopSettingField,
      z.ZodUnknown
    >,
    { error: INPUT_MESSAGES.invalidText },
  )
  .superRefine((input, ctx) => {
    const result = validateShopSettings(input);
    if (result.ok) return;
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((input): ShopSettings => {
    const result = validateShopSettings(input);
    // Unreachable: the refinement above has refused any input the rules refuse.
    if (!result.ok) return z.NEVER;
    return result.value;
  });
export type ShopSettingsRequest = Record<ShopSettingField, string>;

const shopSettingsValuesSchema = z.object(
  Object.fromEntries(SHOP_SETTING_FIELDS.map((field) => [field, z.string()])) as Record<
    ShopSettingField,
    z.ZodString
  >,
);

/** GET and PUT /api/admin/shop-settings: every field ('' when not given) and what is missing. */
export const adminShopSettingsSchema = z.object({
  values: shopSettingsValuesSchema,
  missing: z.array(z.enum(REQUIRED_SHOP_SETTING_FIELDS)),
});
export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;

/**
 * GET /api/shop-settings, what the public pages show: the fields given (the others absent) and
 * always the hours, the usual ones when none were given.
 */
export const publicShopSettingsSchema = z.object({
  companyName: z.string().optional(),
  vatNumber: z.string().optional(),
  reaNumber: z.string().optional(),
  registeredOffice: z.string().optional(),
  pec: z.string().optional(),
  phone: z.string().optional(),
  customerServiceEmail: z.string().optional(),
  customerServiceHours: z.string(),
});
export type PublicShopSettings = z.infer<typeof publicShopSettingsSchema>;

/** The admin form's values from the stored ones. */
export function toAdminShopSettings(values: Readonly<Record<string, unknown>>): AdminShopSettings {
  const formValues = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, givenValue(values, field) ?? '']),
  ) as ShopSettings;
  return { values: formValues, missing: missingShopSettings(values) };
}

/** The public answer from the stored values. */
export function toPublicShopSettings(
  values: Readonly<Record<string, unknown>>,
): PublicShopSettings {
  const given: Partial<Record<ShopSettingField, string>> = {};
  for (const field of SHOP_SETTING_FIELDS) {
    const value = givenValue(values, field);
    if (value !== undefined) given[field] = value;
  }
  return {
    ...given,
    customerServiceHours: given.customerServiceHours ?? DEFAULT_CUSTOMER_SERVICE_HOURS,
  };
}
