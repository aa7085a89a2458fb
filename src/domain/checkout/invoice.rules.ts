import { z } from 'zod';
import {
  charCount,
  cleanText,
  collectErrors,
  type FieldCheck,
  type Validation,
} from './address.rules';
import { INVOICE_MESSAGES } from './checkout-address.messages';

/**
 * The invoice a customer may ask for at checkout, as pure checks shared by the form and the
 * server: a private person gives a codice fiscale; a company gives its ragione sociale, partita
 * IVA, the address the Sistema di Interscambio (SDI) delivers the electronic invoice to (a
 * codice destinatario, or a PEC mailbox) and, if it differs, its codice fiscale. Codes are
 * checked with the Agenzia delle Entrate's check character and digit, so a typing slip is caught
 * before the invoice is issued.
 */

export const COMPANY_NAME_MAX_CHARS = 120;
export const PEC_MAX_CHARS = 254;
/** The codice destinatario of a company receiving its invoices by PEC. */
export const SDI_CODE_BY_PEC = '0000000';

export const INVOICE_FIELDS = [
  'kind',
  'taxCode',
  'companyName',
  'vatNumber',
  'sdiCode',
  'pec',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export type InvoiceKind = 'person' | 'company';

/** What a form or a request carries: anything, field by field. */
export type InvoiceRequestInput = { readonly [Field in InvoiceField]?: unknown };

export interface PersonInvoiceRequest {
  kind: 'person';
  /** Codice fiscale, 16 characters, upper case. */
  taxCode: string;
}

export interface CompanyInvoiceRequest {
  kind: 'company';
  /** Ragione sociale. */
  companyName: string;
  /** Partita IVA: 11 digits, without the 'IT' prefix. */
  vatNumber: string;
  /** The company's codice fiscale when given: 11 digits or 16 characters; else null. */
  taxCode: string | null;
  /** Codice destinatario SDI, 7 characters; '0000000' when the invoice goes to the PEC. */
  sdiCode: string;
  /** PEC mailbox, lower case; null when not given. */
  pec: string | null;
}

export type InvoiceRequest = PersonInvoiceRequest | CompanyInvoiceRequest;

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const fail = <T>(message: string): FieldCheck<T> => ({ ok: false, message });

/** A typed code without spaces, upper case ('rss mra 85t10 a562s' → 'RSSMRA85T10A562S'). */
function compactCode(text: string): string {
  return text.replace(/ /g, '').toUpperCase();
}

// ---- Codice fiscale of a person (DM 23 December 1976) ----

/**
 * The letters that replace the digits 0–9 when two people would otherwise share a code
 * (omocodia): from the rightmost digit leftwards, L for 0, M for 1, … V for 9.
 */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

/** Values of the characters in odd positions (1st, 3rd, … 15th), digits and letters alike. */
const ODD_POSITION_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ].map((value, index) => [String.fromCharCode(65 + index), value]),
);
const DIGIT_AS_LETTER = 'ABCDEFGHIJ';

function oddPositionValue(char: string): number {
  const letter = /\d/.test(char) ? DIGIT_AS_LETTER[Number(char)]! : char;
  return ODD_POSITION_VALUES[letter]!;
}

function evenPositionValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** The check character of a codice fiscale from its first 15 characters (upper case). */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    const char = first15[index]!;
    // Positions count from 1: index 0 is the first, odd, position.
    sum += index % 2 === 0 ? oddPositionValue(char) : evenPositionValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * Surname (3), name (3), year (2), month letter, day (2; +40 for women), place code (letter and
 * 3), check character; each of the 7 digits may be an omocodia letter.
 */
const PERSONAL_TAX_CODE =
  /^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/;

function digitOf(char: string): number {
  const omocode = OMOCODIA_LETTERS.indexOf(char);
  return omocode >= 0 ? omocode : Number(char);
}

