import { describe, expect, it } from 'vitest';
import {
  checkCompanyName,
  checkCompanyTaxCode,
  checkPec,
  checkPersonalTaxCode,
  checkSdiCode,
  checkVatNumber,
  isValidPersonalTaxCode,
  isValidVatNumber,
  taxCodeCheckCharacter,
  validateInvoiceRequest,
  vatNumberCheckDigit,
} from './invoice.rules';

const refused = (message: string) => ({ ok: false, message });
const accepted = <T>(value: T) => ({ ok: true, value });

const TAX_CODE_FORMAT = 'Il codice fiscale deve avere 16 caratteri, ad esempio RSSMRA85T10A562S.';
const TAX_CODE_INVALID =
  'Il codice fiscale non è valido: controlla di averlo scritto correttamente.';
const VAT_NUMBER_INVALID =
  'La partita IVA non è valida: controlla di averla scritta correttamente.';

/*
 * The codes below were computed apart from this implementation (a separate script with the
 * tables of DM 23/12/1976). RSSMRA85T10A562S and MRTMTT25D09F205Z are the examples published
 * everywhere; the omocodic variants replace the digits from the right, one more each time
 * (2→N, 6→S, 5→R, 0→L, 1→M, 5→R, 8→U), each with its own check character.
 */
const OMOCODIC_VARIANTS = [
  'RSSMRA85T10A56NH',
  'RSSMRA85T10A5SNT',
  'RSSMRA85T10ARSNO',
  'RSSMRA85T1LARSNR',
  'RSSMRA85TMLARSNC',
  'RSSMRA8RTMLARSNO',
  'RSSMRAURTMLARSNL',
];

