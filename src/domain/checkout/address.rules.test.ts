import { describe, expect, it } from 'vitest';
import {
  checkCity,
  checkCountryCode,
  checkFullName,
  checkPhone,
  checkPostalCode,
  checkProvince,
  checkStreet,
  checkStreetExtra,
  cleanText,
  isPoBox,
  normalizePhone,
  validateDeliveryAddress,
} from './address.rules';
import { FORMER_PROVINCES, PROVINCE_CODES, PROVINCES, provinceName } from './provinces';

const refused = (message: string) => ({ ok: false, message });
const accepted = <T>(value: T) => ({ ok: true, value });

describe('provinces', () => {
  it('lists the 110 codes of ISTAT as of 1 January 2026, two upper-case letters each', () => {
    const codes = Object.keys(PROVINCES);
    expect(codes).toHaveLength(110);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect([...codes].sort()).toEqual(codes);
  });

  it('has the units created since 2004 and the Sardinian provinces of the 2025 reform', () => {
    expect(PROVINCES).toMatchObject({
      AO: "Valle d'Aosta/Vallée d'Aoste",
      BT: 'Barletta-Andria-Trani',
      FM: 'Fermo',
      MB: 'Monza e della Brianza',
      CA: 'Cagliari',
      SS: 'Sassari',
      NU: 'Nuoro',
      OR: 'Oristano',
      CI: 'Sulcis Iglesiente',
      VS: 'Medio Campidano',
      OG: 'Ogliastra',
      OT: 'Gallura Nord-Est Sardegna',
    });
    expect(Object.keys(PROVINCES).filter((code) => code === 'SU')).toEqual([]);
  });

  it('still accepts Sud Sardegna (SU), abolished in 2025, without offering it', () => {
    expect(FORMER_PROVINCES).toEqual({ SU: 'Sud Sardegna' });
    expect(PROVINCE_CODES.has('SU')).toBe(true);
    expect(PROVINCE_CODES.size).toBe(111);
  });

  it('names a province from its code in any case', () => {
    expect(provinceName('MI')).toBe('Milano');
    expect(provinceName(' rm ')).toBe('Roma');
    expect(provinceName('su')).toBe('Sud Sardegna');
    expect(provinceName('Ci')).toBe('Sulcis Iglesiente');
    expect(provinceName('XX')).toBeUndefined();
    expect(provinceName('')).toBeUndefined();
    expect(provinceName('toString')).toBeUndefined();
  });
});

describe('cleanText', () => {
  it('trims and makes every run of white space one space', () => {
    expect(cleanText('  Via\tRoma \n\r 1  ')).toBe('Via Roma 1');
    expect(cleanText('Via\u00a0Roma\u2028 1')).toBe('Via Roma 1');
  });

  it('gives empty text for nothing given', () => {
    expect(cleanText(undefined)).toBe('');
    expect(cleanText(null)).toBe('');
    expect(cleanText('   ')).toBe('');
  });

  it('refuses what is not printable text', () => {
    for (const value of [
      42,
      true,
      {},
      ['Via Roma 1'],
      'Via\u0000Roma',
      'Via \ud800 Roma',
      'a\u0007b',
    ])
      expect(cleanText(value)).toBeNull();
  });
});