/** Whether a 16-character code (upper case) is a codice fiscale the Agenzia could have issued. */
export function isValidPersonalTaxCode(code: string): boolean {
  if (!PERSONAL_TAX_CODE.test(code)) return false;
  const day = digitOf(code[9]!) * 10 + digitOf(code[10]!);
  const isDay = (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
  return isDay && taxCodeCheckCharacter(code.slice(0, 15)) === code[15];
}

// ---- Partita IVA, and the numeric codice fiscale of a company (DPR 605/1973) ----

/**
 * The check digit from the first 10 digits (Luhn): digits in odd positions count as they are,
 * digits in even positions doubled, less 9 when above 9; the check digit brings the sum to a
 * multiple of 10.
 */
export function vatNumberCheckDigit(first10: string): string {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(first10[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/** 11 digits with the right check digit; all zeros, which the sum lets through, is no number. */
export function isValidVatNumber(digits: string): boolean {
  return (
    /^\d{11}$/.test(digits) &&
    digits !== '00000000000' &&
    vatNumberCheckDigit(digits.slice(0, 10)) === digits[10]
  );
}

// ---- Field checks ----

export function checkPersonalTaxCode(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (text === '') return fail(INVOICE_MESSAGES.taxCodeRequired);
  const code = compactCode(text);
  if (!/^[A-Z\d]{16}$/.test(code)) return fail(INVOICE_MESSAGES.taxCodeFormat);
  return isValidPersonalTaxCode(code) ? ok(code) : fail(INVOICE_MESSAGES.taxCodeInvalid);
}

/**
 * A company's codice fiscale, optional: 11 digits (a company's, often its partita IVA) or 16
 * characters (a sole trader's personal code).
 */
export function checkCompanyTaxCode(value: unknown): FieldCheck<string | null> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (text === '') return ok(null);
  const code = compactCode(text);
  if (/^\d{11}$/.test(code))
    return isValidVatNumber(code) ? ok(code) : fail(INVOICE_MESSAGES.taxCodeInvalid);
  if (/^[A-Z\d]{16}$/.test(code))
    return isValidPersonalTaxCode(code) ? ok(code) : fail(INVOICE_MESSAGES.taxCodeInvalid);
  return fail(INVOICE_MESSAGES.companyTaxCodeFormat);
}

export function checkCompanyName(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (!/[\p{L}\d]/u.test(text)) return fail(INVOICE_MESSAGES.companyNameRequired);
  if (charCount(text) > COMPANY_NAME_MAX_CHARS) return fail(INVOICE_MESSAGES.companyNameTooLong);
  return ok(text);
}

/** Partita IVA, with or without the 'IT' of its VIES form; answered as its 11 digits. */
export function checkVatNumber(value: unknown): FieldCheck<string> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (text === '') return fail(INVOICE_MESSAGES.vatNumberRequired);
  const digits = compactCode(text).replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits)) return fail(INVOICE_MESSAGES.vatNumberFormat);
  return isValidVatNumber(digits) ? ok(digits) : fail(INVOICE_MESSAGES.vatNumberInvalid);
}

/** Codice destinatario: 7 letters or digits, upper case; null when not given. */
export function checkSdiCode(value: unknown): FieldCheck<string | null> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (text === '') return ok(null);
  const code = compactCode(text);
  return /^[A-Z\d]{7}$/.test(code) ? ok(code) : fail(INVOICE_MESSAGES.sdiCodeFormat);
}

const pecSchema = z.email().max(PEC_MAX_CHARS);

/** A PEC mailbox has an ordinary email address's form; lower case; null when not given. */
export function checkPec(value: unknown): FieldCheck<string | null> {
  const text = cleanText(value);
  if (text === null) return fail(INVOICE_MESSAGES.invalidText);
  if (text === '') return ok(null);
  const pec = text.toLowerCase();
  return pecSchema.safeParse(pec).success ? ok(pec) : fail(INVOICE_MESSAGES.pecInvalid);
}

function checkKind(value: unknown): FieldCheck<InvoiceKind> {
  return value === 'person' || value === 'company' ? ok(value) : fail(INVOICE_MESSAGES.kindInvalid);
}

/**
 * Where the SDI delivers a company's invoice: its codice destinatario, or its PEC with the code
 * '0000000' — which is therefore the code when only a PEC is given, and needs a PEC when typed.
 */
function checkInvoiceRecipient(
  sdiCodeInput: unknown,
  pecInput: unknown,
): { sdiCode: FieldCheck<string>; pec: FieldCheck<string | null> } {
  const sdiCode = checkSdiCode(sdiCodeInput);
  const pec = checkPec(pecInput);
  if (!sdiCode.ok) return { sdiCode: fail(sdiCode.message), pec };
  if (pec.ok && pec.value === null) {
    if (sdiCode.value === null) return { sdiCode: fail(INVOICE_MESSAGES.recipientMissing), pec };
    if (sdiCode.value === SDI_CODE_BY_PEC)
      return { sdiCode: ok(sdiCode.value), pec: fail(INVOICE_MESSAGES.pecRequiredWithZeros) };
  }
  return { sdiCode: ok(sdiCode.value ?? SDI_CODE_BY_PEC), pec };
}

/**
 * A whole invoice request: the normalized request, or every bad field's message at once. Fields
 * that do not belong to the kind chosen are ignored.
 */
export function validateInvoiceRequest(
  input: InvoiceRequestInput,
): Validation<InvoiceRequest, InvoiceField> {
  const kind = checkKind(input.kind);
  if (!kind.ok) return { ok: false, errors: { kind: kind.message } };

  if (kind.value === 'person') {
    const taxCode = checkPersonalTaxCode(input.taxCode);
    if (taxCode.ok) return { ok: true, value: { kind: 'person', taxCode: taxCode.value } };
    return { ok: false, errors: { taxCode: taxCode.message } };
  }

  const checks = {
    companyName: checkCompanyName(input.companyName),
    vatNumber: checkVatNumber(input.vatNumber),
    taxCode: checkCompanyTaxCode(input.taxCode),
    ...checkInvoiceRecipient(input.sdiCode, input.pec),
  };
  const { companyName, vatNumber, taxCode, sdiCode, pec } = checks;
  if (companyName.ok && vatNumber.ok && taxCode.ok && sdiCode.ok && pec.ok) {
    return {
      ok: true,
      value: {
        kind: 'company',
        companyName: companyName.value,
        vatNumber: vatNumber.value,
        taxCode: taxCode.value,
        sdiCode: sdiCode.value,
        pec: pec.value,
      },
    };
  }
  return { ok: false, errors: collectErrors(checks) };
}
