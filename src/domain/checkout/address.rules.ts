import { DEFAULT_COUNTRY_CODE } from '../constants';
import { isStorableText } from '../input.schema';
import { ADDRESS_MESSAGES } from './checkout-address.messages';
import { PROVINCE_CODES, type ProvinceCode } from './provinces';

/**
 * The checkout's delivery address, as pure checks shared by the form (messages under each field)
 * and the server (the authoritative check before an address is saved or an order placed). Every
 * check takes what the user typed, whatever its type, and answers either the normalized value or the
 * Italian message for that field. The delivery area is decision 005's: Italy only, not Livigno
 * or Campione d'Italia, not San Marino or Vatican City, no PO boxes.
 */

export const RECIPIENT_NAME_MIN_CHARS = 2;
export const RECIPIENT_NAME_MAX_CHARS = 80;
export const STREET_MAX_CHARS = 120;
export const STREET_EXTRA_MAX_CHARS = 120;
export const CITY_MAX_CHARS = 60;
/** Longest phone number as typed, spaces and punctuation included. */
export const PHONE_INPUT_MAX_CHARS = 30;

/**
 * Italian postcodes outside the Italian VAT territory (DPR 633/1972, art. 7): prices with IVA
 * included would be wrong there.
 */
export const VAT_EXCLUDED_POSTAL_CODES: Readonly<Record<string, string>> = {
  '23041': 'Livigno',
  '22061': 'Campione d’Italia',
};

/** Vatican City's one postcode, in the Italian series. */
export const VATICAN_CITY_POSTAL_CODE = '00120';
/** San Marino's postcodes, 47890–47899, in the Italian series. */
const SAN_MARINO_POSTAL_CODE = /^4789\d$/;

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A whole form's outcome: the normalized value, or one message per bad field. */
export type Validation<T, Field extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<Field> };

export const DELIVERY_ADDRESS_FIELDS = [
  'fullName',
  'street',
  'streetExtra',
  'postalCode',
  'city',
  'province',
  'countryCode',
  'phone',
] as const;
export type DeliveryAddressField = (typeof DELIVERY_ADDRESS_FIELDS)[number];

/** What a form or a request carries: anything, field by field. */
export type DeliveryAddressInput = { readonly [Field in DeliveryAddressField]?: unknown };

/** A checked address: trimmed, spaces collapsed, codes upper case, phone in E.164. */
export interface DeliveryAddress {
  /** The recipient's first and last name, or full name, as the courier's label shows it. */
  fullName: string;
  /** Street and house number ("Via Roma 1", "Località Pian di Mare snc"). */
  street: string;
  /** Staircase, flat, c/o…; null when not given. */
  streetExtra: string | null;
  /** CAP: five digits. */
  postalCode: string;
  city: string;
  province: ProvinceCode;
  countryCode: 'IT';
  /** E.164: '+393331234567'. */
  phone: string;
}

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = <T>(message: string): FieldCheck<T> => ({ ok: false, message });

/**
 * A typed text with its runs of white space (tabs and line breaks included) made one space, and
 * trimmed; '' for nothing given; null for something that is not text a label can print: not a
 * string, NUL or broken Unicode (which the database cannot store) or another control character.
 */
export function cleanText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || !isStorableText(value)) return null;
  const text = value.replace(/\s+/gu, ' ').trim();
  return /\p{Cc}/u.test(text) ? null : text;
}