describe('recipient name', () => {
  it('accepts a first and last name or a full name, spaces collapsed', () => {
    expect(checkFullName('Mario Rossi')).toEqual(accepted('Mario Rossi'));
    expect(checkFullName('  Maria   De Santis ')).toEqual(accepted('Maria De Santis'));
    expect(checkFullName("Niccolò D'Ambrosio")).toEqual(accepted("Niccolò D'Ambrosio"));
    expect(checkFullName('Lù')).toEqual(accepted('Lù'));
  });

  it('counts characters, not UTF-16 units', () => {
    const eighty = `Zoë ${'𝒜'.repeat(76)}`;
    expect(checkFullName(eighty)).toEqual(accepted(eighty));
    expect(checkFullName(`${eighty}x`)).toEqual(
      refused('Il nome del destinatario può avere al massimo 80 caratteri.'),
    );
  });

  it('refuses a missing, short, long or letterless name with its message', () => {
    for (const value of [undefined, null, '', '   '])
      expect(checkFullName(value)).toEqual(refused('Inserisci nome e cognome del destinatario.'));
    expect(checkFullName('M')).toEqual(
      refused('Il nome del destinatario deve avere almeno 2 caratteri.'),
    );
    expect(checkFullName('a'.repeat(80)).ok).toBe(true);
    expect(checkFullName('a'.repeat(81))).toEqual(
      refused('Il nome del destinatario può avere al massimo 80 caratteri.'),
    );
    expect(checkFullName('12')).toEqual(refused('Inserisci un nome e cognome validi.'));
    expect(checkFullName('-- --')).toEqual(refused('Inserisci un nome e cognome validi.'));
  });

  it('refuses characters no label can print', () => {
    for (const value of ['Mario\u0000Rossi', 'Mario \udc00', 'Mario\u001bRossi', 7])
      expect(checkFullName(value)).toEqual(refused('Il testo contiene caratteri non validi.'));
  });
});

describe('street and number', () => {
  it('accepts a street with its number, spaces collapsed', () => {
    expect(checkStreet('Via Roma 1')).toEqual(accepted('Via Roma 1'));
    expect(checkStreet(' Corso  Vittorio Emanuele II, 15/B ')).toEqual(
      accepted('Corso Vittorio Emanuele II, 15/B'),
    );
    expect(checkStreet('Strada Provinciale 12 km 3')).toEqual(
      accepted('Strada Provinciale 12 km 3'),
    );
  });

  it('accepts a building without a number written snc', () => {
    for (const street of [
      'Località Pian di Mare snc',
      'Località Pian di Mare SNC',
      'Località Pian di Mare s.n.c.',
      'Località Pian di Mare, s.n.',
      'Località Pian di Mare s/n',
    ])
      expect(checkStreet(street)).toEqual(accepted(street));
  });

  it('asks for the number when there is none', () => {
    for (const street of ['Via Roma', 'Piazza Navona', 'Via Sncaro'])
      expect(checkStreet(street)).toEqual(
        refused('Aggiungi il numero civico (se non c’è, scrivi snc).'),
      );
  });

  it('refuses a missing, long or letterless street', () => {
    for (const value of [undefined, null, '', '  '])
      expect(checkStreet(value)).toEqual(refused('Inserisci via e numero civico.'));
    const long = `Via ${'a'.repeat(113)} 12`;
    expect(long).toHaveLength(120);
    expect(checkStreet(long).ok).toBe(true);
    expect(checkStreet(`${long}3`)).toEqual(
      refused('L’indirizzo può avere al massimo 120 caratteri.'),
    );
    expect(checkStreet('123')).toEqual(
      refused('Inserisci un indirizzo valido, ad esempio Via Roma 1.'),
    );
    expect(checkStreet('Via Roma\u00001')).toEqual(
      refused('Il testo contiene caratteri non validi.'),
    );
  });

  const poBoxMessage =
    'Non consegniamo a caselle postali né al fermo posta: indica un indirizzo di consegna.';
  const poBoxes = [
    'Casella postale 123',
    'casella postale n. 5',
    'CASELLA POSTALE 5',
    'Caselle postali 7',
    'Cas. Post. 12',
    'C.P. 45',
    'c.p. 45',
    'c. p. 45',
    'C.P.45',
    'CP 123',
    'CP123',
    'cp. 7',
    'Via Roma 1 CP 12',
    'P.O. Box 12',
    'PO Box 12',
    'POBox 12',
    'Fermo posta 1',
    'Fermoposta Milano Cordusio 1',
  ];

  it('refuses a PO box or poste restante, in the street or the second line', () => {
    for (const street of poBoxes) {
      expect(isPoBox(street)).toBe(true);
      expect(checkStreet(street)).toEqual(refused(poBoxMessage));
      expect(checkStreetExtra(street)).toEqual(refused(poBoxMessage));
    }
  });

  it('does not mistake ordinary streets for PO boxes', () => {
    for (const street of [
      'Via Capo di Lucca 12',
      'Via dei Cappuccini 3',
      'Piazza Campo dei Fiori 5',
      'Via Casellina 3',
      'Via delle Caselle 10',
      'Via della Posta Vecchia 1',
      'Vicolo Fermo 2',
      'Via Scipione 4',
      'Via Roma 12 CPL',
      'Largo Cpt. Bianchi 3',
    ]) {
      expect(isPoBox(street)).toBe(false);
      expect(checkStreet(street)).toEqual(accepted(street));
    }
  });
});