describe('codice fiscale check character', () => {
  it('is computed from the first 15 characters', () => {
    expect(taxCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
    expect(taxCodeCheckCharacter('MRTMTT25D09F205')).toBe('Z');
    expect(taxCodeCheckCharacter('CLMLNE99E68L219')).toBe('P');
    for (const code of OMOCODIC_VARIANTS)
      expect(taxCodeCheckCharacter(code.slice(0, 15))).toBe(code[15]);
  });
});

describe('personal codice fiscale', () => {
  it('accepts real codes, a woman’s (day + 40) and every omocodic variant', () => {
    for (const code of [
      'RSSMRA85T10A562S',
      'MRTMTT25D09F205Z',
      'CLMLNE99E68L219P',
      ...OMOCODIC_VARIANTS,
    ]) {
      expect(isValidPersonalTaxCode(code)).toBe(true);
      expect(checkPersonalTaxCode(code)).toEqual(accepted(code));
    }
  });

  it('accepts any case and spaces, answered upper case without spaces', () => {
    expect(checkPersonalTaxCode(' rss mra 85t10 a562s ')).toEqual(accepted('RSSMRA85T10A562S'));
    expect(checkPersonalTaxCode('rssmra85t10a56nh')).toEqual(accepted('RSSMRA85T10A56NH'));
  });

  it('refuses a wrong check character', () => {
    for (const code of [
      'RSSMRA85T10A562T',
      'RSSMRA85T10A562A',
      'MRTMTT25D09F205A',
      // An omocodic variant keeps no check character of the code it comes from.
      'RSSMRA85T10A56NS',
      // One character changed, the check character kept.
      'RSSMRA86T10A562S',
      'RSSMRA85T10A563S',
    ]) {
      expect(isValidPersonalTaxCode(code)).toBe(false);
      expect(checkPersonalTaxCode(code)).toEqual(refused(TAX_CODE_INVALID));
    }
  });

  it('refuses a month or a day no one is born on, even with a matching check character', () => {
    for (const code of [
      'RSSMRA85Z10A562B', // month Z
      'RSSMRA85T00A562R', // day 0
      'RSSMRA85T32A562Y', // day 32
      'RSSMRA85T72A562C', // day 72 (a woman's 32)
    ])
      expect(checkPersonalTaxCode(code)).toEqual(refused(TAX_CODE_INVALID));
    for (const code of ['RSSMRA85T31A562T', 'RSSMRA85T41A562U', 'RSSMRA85T71A562X'])
      expect(checkPersonalTaxCode(code)).toEqual(accepted(code));
  });

  it('refuses letters where digits go and digits where letters go', () => {
    for (const code of [
      'RSSMR185T10A562S',
      'RSSMRA8AT10A562S',
      'RSSMRA85T10A56ZS',
      'RSSMRA85T1015621',
    ])
      expect(checkPersonalTaxCode(code)).toEqual(refused(TAX_CODE_INVALID));
  });

  it('refuses anything but 16 letters and digits', () => {
    for (const value of [
      'RSSMRA85T10A562',
      'RSSMRA85T10A562SS',
      'RSSMRA85T10A562-',
      '12345678903',
      'RSSMRÀ85T10A562S',
    ])
      expect(checkPersonalTaxCode(value)).toEqual(refused(TAX_CODE_FORMAT));
  });

  it('asks for a missing code and refuses one that is not text', () => {
    for (const value of [undefined, null, '', '  '])
      expect(checkPersonalTaxCode(value)).toEqual(refused('Inserisci il codice fiscale.'));
    expect(checkPersonalTaxCode(42)).toEqual(refused('Il testo contiene caratteri non validi.'));
  });
});

describe('partita IVA check digit', () => {
  it('is the Luhn digit of the first 10', () => {
    expect(vatNumberCheckDigit('1234567890')).toBe('3');
    expect(vatNumberCheckDigit('0114367001')).toBe('4');
    expect(vatNumberCheckDigit('0248886096')).toBe('2');
    expect(vatNumberCheckDigit('0000000000')).toBe('0');
  });

  it('accepts the public example 12345678903 and codes computed apart', () => {
    for (const digits of [
      '12345678903',
      '01143670014',
      '02488860962',
      '03123456786',
      '07654321095',
    ])
      expect(isValidVatNumber(digits)).toBe(true);
  });

  it('refuses a wrong check digit, all zeros and anything but 11 digits', () => {
    for (const digits of [
      '12345678901',
      '12345678904',
      '01143670015',
      '00000000000',
      '1234567890',
      '123456789031',
      'IT12345678903',
    ])
      expect(isValidVatNumber(digits)).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts 11 digits, with or without IT, spaces or case', () => {
    expect(checkVatNumber('12345678903')).toEqual(accepted('12345678903'));
    expect(checkVatNumber('IT12345678903')).toEqual(accepted('12345678903'));
    expect(checkVatNumber(' it 123 456 789 03 ')).toEqual(accepted('12345678903'));
  });

  it('refuses a wrong check digit or all zeros', () => {
    for (const value of ['12345678901', 'IT12345678901', '00000000000'])
      expect(checkVatNumber(value)).toEqual(refused(VAT_NUMBER_INVALID));
  });

  it('refuses anything but 11 digits', () => {
    for (const value of [
      '1234567890',
      '123456789031',
      'IT1234567890A',
      'FR12345678903',
      'ITIT12345678903',
      '1234567890-3',
    ])
      expect(checkVatNumber(value)).toEqual(refused('La partita IVA deve avere 11 cifre.'));
  });

  it('asks for a missing one', () => {
    for (const value of [undefined, null, '', ' '])
      expect(checkVatNumber(value)).toEqual(refused('Inserisci la partita IVA.'));
  });
});

describe('company codice fiscale', () => {
  it('is optional', () => {
    for (const value of [undefined, null, '', ' '])
      expect(checkCompanyTaxCode(value)).toEqual(accepted(null));
  });

  it('accepts 11 digits with a good check digit or a personal code', () => {
    expect(checkCompanyTaxCode('12345678903')).toEqual(accepted('12345678903'));
    expect(checkCompanyTaxCode(' 0114 3670 014 ')).toEqual(accepted('01143670014'));
    expect(checkCompanyTaxCode('rssmra85t10a562s')).toEqual(accepted('RSSMRA85T10A562S'));
  });

  it('refuses a wrong check digit or character', () => {
    for (const value of ['12345678901', '00000000000', 'RSSMRA85T10A562T'])
      expect(checkCompanyTaxCode(value)).toEqual(refused(TAX_CODE_INVALID));
  });

  it('refuses any other length or form', () => {
    for (const value of ['123', 'IT12345678903', '1234567890', 'RSSMRA85T10A562', '1234567890A'])
      expect(checkCompanyTaxCode(value)).toEqual(
        refused('Il codice fiscale dell’azienda deve avere 11 cifre oppure 16 caratteri.'),
      );
  });
});

describe('ragione sociale', () => {
  it('accepts a name up to 120 characters, spaces collapsed', () => {
    expect(checkCompanyName(' Rossi  &  Figli S.r.l. ')).toEqual(accepted('Rossi & Figli S.r.l.'));
    expect(checkCompanyName('3M Italia S.r.l.')).toEqual(accepted('3M Italia S.r.l.'));
    expect(checkCompanyName('a'.repeat(120)).ok).toBe(true);
  });

  it('refuses a missing or long name', () => {
    for (const value of [undefined, null, '', '  ', '---'])
      expect(checkCompanyName(value)).toEqual(refused('Inserisci la ragione sociale.'));
    expect(checkCompanyName('a'.repeat(121))).toEqual(
      refused('La ragione sociale può avere al massimo 120 caratteri.'),
    );
    expect(checkCompanyName('Rossi\u0000 S.r.l.')).toEqual(
      refused('Il testo contiene caratteri non validi.'),
    );
  });
});

describe('codice destinatario and PEC', () => {
  it('accepts 7 letters or digits, answered upper case', () => {
    expect(checkSdiCode('m5uxcr1')).toEqual(accepted('M5UXCR1'));
    expect(checkSdiCode(' ABC 1234 ')).toEqual(accepted('ABC1234'));
    expect(checkSdiCode('0000000')).toEqual(accepted('0000000'));
    for (const value of [undefined, null, '']) expect(checkSdiCode(value)).toEqual(accepted(null));
  });

  it('refuses any other code', () => {
    for (const value of ['ABC12', 'UFXYZ1', 'ABC12345', 'ABC-123', 'ABC_123', 'ÀBC1234'])
      expect(checkSdiCode(value)).toEqual(
        refused('Il codice destinatario deve avere 7 caratteri, tra lettere e numeri.'),
      );
  });

  it('accepts a PEC address, answered lower case', () => {
    expect(checkPec(' Amministrazione@PEC.Rossi-Figli.it ')).toEqual(
      accepted('amministrazione@pec.rossi-figli.it'),
    );
    for (const value of [undefined, null, '']) expect(checkPec(value)).toEqual(accepted(null));
  });

  it('refuses what is not an email address', () => {
    for (const value of [
      'rossi',
      'rossi@',
      '@pec.it',
      'rossi@pec',
      'rossi figli@pec.it',
      `${'a'.repeat(250)}@pec.it`,
    ])
      expect(checkPec(value)).toEqual(
        refused('Inserisci un indirizzo PEC valido, ad esempio nome@pec.it.'),
      );
  });
});

describe('validateInvoiceRequest', () => {
  it('answers a private person’s request', () => {
    expect(validateInvoiceRequest({ kind: 'person', taxCode: 'rssmra85t10a562s' })).toEqual({
      ok: true,
      value: { kind: 'person', taxCode: 'RSSMRA85T10A562S' },
    });
  });

  it('ignores the company fields of a private person’s request', () => {
    expect(
      validateInvoiceRequest({
        kind: 'person',
        taxCode: 'RSSMRA85T10A562S',
        vatNumber: 'x',
        pec: 'x',
      }),
    ).toEqual({ ok: true, value: { kind: 'person', taxCode: 'RSSMRA85T10A562S' } });
  });

  it('reports a private person’s bad code', () => {
    expect(validateInvoiceRequest({ kind: 'person', taxCode: 'RSSMRA85T10A562T' })).toEqual({
      ok: false,
      errors: { taxCode: TAX_CODE_INVALID },
    });
    expect(validateInvoiceRequest({ kind: 'person' })).toEqual({
      ok: false,
      errors: { taxCode: 'Inserisci il codice fiscale.' },
    });
  });

  it('refuses an unknown kind, and checks nothing else', () => {
    for (const kind of [undefined, null, '', 'azienda', 'Person', 1])
      expect(validateInvoiceRequest({ kind, taxCode: 'x' })).toEqual({
        ok: false,
        errors: { kind: 'Indica se la fattura va intestata a un privato o a un’azienda.' },
      });
  });

  const company = {
    kind: 'company',
    companyName: ' Rossi & Figli S.r.l. ',
    vatNumber: 'IT 12345678903',
    sdiCode: 'm5uxcr1',
  };

  it('answers a company’s request with a codice destinatario', () => {
    expect(validateInvoiceRequest(company)).toEqual({
      ok: true,
      value: {
        kind: 'company',
        companyName: 'Rossi & Figli S.r.l.',
        vatNumber: '12345678903',
        taxCode: null,
        sdiCode: 'M5UXCR1',
        pec: null,
      },
    });
  });

  it('sends the invoice by PEC, code 0000000, when only a PEC is given', () => {
    const request = { ...company, sdiCode: '', pec: 'Rossi@PEC.it', taxCode: '01143670014' };
    expect(validateInvoiceRequest(request)).toEqual({
      ok: true,
      value: {
        kind: 'company',
        companyName: 'Rossi & Figli S.r.l.',
        vatNumber: '12345678903',
        taxCode: '01143670014',
        sdiCode: '0000000',
        pec: 'rossi@pec.it',
      },
    });
    expect(validateInvoiceRequest({ ...request, sdiCode: '0000000' })).toEqual(
      validateInvoiceRequest(request),
    );
  });

  it('keeps both a codice destinatario and a PEC', () => {
    expect(validateInvoiceRequest({ ...company, pec: 'rossi@pec.it' })).toMatchObject({
      ok: true,
      value: { sdiCode: 'M5UXCR1', pec: 'rossi@pec.it' },
    });
  });

  it('asks for a codice destinatario or a PEC', () => {
    expect(validateInvoiceRequest({ ...company, sdiCode: undefined })).toEqual({
      ok: false,
      errors: { sdiCode: 'Indica il codice destinatario SDI oppure un indirizzo PEC.' },
    });
  });

  it('asks for the PEC with code 0000000', () => {
    expect(validateInvoiceRequest({ ...company, sdiCode: '0000000' })).toEqual({
      ok: false,
      errors: { pec: 'Con il codice destinatario 0000000 indica anche un indirizzo PEC.' },
    });
  });

  it('reports every bad field of a company at once', () => {
    expect(
      validateInvoiceRequest({
        kind: 'company',
        companyName: '',
        vatNumber: '12345678901',
        taxCode: '123',
        sdiCode: 'ABC',
        pec: 'rossi',
      }),
    ).toEqual({
      ok: false,
      errors: {
        companyName: 'Inserisci la ragione sociale.',
        vatNumber: VAT_NUMBER_INVALID,
        taxCode: 'Il codice fiscale dell’azienda deve avere 11 cifre oppure 16 caratteri.',
        sdiCode: 'Il codice destinatario deve avere 7 caratteri, tra lettere e numeri.',
        pec: 'Inserisci un indirizzo PEC valido, ad esempio nome@pec.it.',
      },
    });
  });

  it('asks for every required field of an empty company form', () => {
    expect(validateInvoiceRequest({ kind: 'company' })).toEqual({
      ok: false,
      errors: {
        companyName: 'Inserisci la ragione sociale.',
        vatNumber: 'Inserisci la partita IVA.',
        sdiCode: 'Indica il codice destinatario SDI oppure un indirizzo PEC.',
      },
    });
  });
});
