import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_MESSAGES,
  cardFailureMessage,
  cardFieldMessages,
  paymentRefusalMessage,
} from './order.messages';
import {
  cardBrandOf,
  chargeTestCard,
  checkTestCard,
  isCardDecline,
  isCardExpiryPast,
  isLuhnValid,
  isValidCardNumber,
  isValidCvc,
  normalizeCardNumber,
  parseCardExpiry,
  type TestCardFailure,
} from './test-card.rules';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = (number: string, expiry = '12/28', cvc = '123') => ({ number, expiry, cvc });

describe('card number', () => {
  it('drops the spaces and dashes people type', () => {
    expect(normalizeCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242.4242')).toBe('4242.4242');
  });

  it('passes the Luhn check only with the right check digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4242x42424242424')).toBe(false);
  });

  it('has 12 to 19 digits', () => {
    expect(isValidCardNumber('400000000002')).toBe(true); // 12
    expect(isValidCardNumber('40000000006')).toBe(false); // 11, Luhn-valid
    expect(isValidCardNumber('4000000000000000006')).toBe(true); // 19
    expect(isValidCardNumber('40000000000000000002')).toBe(false); // 20, Luhn-valid
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('5200828282828210')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard'); // the 2-series
    expect(cardBrandOf('2720990000000007')).toBe('mastercard');
    expect(cardBrandOf('2721000000000000')).toBe('other');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('371449635398431')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('other'); // Discover
    expect(cardBrandOf('3056930009020004')).toBe('other'); // Diners
    expect(cardBrandOf('')).toBe('other');
  });
});

describe('expiry', () => {
  it('reads MM/AA and MM/AAAA', () => {
    expect(parseCardExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseCardExpiry('03/2031')).toEqual({ month: 3, year: 2031 });
    expect(parseCardExpiry(' 07 / 29 ')).toEqual({ month: 7, year: 2029 });
  });

  it('refuses anything else', () => {
    for (const text of ['', '1/27', '13/27', '00/27', '11-26', '11/2', '11/226', 'MM/AA']) {
      expect(parseCardExpiry(text), text).toBeNull();
    }
  });

  it('is good until the end of its month, Rome time', () => {
    const november2026 = { month: 11, year: 2026 };
    // 23:59:59.999 on 30 November in Rome.
    expect(isCardExpiryPast(november2026, new Date('2026-11-30T22:59:59.999Z'))).toBe(false);
    // 00:00 on 1 December in Rome, still November in UTC.
    expect(isCardExpiryPast(november2026, new Date('2026-11-30T23:00:00Z'))).toBe(true);
    expect(isCardExpiryPast({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isCardExpiryPast({ month: 1, year: 2027 }, NOW)).toBe(false);
    // Across the year: December 2026 is over at midnight on New Year's Eve in Rome.
    expect(isCardExpiryPast({ month: 12, year: 2026 }, new Date('2026-12-31T23:00:00Z'))).toBe(
      true,
    );
  });
});

describe('CVC', () => {
  it('has 3 digits, 4 for American Express', () => {
    expect(isValidCvc('123', 'visa')).toBe(true);
    expect(isValidCvc('1234', 'visa')).toBe(false);
    expect(isValidCvc('12', 'mastercard')).toBe(false);
    expect(isValidCvc('12a', 'other')).toBe(false);
    expect(isValidCvc('1234', 'amex')).toBe(true);
    expect(isValidCvc('123', 'amex')).toBe(false);
  });
});

describe('checkTestCard', () => {
  it('finds nothing wrong with a good card', () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), NOW)).toEqual({});
    expect(checkTestCard(card('3782 822463 10005', '11/26', '1234'), NOW)).toEqual({});
  });

  it('reports every field at once', () => {
    expect(checkTestCard(card('4242 4242 4242 4241', '13/26', '12'), NOW)).toEqual({
      number: 'invalid_number',
      expiry: 'invalid_expiry',
      cvc: 'invalid_cvc',
    });
    expect(checkTestCard(card('4242424242424242', '10/26'), NOW)).toEqual({
      expiry: 'expiry_passed',
    });
  });
});