describe('second address line', () => {
  it('is optional: nothing given is null', () => {
    for (const value of [undefined, null, '', '   '])
      expect(checkStreetExtra(value)).toEqual(accepted(null));
  });

  it('holds staircase, flat or c/o, spaces collapsed', () => {
    expect(checkStreetExtra(' Scala B,  interno 4 ')).toEqual(accepted('Scala B, interno 4'));
    expect(checkStreetExtra('c/o Bianchi')).toEqual(accepted('c/o Bianchi'));
  });

  it('refuses more than 120 characters and unprintable text', () => {
    expect(checkStreetExtra('a'.repeat(120)).ok).toBe(true);
    expect(checkStreetExtra('a'.repeat(121))).toEqual(
      refused('Le informazioni aggiuntive possono avere al massimo 120 caratteri.'),
    );
    expect(checkStreetExtra(12)).toEqual(refused('Il testo contiene caratteri non validi.'));
  });
});

describe('CAP', () => {
  it('accepts five digits, trimmed', () => {
    expect(checkPostalCode('20121')).toEqual(accepted('20121'));
    expect(checkPostalCode(' 00185 ')).toEqual(accepted('00185'));
    // Neighbours of the excluded codes are ordinary Italian CAPs.
    for (const cap of ['23040', '23042', '22060', '22062', '47889', '47900', '00119', '00121'])
      expect(checkPostalCode(cap)).toEqual(accepted(cap));
  });

  it('refuses anything but five digits', () => {
    for (const value of ['2012', '201211', '20 121', 'ABCDE', '2012a', '', undefined, null, 20121])
      expect(checkPostalCode(value)).toEqual(refused('Inserisci un CAP di 5 cifre.'));
  });

  it('refuses Livigno and Campione d’Italia, outside the Italian VAT territory', () => {
    expect(checkPostalCode('23041')).toEqual(
      refused(
        'Non spediamo a Livigno: il comune è fuori dal territorio IVA italiano e i nostri prezzi includono l’IVA.',
      ),
    );
    expect(checkPostalCode(' 22061 ')).toEqual(
      refused(
        'Non spediamo a Campione d’Italia: il comune è fuori dal territorio IVA italiano e i nostri prezzi includono l’IVA.',
      ),
    );
  });

  it('refuses San Marino (47890–47899) and Vatican City (00120), other states', () => {
    for (let last = 0; last <= 9; last++)
      expect(checkPostalCode(`4789${last}`)).toEqual(
        refused('Spediamo solo in Italia: non consegniamo nella Repubblica di San Marino.'),
      );
    expect(checkPostalCode('00120')).toEqual(
      refused('Spediamo solo in Italia: non consegniamo nella Città del Vaticano.'),
    );
  });
});

describe('city', () => {
  it('accepts a name up to 60 characters, spaces collapsed', () => {
    expect(checkCity(' Reggio  nell’Emilia ')).toEqual(accepted('Reggio nell’Emilia'));
    expect(checkCity('San Giovanni in Persiceto')).toEqual(accepted('San Giovanni in Persiceto'));
    expect(checkCity('a'.repeat(60)).ok).toBe(true);
  });

  it('refuses a missing, long or letterless city', () => {
    for (const value of [undefined, null, '', ' '])
      expect(checkCity(value)).toEqual(refused('Inserisci la città.'));
    expect(checkCity('a'.repeat(61))).toEqual(
      refused('Il nome della città può avere al massimo 60 caratteri.'),
    );
    expect(checkCity('20121')).toEqual(refused('Inserisci un nome di città valido.'));
    expect(checkCity(['Milano'])).toEqual(refused('Il testo contiene caratteri non validi.'));
  });
});

