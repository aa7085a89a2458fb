import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../checkout/address.rules';
import { formatPhoneNumber } from './profile.messages';

describe('formatPhoneNumber', () => {
  it('groups an Italian mobile number as it is read aloud', () => {
    expect(formatPhoneNumber('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhoneNumber('+39333123456')).toBe('+39 333 123 456');
  });

  it('keeps an Italian landline whole after the country code', () => {
    expect(formatPhoneNumber('+390612345678')).toBe('+39 0612345678');
    expect(formatPhoneNumber('+390331123456')).toBe('+39 0331123456');
  });

  it('leaves other countries as stored', () => {
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
    expect(formatPhoneNumber('+14155550123')).toBe('+14155550123');
  });

  it('writes a number the shop normalises back to the same E.164', () => {
    for (const e164 of ['+393331234567', '+39333123456', '+390612345678', '+442079460958'])
      expect(normalizePhone(formatPhoneNumber(e164))).toBe(e164);
  });
});
