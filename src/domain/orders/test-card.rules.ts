import { romeWallClock } from '../checkout/italian-holidays';

/**
 * The card checks and outcomes of the built-in test payment provider (docs/decisions/017), used
 * in development and tests in place of a real provider. It answers Stripe's public test card
 * numbers as Stripe's test mode does, and treats any other number that passes the checks as
 * paid: a test shop must be payable with any well-formed number. A real provider receives the
 * card data directly; the shop keeps only the brand and the last four digits.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

export type CardFieldFailure =
  'invalid_number' | 'invalid_expiry' | 'expiry_passed' | 'invalid_cvc';
/** Stripe's codes for the refusals its test numbers produce. */
export type CardDecline = 'card_declined' | 'insufficient_funds' | 'expired_card';
export type TestCardFailure = CardFieldFailure | CardDecline;

export const CARD_DECLINES: readonly CardDecline[] = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
];

/** Whether a refusal's reason (or Stripe.js's error code) is one of the declines above. */
export function isCardDecline(code: unknown): code is CardDecline {
  return CARD_DECLINES.includes(code as CardDecline);
}

export interface TestCardInput {
  number: string;
  /** 'MM/AA' or 'MM/AAAA'. */
  expiry: string;
  cvc: string;
}

export interface CardFieldErrors {
  number?: 'invalid_number';
  expiry?: 'invalid_expiry' | 'expiry_passed';
  cvc?: 'invalid_cvc';
}

export type TestChargeResult =
  | { status: 'succeeded'; brand: CardBrand; last4: string }
  | { status: 'declined'; decline: CardDecline; brand: CardBrand; last4: string }
  | { status: 'invalid'; errors: CardFieldErrors };

/** Stripe's test numbers that do not succeed (stripe.com/docs/testing, "Declined payments"). */
const DECLINING_TEST_NUMBERS: ReadonlyMap<string, CardDecline> = new Map([
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
]);

/** The number without the spaces and dashes people type or paste. */
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test, on a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits passing the Luhn check. */
export function isValidCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && isLuhnValid(digits);
}

/** The brand by the number's first digits (IIN ranges of Visa, Mastercard, American Express). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const firstTwo = Number(digits.slice(0, 2));
  const firstFour = Number(digits.slice(0, 4));
  if (
    /^\d{4}/.test(digits) &&
    ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720))
  ) {
    return 'mastercard';
  }
  return 'other';
}

export interface CardExpiry {
  /** 1–12. */
  month: number;
  year: number;
}

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/;

/** 'MM/AA' or 'MM/AAAA' (spaces around the slash accepted); 'AA' is 20AA. */
export function parseCardExpiry(raw: string): CardExpiry | null {
  const match = EXPIRY.exec(raw.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearDigits = match[2] ?? '';
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good until the end of its expiry month, Rome time. */
export function isCardExpiryPast(expiry: CardExpiry, now: Date): boolean {
  const clock = romeWallClock(now);
  return clock.year * 12 + clock.month > expiry.year * 12 + expiry.month;
}

/** 3 digits; 4 for American Express. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc.trim());
}

/** Every field's problem at once, so that a form can show them together. */
export function checkTestCard(input: TestCardInput, now: Date): CardFieldErrors {
  const digits = normalizeCardNumber(input.number);
  const errors: CardFieldErrors = {};
  if (!isValidCardNumber(digits)) errors.number = 'invalid_number';
  const expiry = parseCardExpiry(input.expiry);
  if (!expiry) errors.expiry = 'invalid_expiry';
  else if (isCardExpiryPast(expiry, now)) errors.expiry = 'expiry_passed';
  if (!isValidCvc(input.cvc, cardBrandOf(digits))) errors.cvc = 'invalid_cvc';
  return errors;
}

/**
 * What the test provider answers to a payment: the field errors if any; otherwise Stripe's
 * outcome for its declining test numbers, and success for every other valid number (Stripe's
 * 4242 4242 4242 4242 among them).
 */
export function chargeTestCard(input: TestCardInput, now: Date): TestChargeResult {
  const errors = checkTestCard(input, now);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const digits = normalizeCardNumber(input.number);
  const brand = cardBrandOf(digits);
  const last4 = digits.slice(-4);
  const decline = DECLINING_TEST_NUMBERS.get(digits);
  if (decline) return { status: 'declined', decline, brand, last4 };
  return { status: 'succeeded', brand, last4 };
}