describe('province', () => {
  it('accepts a code in any case, answered upper case', () => {
    expect(checkProvince('mi')).toEqual(accepted('MI'));
    expect(checkProvince(' Rm ')).toEqual(accepted('RM'));
    for (const code of ['AO', 'BT', 'FM', 'MB', 'CI', 'VS', 'OG', 'OT', 'SU', 'VV'])
      expect(checkProvince(code.toLowerCase())).toEqual(accepted(code));
  });

  it('accepts every listed code', () => {
    for (const code of PROVINCE_CODES) expect(checkProvince(code)).toEqual(accepted(code));
  });

  it('asks for a missing province and refuses an unknown one', () => {
    for (const value of [undefined, null, '', '  '])
      expect(checkProvince(value)).toEqual(refused('Indica la provincia.'));
    for (const value of ['XX', 'Milano', 'M', 'MIL', 'FO', 'PS', '12'])
      expect(checkProvince(value)).toEqual(
        refused('Provincia non riconosciuta: indica la sigla di 2 lettere, ad esempio MI o RM.'),
      );
  });
});

describe('country', () => {
  it('is Italy, written in any case or left out', () => {
    for (const value of ['IT', 'it', ' It ', undefined, null, ''])
      expect(checkCountryCode(value)).toEqual(accepted('IT'));
  });

  it('refuses any other country, saying the shop ships only in Italy', () => {
    for (const value of ['SM', 'VA', 'FR', 'CH', 'ITA', 'Italia', 'I', 39])
      expect(checkCountryCode(value)).toEqual(refused('Al momento spediamo solo in Italia.'));
  });
});

