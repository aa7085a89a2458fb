import { romeWallClock } from '../checkout/italian-holidays';

/**
 * Order numbers customers read, say on the phone and type into /track: 'VT-2026-000123', the
 * year the order was placed (in Italy) and its sequence within that year, from 1, with at least
 * six digits and more when a year needs them ('VT-2026-1000000'). The sequence itself is the
 * database's; these functions only write and read the number.
 */

export const ORDER_NUMBER_PREFIX = 'VT';
const SEQUENCE_MIN_DIGITS = 6;

export interface OrderNumberParts {
  year: number;
  /** 1, 2, 3… within the year. */
  sequence: number;
}

function isValidYear(year: number): boolean {
  return Number.isInteger(year) && year >= 1000 && year <= 9999;
}

function isValidSequence(sequence: number): boolean {
  return Number.isSafeInteger(sequence) && sequence >= 1;
}

/** { year: 2026, sequence: 123 } → 'VT-2026-000123'. */
export function formatOrderNumber({ year, sequence }: OrderNumberParts): string {
  if (!isValidYear(year)) throw new RangeError(`Invalid order year: ${year}`);
  if (!isValidSequence(sequence)) throw new RangeError(`Invalid order sequence: ${sequence}`);
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(SEQUENCE_MIN_DIGITS, '0')}`;
}

const ORDER_NUMBER = /^VT-(\d{4})-(\d{6,})$/;

/**
 * The parts of an order number as a customer may type it (surrounding spaces and lower case
 * accepted), or null. Only the one way `formatOrderNumber` writes a number is read back: no
 * zeros beyond the six digits ('VT-2026-0000123'), no sequence 0.
 */
export function parseOrderNumber(text: string): OrderNumberParts | null {
  const match = ORDER_NUMBER.exec(text.trim().toUpperCase());
  if (!match) return null;
  const yearDigits = match[1] ?? '';
  const sequenceDigits = match[2] ?? '';
  if (sequenceDigits.length > SEQUENCE_MIN_DIGITS && sequenceDigits.startsWith('0')) return null;
  const year = Number(yearDigits);
  const sequence = Number(sequenceDigits);
  if (!isValidYear(year) || !isValidSequence(sequence)) return null;
  return { year, sequence };
}

/** The year an order placed at `placedAt` is numbered in: the calendar year in Italy. */
export function orderNumberYear(placedAt: Date): number {
  return romeWallClock(placedAt).year;
}