/** Length as a reader counts it: characters, not UTF-16 units. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

const HAS_LETTER = /\p{L}/u;

export function checkFullName(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.invalidText);
  if (text === '') return fail(ADDRESS_MESSAGES.fullNameRequired);
  if (charCount(text) < RECIPIENT_NAME_MIN_CHARS) return fail(ADDRESS_MESSAGES.fullNameTooShort);
  if (charCount(text) > RECIPIENT_NAME_MAX_CHARS) return fail(ADDRESS_MESSAGES.fullNameTooLong);
  if (!HAS_LETTER.test(text)) return fail(ADDRESS_MESSAGES.fullNameInvalid);
  return ok(text);
}

/**
 * Ways of writing a PO box or poste restante ("casella postale", "Cas. Post.", "C.P.", "CP 123",
 * "P.O. Box", "fermo posta"): decision 005 delivers to a door only. Whole words, any case.
 */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /(?<![\p{L}\d])casell[ae]\s*postal[ei](?!\p{L})/iu,
  /(?<![\p{L}\d])cas\.\s*post\./iu,
  /(?<![\p{L}\d])c\.\s?p\.(?!\p{L})/iu,
  /(?<![\p{L}\d])cp\.?\s*\d/iu,
  /(?<![\p{L}\d])p\.?\s?o\.?\s?box(?!\p{L})/iu,
  /(?<![\p{L}\d])fermo\s?posta(?!\p{L})/iu,
];

export function isPoBox(text: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(text));
}

/** "snc", "s.n.c.", "s.n.", "s/n": senza numero civico, for a building without a number. */
const NO_HOUSE_NUMBER = /(?<![\p{L}\d])(?:s\.?\s?n\.?\s?c\.?|s\.\s?n\.|s\/n)(?![\p{L}\d])/iu;

/**
 * Street and house number. A number (or "snc") is required: a parcel without one comes back,
 * and the customer finds out days later.
 */
export function checkStreet(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.invalidText);
  if (text === '') return fail(ADDRESS_MESSAGES.streetRequired);
  if (charCount(text) > STREET_MAX_CHARS) return fail(ADDRESS_MESSAGES.streetTooLong);
  if (isPoBox(text)) return fail(ADDRESS_MESSAGES.poBox);
  if (!HAS_LETTER.test(text)) return fail(ADDRESS_MESSAGES.streetInvalid);
  if (!/\d/.test(text) && !NO_HOUSE_NUMBER.test(text))
    return fail(ADDRESS_MESSAGES.streetNumberMissing);
  return ok(text);
}

/** The optional second line (scala, interno, c/o); a PO box is refused here too. */
export function checkStreetExtra(value: unknown): FieldCheck<string | null> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.invalidText);
  if (text === '') return ok(null);
  if (charCount(text) > STREET_EXTRA_MAX_CHARS) return fail(ADDRESS_MESSAGES.streetExtraTooLong);
  if (isPoBox(text)) return fail(ADDRESS_MESSAGES.poBox);
  return ok(text);
}

/** Why decision 005 does not deliver to a well-formed CAP; undefined when it does. */
export function postalCodeExclusion(postalCode: string): string | undefined {
  const place = VAT_EXCLUDED_POSTAL_CODES[postalCode];
  if (place) return ADDRESS_MESSAGES.outsideVatTerritory(place);
  if (SAN_MARINO_POSTAL_CODE.test(postalCode)) return ADDRESS_MESSAGES.sanMarino;
  if (postalCode === VATICAN_CITY_POSTAL_CODE) return ADDRESS_MESSAGES.vaticanCity;
  return undefined;
}

/** Five digits as text: a number would have lost the leading zeros of 00185. */
export function checkPostalCode(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null || !/^\d{5}$/.test(text)) return fail(ADDRESS_MESSAGES.postalCodeInvalid);
  const exclusion = postalCodeExclusion(text);
  return exclusion ? fail(exclusion) : ok(text);
}

export function checkCity(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.invalidText);
  if (text === '') return fail(ADDRESS_MESSAGES.cityRequired);
  if (charCount(text) > CITY_MAX_CHARS) return fail(ADDRESS_MESSAGES.cityTooLong);
  if (!HAS_LETTER.test(text)) return fail(ADDRESS_MESSAGES.cityInvalid);
  return ok(text);
}

/** The province's code in any case ("mi", " Mi "), answered upper case. */
export function checkProvince(value: unknown): FieldCheck<ProvinceCode> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.invalidText);
  if (text === '') return fail(ADDRESS_MESSAGES.provinceRequired);
  const code = text.toUpperCase();
  return PROVINCE_CODES.has(code)
    ? ok(code as ProvinceCode)
    : fail(ADDRESS_MESSAGES.provinceInvalid);
}