describe('phone', () => {
  const forms: [string, string][] = [
    ['+39 333 123 4567', '+393331234567'],
    ['+393331234567', '+393331234567'],
    ['333 1234567', '+393331234567'],
    ['3331234567', '+393331234567'],
    ['333-123-4567', '+393331234567'],
    ['333.123.4567', '+393331234567'],
    ['333 123456', '+39333123456'],
    ['0039 333 1234567', '+393331234567'],
    ['39 333 1234567', '+393331234567'],
    ['393 1234567', '+393931234567'],
    ['0612345678', '+390612345678'],
    ['06 1234 5678', '+390612345678'],
    ['06/12345678', '+390612345678'],
    ['(06) 1234-5678', '+390612345678'],
    ['+39 06 1234 5678', '+390612345678'],
    ['+39 (0)6 12345678', '+390612345678'],
    ['0039 06 12345678', '+390612345678'],
    ['39 06 12345678', '+390612345678'],
    ['0471 123456', '+390471123456'],
    ['+41 91 123 45 67', '+41911234567'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+290 1234', '+2901234'],
    [' +39 333 123 4567 ', '+393331234567'],
  ];
  for (const [typed, e164] of forms) {
    it(`normalizes ${JSON.stringify(typed)} to ${e164}`, () => {
      expect(normalizePhone(typed)).toBe(e164);
      expect(checkPhone(typed)).toEqual(accepted(e164));
    });
  }

  const nonsense = [
    'abc',
    '333 123 456a',
    'tel. 333 1234567',
    '333+1234567',
    '++39 333 1234567',
    '+',
    '3',
    '12345',
    '112',
    '800 123 456',
    '+39 800 123456',
    '199 123 456',
    '+39 123',
    '+39 33312345',
    '+39 333 123 45678',
    '+39 06 1234 5678 901',
    '00 39',
    '0000000000',
    '0012345',
    '+0 123 456 789',
    '+1234567890123456',
    '+123456',
    '333 1234567 / 06 1234567',
    '3'.repeat(31),
    '+39 333\u00001234567',
  ];
  for (const typed of nonsense) {
    it(`refuses ${JSON.stringify(typed)}`, () => {
      expect(checkPhone(typed)).toEqual(
        refused(
          'Inserisci un numero di telefono valido, ad esempio 333 123 4567 oppure +39 06 1234 5678.',
        ),
      );
    });
  }

  it('asks for a missing number', () => {
    for (const value of [undefined, null, '', '   '])
      expect(checkPhone(value)).toEqual(
        refused('Inserisci un numero di telefono: serve al corriere per la consegna.'),
      );
  });

  it('refuses a number that is not text', () => {
    expect(checkPhone(3331234567)).toEqual(
      refused(
        'Inserisci un numero di telefono valido, ad esempio 333 123 4567 oppure +39 06 1234 5678.',
      ),
    );
  });
});

describe('validateDeliveryAddress', () => {
  const typed = {
    fullName: '  Mario  Rossi ',
    street: 'Via Roma 1',
    streetExtra: 'Scala B, interno 4',
    postalCode: '20121',
    city: 'Milano',
    province: 'mi',
    countryCode: 'it',
    phone: '+39 333 123 4567',
  };

  it('answers the normalized address', () => {
    expect(validateDeliveryAddress(typed)).toEqual({
      ok: true,
      value: {
        fullName: 'Mario Rossi',
        street: 'Via Roma 1',
        streetExtra: 'Scala B, interno 4',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
        countryCode: 'IT',
        phone: '+393331234567',
      },
    });
  });

  it('fills in what is optional and ignores unknown fields', () => {
    const { streetExtra: _extra, countryCode: _country, ...required } = typed;
    const result = validateDeliveryAddress({ ...required, notes: 'x' } as typeof required);
    expect(result).toMatchObject({ ok: true, value: { streetExtra: null, countryCode: 'IT' } });
    expect(result.ok && Object.keys(result.value)).toEqual([
      'fullName',
      'street',
      'streetExtra',
      'postalCode',
      'city',
      'province',
      'countryCode',
      'phone',
    ]);
  });

  it('reports every bad field at once, each with its message', () => {
    expect(
      validateDeliveryAddress({
        fullName: 'M',
        street: 'Casella postale 12',
        streetExtra: 'x'.repeat(121),
        postalCode: '23041',
        city: '',
        province: 'XX',
        countryCode: 'CH',
        phone: '12',
      }),
    ).toEqual({
      ok: false,
      errors: {
        fullName: 'Il nome del destinatario deve avere almeno 2 caratteri.',
        street:
          'Non consegniamo a caselle postali né al fermo posta: indica un indirizzo di consegna.',
        streetExtra: 'Le informazioni aggiuntive possono avere al massimo 120 caratteri.',
        postalCode:
          'Non spediamo a Livigno: il comune è fuori dal territorio IVA italiano e i nostri prezzi includono l’IVA.',
        city: 'Inserisci la città.',
        province: 'Provincia non riconosciuta: indica la sigla di 2 lettere, ad esempio MI o RM.',
        countryCode: 'Al momento spediamo solo in Italia.',
        phone:
          'Inserisci un numero di telefono valido, ad esempio 333 123 4567 oppure +39 06 1234 5678.',
      },
    });
  });

  it('reports only the bad fields', () => {
    expect(validateDeliveryAddress({ ...typed, postalCode: '2012', phone: '' })).toEqual({
      ok: false,
      errors: {
        postalCode: 'Inserisci un CAP di 5 cifre.',
        phone: 'Inserisci un numero di telefono: serve al corriere per la consegna.',
      },
    });
  });

  it('asks for every required field of an empty form', () => {
    expect(validateDeliveryAddress({})).toEqual({
      ok: false,
      errors: {
        fullName: 'Inserisci nome e cognome del destinatario.',
        street: 'Inserisci via e numero civico.',
        postalCode: 'Inserisci un CAP di 5 cifre.',
        city: 'Inserisci la città.',
        province: 'Indica la provincia.',
        phone: 'Inserisci un numero di telefono: serve al corriere per la consegna.',
      },
    });
  });
});