describe('chargeTestCard', () => {
  it('answers Stripe’s test numbers as Stripe does', () => {
    expect(chargeTestCard(card('4242 4242 4242 4242'), NOW)).toEqual({
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
    });
    expect(chargeTestCard(card('4000 0000 0000 0002'), NOW)).toEqual({
      status: 'declined',
      decline: 'card_declined',
      brand: 'visa',
      last4: '0002',
    });
    expect(chargeTestCard(card('4000000000009995'), NOW)).toMatchObject({
      status: 'declined',
      decline: 'insufficient_funds',
    });
    // Declined as expired whatever expiry date is typed, as in Stripe's test mode.
    expect(chargeTestCard(card('4000000000000069'), NOW)).toMatchObject({
      status: 'declined',
      decline: 'expired_card',
    });
  });

  it('lets any other valid number pay', () => {
    expect(chargeTestCard(card('5555-5555-5555-4444'), NOW)).toEqual({
      status: 'succeeded',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(chargeTestCard(card('371449635398431', '01/2030', '7777'), NOW)).toEqual({
      status: 'succeeded',
      brand: 'amex',
      last4: '8431',
    });
  });

  it('checks the fields before looking at the number', () => {
    expect(chargeTestCard(card('4000000000000002', '12/28', '1'), NOW)).toEqual({
      status: 'invalid',
      errors: { cvc: 'invalid_cvc' },
    });
  });
});

describe('card payment messages', () => {
  it('has an Italian text for every failure', () => {
    const failures: TestCardFailure[] = [
      'invalid_number',
      'invalid_expiry',
      'expiry_passed',
      'invalid_cvc',
      'card_declined',
      'insufficient_funds',
      'expired_card',
    ];
    expect(Object.keys(CARD_PAYMENT_MESSAGES).sort()).toEqual([...failures].sort());
    for (const failure of failures) expect(cardFailureMessage(failure, 'visa')).toMatch(/\.$/);
    expect(cardFailureMessage('card_declined', 'visa')).toBe(
      'La carta è stata rifiutata. Usa un’altra carta o contatta la tua banca.',
    );
  });

  it('points American Express holders to the 4 digits on the front', () => {
    expect(cardFailureMessage('invalid_cvc', 'visa')).toContain('3 cifre sul retro');
    expect(cardFailureMessage('invalid_cvc', 'amex')).toContain('4 cifre sul fronte');
  });
});

describe('card form texts', () => {
  it('puts each problem of checkTestCard under its field', () => {
    const errors = checkTestCard(card('4242424242424241', '13/28', '12'), NOW);
    expect(cardFieldMessages(errors, 'visa')).toEqual({
      number: 'Il numero della carta non è valido. Controlla le cifre e riprova.',
      expiry: 'La data di scadenza non è valida: scrivila come MM/AA.',
      cvc: 'Il codice di sicurezza (CVC) non è valido: sono le 3 cifre sul retro della carta.',
    });
    expect(
      cardFieldMessages(checkTestCard(card('4242424242424242', '10/26'), NOW), 'visa'),
    ).toEqual({ expiry: 'La data di scadenza è già passata. Controllala o usa un’altra carta.' });
    expect(cardFieldMessages({}, 'visa')).toEqual({});
  });

  it('asks an American Express holder for the 4 digits on the front', () => {
    const errors = checkTestCard(card('378282246310005', '12/28', '123'), NOW);
    expect(cardFieldMessages(errors, 'amex')).toEqual({
      cvc: 'Il codice di sicurezza (CID) non è valido: sono le 4 cifre sul fronte della carta.',
    });
  });
});

describe('refused payments', () => {
  it('knows Stripe’s three declines and nothing else', () => {
    expect(isCardDecline('card_declined')).toBe(true);
    expect(isCardDecline('insufficient_funds')).toBe(true);
    expect(isCardDecline('expired_card')).toBe(true);
    expect(isCardDecline('generic_decline')).toBe(false);
    expect(isCardDecline(undefined)).toBe(false);
  });

  it('names a decline, an order no longer payable and the provider out of reach', () => {
    expect(paymentRefusalMessage('insufficient_funds')).toBe(
      'Fondi insufficienti sulla carta. Usa un’altra carta.',
    );
    expect(paymentRefusalMessage('not-payable')).toBe(
      'Questo ordine non è in attesa di pagamento.',
    );
    expect(paymentRefusalMessage('payment-provider')).toBe(
      'Il servizio di pagamento non risponde. Il tuo ordine è in attesa di pagamento: puoi riprovare da «I tuoi ordini».',
    );
  });

  it('leaves every other reason to the page', () => {
    expect(paymentRefusalMessage('out-of-stock')).toBeNull();
    expect(paymentRefusalMessage('price-changed')).toBeNull();
    expect(paymentRefusalMessage(undefined)).toBeNull();
  });
});