/** ISO 3166-1 alpha-2; only Italy (decision 005). Not given means Italy, the form's only choice. */
export function checkCountryCode(value: unknown): FieldCheck<'IT'> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.countryNotItaly);
  const code = text === '' ? DEFAULT_COUNTRY_CODE : text.toUpperCase();
  return code === 'IT' ? ok('IT') : fail(ADDRESS_MESSAGES.countryNotItaly);
}

/**
 * An Italian number without the country code: a mobile (3, then 8–9 digits) or a landline
 * (0 and the area code, which E.164 keeps: 06 12345678 → +390612345678), 6 to 11 digits.
 * Toll-free, premium and short numbers (8, 1, 4…) cannot take a courier's call and are refused.
 */
function isItalianNationalNumber(digits: string): boolean {
  return /^3\d{8,9}$/.test(digits) || /^0[1-9]\d{4,9}$/.test(digits);
}

/**
 * A phone number in E.164, or null when it is not one. Accepted: an Italian number written
 * nationally ('333 123 4567', '06/1234567', '(06) 1234-5678'); with the country code, after
 * '+' or '00' ('+39 333 1234567', '0039 06 1234567'), or, for an Italian number, with a bare
 * 39 that cannot be part of a national number ('39 333 1234567'); any other country after '+'
 * or '00' (country code not starting with 0, 7 to 15 digits in all, as E.164 allows).
 */
export function normalizePhone(input: string): string | null {
  const typed = input.trim();
  if (typed.length > PHONE_INPUT_MAX_CHARS) return null;
  if (!/^\+?[\d\s./()-]+$/u.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : null;
  if (international !== null) {
    if (international.startsWith('39'))
      return isItalianNationalNumber(international.slice(2)) ? `+${international}` : null;
    return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : null;
  }
  if (isItalianNationalNumber(digits)) return `+39${digits}`;
  if (digits.startsWith('39') && isItalianNationalNumber(digits.slice(2))) return `+${digits}`;
  return null;
}

export function checkPhone(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(ADDRESS_MESSAGES.phoneInvalid);
  if (text === '') return fail(ADDRESS_MESSAGES.phoneRequired);
  const phone = normalizePhone(text);
  return phone ? ok(phone) : fail(ADDRESS_MESSAGES.phoneInvalid);
}

/**
 * A whole delivery address: the normalized address, or every bad field's message at once (the
 * form marks them all; the server answers them as the error's fields).
 */
export function validateDeliveryAddress(
  input: DeliveryAddressInput,
): Validation<DeliveryAddress, DeliveryAddressField> {
  const checks = {
    fullName: checkFullName(input.fullName),
    street: checkStreet(input.street),
    streetExtra: checkStreetExtra(input.streetExtra),
    postalCode: checkPostalCode(input.postalCode),
    city: checkCity(input.city),
    province: checkProvince(input.province),
    countryCode: checkCountryCode(input.countryCode),
    phone: checkPhone(input.phone),
  };
  const { fullName, street, streetExtra, postalCode, city, province, countryCode, phone } = checks;
  if (
    fullName.ok &&
    street.ok &&
    streetExtra.ok &&
    postalCode.ok &&
    city.ok &&
    province.ok &&
    countryCode.ok &&
    phone.ok
  ) {
    return {
      ok: true,
      value: {
        fullName: fullName.value,
        street: street.value,
        streetExtra: streetExtra.value,
        postalCode: postalCode.value,
        city: city.value,
        province: province.value,
        countryCode: countryCode.value,
        phone: phone.value,
      },
    };
  }
  return { ok: false, errors: collectErrors(checks) };
}

/** The message of every failed check, by field. */
export function collectErrors<Field extends string>(
  checks: Readonly<Record<Field, FieldCheck<unknown>>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const check = checks[field];
    if (!check.ok) errors[field] = check.message;
  }
  return errors;
}
