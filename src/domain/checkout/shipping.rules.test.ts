import { describe, expect, it } from 'vitest';
import { SHIPPING_EXPRESS_PRICE_CENTS } from '../constants';
import { formatDeliveryRange } from './shipping.messages';
import {
  deliveryEstimate,
  dispatchDateOf,
  isShippingMethod,
  shippingMethodsFor,
  shippingOptions,
  shippingQuote,
  shippingZoneOf,
} from './shipping.rules';
import type { ShippingZone } from './shipping';

const zoneOf = (cap: string): ShippingZone | string => {
  const lookup = shippingZoneOf(cap);
  return lookup.ok ? lookup.zone : lookup.reason;
};

describe('shippingZoneOf', () => {
  it('puts Sicily at 90xxx–98xxx and Sardinia at 07xxx–09xxx', () => {
    expect(zoneOf('90133')).toBe('sicily'); // Palermo
    expect(zoneOf('95121')).toBe('sicily'); // Catania
    expect(zoneOf('98122')).toBe('sicily'); // Messina
    expect(zoneOf('07100')).toBe('sardinia'); // Sassari
    expect(zoneOf('08100')).toBe('sardinia'); // Nuoro
    expect(zoneOf('09124')).toBe('sardinia'); // Cagliari
  });

  it('keeps the neighbouring ranges on the mainland', () => {
    expect(zoneOf('89123')).toBe('mainland'); // Reggio Calabria, across the strait
    expect(zoneOf('06121')).toBe('mainland'); // Perugia
    expect(zoneOf('10121')).toBe('mainland'); // Torino
    expect(zoneOf('20121')).toBe('mainland'); // Milano
    expect(zoneOf('00184')).toBe('mainland'); // Roma
  });

  it('recognises the minor islands, also inside Sicily and Sardinia', () => {
    const islands = [
      '80073', // Capri
      '80071', // Anacapri
      '80077', // Ischia
      '80072', // Barano d'Ischia
      '80074', // Casamicciola Terme
      '80075', // Forio
      '80076', // Lacco Ameno
      '80081', // Serrara Fontana
      '80079', // Procida
      '57037', // Portoferraio
      '57034', // Campo nell'Elba
      '57031', // Capoliveri
      '57030', // Marciana
      '57033', // Marciana Marina
      '57036', // Porto Azzurro
      '57038', // Rio
      '57039', // Rio nell'Elba
      '58012', // Isola del Giglio
      '57032', // Capraia Isola
      '04027', // Ponza
      '04031', // Ventotene
      '71051', // Isole Tremiti
      '98055', // Lipari
      '98050', // Salina
      '91023', // Favignana
      '90051', // Ustica
      '92031', // Lampedusa e Linosa
      '91017', // Pantelleria
      '07024', // La Maddalena
      '09014', // Carloforte
    ];
    for (const cap of islands) expect(zoneOf(cap), cap).toBe('remote');
  });

  it('does not take for islands the mainland places that share or neighbour their codes', () => {
    expect(zoneOf('80070')).toBe('mainland'); // Bacoli, Monte di Procida
    expect(zoneOf('57035')).toBe('mainland'); // not an Elba code
    expect(zoneOf('92010')).toBe('sicily'); // Agrigento's inland communes
    expect(zoneOf('90010')).toBe('sicily'); // Ustica's old, shared code
    expect(zoneOf('09017')).toBe('sardinia'); // Sant'Antioco, joined by road
    expect(zoneOf('09011')).toBe('sardinia'); // Calasetta, joined by road
  });

  it('refuses San Marino, Vatican City, Livigno and Campione d’Italia', () => {
    for (const cap of ['47890', '47899', '00120', '23041', '22061']) {
      expect(zoneOf(cap), cap).toBe('outside-delivery-area');
    }
    expect(zoneOf('47900')).toBe('mainland'); // Rimini
    expect(zoneOf('23030')).toBe('mainland'); // Livigno's old code, still Valtellina's
    expect(zoneOf('00121')).toBe('mainland'); // Roma (Ostia)
  });

  it('wants five digits, spaces around them ignored', () => {
    expect(zoneOf(' 20121 ')).toBe('mainland');
    for (const cap of ['', '2012', '201210', '2O121', '20 121', '-2012']) {
      expect(zoneOf(cap), cap).toBe('invalid-cap');
    }
  });
});

describe('shippingMethodsFor', () => {
  it('offers express everywhere but in the remote zone', () => {
    expect(shippingMethodsFor('mainland')).toEqual(['standard', 'express']);
    expect(shippingMethodsFor('sicily')).toEqual(['standard', 'express']);
    expect(shippingMethodsFor('sardinia')).toEqual(['standard', 'express']);
    expect(shippingMethodsFor('remote')).toEqual(['standard']);
  });

  it('recognises a method name', () => {
    expect(isShippingMethod('express')).toBe(true);
    expect(isShippingMethod('pickup')).toBe(false);
    expect(isShippingMethod(undefined)).toBe(false);
  });
});

describe('dispatchDateOf', () => {
  it('leaves the same day when paid by 13:00:00 Rome time, the next working day after', () => {
    // Tuesday 1 December 2026, winter time: 13:00 in Rome is 12:00 UTC.
    expect(dispatchDateOf(new Date('2026-12-01T07:00:00Z'))).toBe('2026-12-01');
    expect(dispatchDateOf(new Date('2026-12-01T11:59:59.999Z'))).toBe('2026-12-01');
    expect(dispatchDateOf(new Date('2026-12-01T12:00:00.000Z'))).toBe('2026-12-01');
    expect(dispatchDateOf(new Date('2026-12-01T12:00:00.001Z'))).toBe('2026-12-02');
    expect(dispatchDateOf(new Date('2026-12-01T22:59:59Z'))).toBe('2026-12-02');
  });

  it('moves the cut-off with summer time', () => {
    // Wednesday 1 July 2026: 13:00 in Rome is 11:00 UTC.
    expect(dispatchDateOf(new Date('2026-07-01T11:00:00Z'))).toBe('2026-07-01');
    expect(dispatchDateOf(new Date('2026-07-01T11:00:01Z'))).toBe('2026-07-02');
  });

  it('follows the clock changes of the last Sundays of March and October', () => {
    // Friday 27 March 2026 (winter) and Monday 30 March 2026 (summer).
    expect(dispatchDateOf(new Date('2026-03-27T12:00:00Z'))).toBe('2026-03-27');
    expect(dispatchDateOf(new Date('2026-03-30T11:00:00Z'))).toBe('2026-03-30');
    expect(dispatchDateOf(new Date('2026-03-30T12:00:00Z'))).toBe('2026-03-31');
    // Paid in the night the clocks go forward: Sunday, so Monday.
    expect(dispatchDateOf(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-30');
    // Friday 23 October 2026 (summer) and Monday 26 October 2026 (winter).
    expect(dispatchDateOf(new Date('2026-10-23T11:00:00Z'))).toBe('2026-10-23');
    expect(dispatchDateOf(new Date('2026-10-23T12:00:00Z'))).toBe('2026-10-26');
    expect(dispatchDateOf(new Date('2026-10-26T12:00:00Z'))).toBe('2026-10-26');
    expect(dispatchDateOf(new Date('2026-10-26T12:00:01Z'))).toBe('2026-10-27');
    // Paid in the hour that happens twice: Sunday, so Monday.
    expect(dispatchDateOf(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-26');
    expect(dispatchDateOf(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-26');
  });

  it('waits for the next working day at weekends and on holidays, even in the morning', () => {
    expect(dispatchDateOf(new Date('2026-12-05T08:00:00Z'))).toBe('2026-12-07'); // Saturday
    expect(dispatchDateOf(new Date('2026-12-08T08:00:00Z'))).toBe('2026-12-09'); // Immacolata
    expect(dispatchDateOf(new Date('2026-04-06T08:00:00Z'))).toBe('2026-04-07'); // Easter Monday
    expect(dispatchDateOf(new Date('2027-03-29T08:00:00Z'))).toBe('2027-03-30'); // Easter Monday
  });

  it('judges the day in Rome, not in UTC', () => {
    // Friday 4 December 2026 at 23:30 UTC is Saturday 00:30 in Rome.
    expect(dispatchDateOf(new Date('2026-12-04T23:30:00Z'))).toBe('2026-12-07');
    // Monday 30 November 2026 at 23:30 UTC is Tuesday 00:30 in Rome: before the cut-off.
    expect(dispatchDateOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('deliveryEstimate', () => {
  const tuesdayMorning = new Date('2026-12-01T09:00:00Z'); // 10:00 in Rome

  it('counts the working days of decision 005 from the dispatch day', () => {
    expect(deliveryEstimate('mainland', 'standard', tuesdayMorning)).toEqual({
      dispatchDate: '2026-12-01',
      earliest: '2026-12-03',
      latest: '2026-12-07',
    });
    expect(deliveryEstimate('mainland', 'express', tuesdayMorning)).toEqual({
      dispatchDate: '2026-12-01',
      earliest: '2026-12-02',
      latest: '2026-12-02',
    });
    // 3–5 working days, over the weekend and Immacolata (Tuesday 8 December).
    expect(deliveryEstimate('sicily', 'standard', tuesdayMorning)).toMatchObject({
      earliest: '2026-12-04',
      latest: '2026-12-09',
    });
    expect(deliveryEstimate('sardinia', 'express', tuesdayMorning)).toMatchObject({
      earliest: '2026-12-03',
      latest: '2026-12-03',
    });
    expect(deliveryEstimate('remote', 'standard', tuesdayMorning)).toMatchObject({
      earliest: '2026-12-07',
      latest: '2026-12-11',
    });
  });

  it('has no estimate for express to the remote zone', () => {
    expect(deliveryEstimate('remote', 'express', tuesdayMorning)).toBeNull();
  });

  it('crosses Christmas and the new year', () => {
    // Thursday 24 December 2026, 14:00 in Rome: leaves Monday 28.
    expect(deliveryEstimate('mainland', 'standard', new Date('2026-12-24T13:00:00Z'))).toEqual({
      dispatchDate: '2026-12-28',
      earliest: '2026-12-30',
      latest: '2027-01-04',
    });
    // Thursday 31 December 2026, 12:00 in Rome: leaves that day; 1 and 6 January are holidays.
    expect(deliveryEstimate('remote', 'standard', new Date('2026-12-31T11:00:00Z'))).toEqual({
      dispatchDate: '2026-12-31',
      earliest: '2027-01-08',
      latest: '2027-01-13',
    });
  });

  it('crosses Easter 2026 and 2027', () => {
    // Good Friday 3 April 2026, 15:00 in Rome: leaves Tuesday 7 after Easter Monday.
    expect(deliveryEstimate('mainland', 'express', new Date('2026-04-03T13:00:00Z'))).toEqual({
      dispatchDate: '2026-04-07',
      earliest: '2026-04-08',
      latest: '2026-04-08',
    });
    // Thursday 25 March 2027, 10:00 in Rome: Easter Monday 29 March is skipped.
    expect(deliveryEstimate('mainland', 'standard', new Date('2027-03-25T09:00:00Z'))).toEqual({
      dispatchDate: '2027-03-25',
      earliest: '2027-03-30',
      latest: '2027-04-01',
    });
  });

  it('skips San Francesco from 2026', () => {
    // Friday 1 October 2027, 10:00 in Rome; Monday 4 October is a holiday.
    expect(deliveryEstimate('mainland', 'express', new Date('2027-10-01T08:00:00Z'))).toMatchObject(
      { earliest: '2027-10-05' },
    );
  });
});

describe('shippingQuote', () => {
  const now = new Date('2026-12-01T09:00:00Z');

  it('quotes standard for free and express at 9,90 €', () => {
    expect(shippingQuote('20121', 'standard', now)).toEqual({
      ok: true,
      method: 'standard',
      zone: 'mainland',
      priceCents: 0,
      dispatchDate: '2026-12-01',
      earliest: '2026-12-03',
      latest: '2026-12-07',
    });
    expect(shippingQuote('90133', 'express', now)).toEqual({
      ok: true,
      method: 'express',
      zone: 'sicily',
      priceCents: SHIPPING_EXPRESS_PRICE_CENTS,
      dispatchDate: '2026-12-01',
      earliest: '2026-12-03',
      latest: '2026-12-03',
    });
    expect(SHIPPING_EXPRESS_PRICE_CENTS).toBe(990);
  });

  it('refuses express to a minor island with the reason in Italian', () => {
    expect(shippingQuote('80073', 'express', now)).toEqual({
      ok: false,
      reason: 'method-not-offered',
      message:
        'La spedizione express non è disponibile per le isole minori e le località disagiate.',
    });
    expect(shippingQuote('80073', 'standard', now)).toMatchObject({ ok: true, zone: 'remote' });
  });

  it('refuses a malformed CAP and one outside the delivery area', () => {
    expect(shippingQuote('abc', 'standard', now)).toEqual({
      ok: false,
      reason: 'invalid-cap',
      message: 'Inserisci un CAP di 5 cifre.',
    });
    expect(shippingQuote('47890', 'standard', now)).toEqual({
      ok: false,
      reason: 'outside-delivery-area',
      message: 'Spediamo solo in Italia: non consegniamo nella Repubblica di San Marino.',
    });
  });
});

describe('shippingOptions', () => {
  const now = new Date('2026-12-01T09:00:00Z');

  it('lists every method a CAP is offered, standard first', () => {
    expect(shippingOptions('20121', now).map((option) => option.method)).toEqual([
      'standard',
      'express',
    ]);
    expect(shippingOptions('07024', now).map((option) => option.method)).toEqual(['standard']);
    expect(shippingOptions('23041', now)).toEqual([]);
    expect(shippingOptions('', now)).toEqual([]);
  });

  it('carries no result flag', () => {
    expect(shippingOptions('20121', now)[0]).not.toHaveProperty('ok');
  });
});

describe('formatDeliveryRange', () => {
  it('names one day, or the first and last day', () => {
    expect(formatDeliveryRange('2026-12-03', '2026-12-03')).toBe(
      'Consegna prevista giovedì 3 dicembre',
    );
    expect(formatDeliveryRange('2026-12-01', '2026-12-03')).toBe(
      'Consegna prevista tra martedì 1 e giovedì 3 dicembre',
    );
  });

  it('names both months across a month and both years across a year', () => {
    expect(formatDeliveryRange('2026-11-30', '2026-12-02')).toBe(
      'Consegna prevista tra lunedì 30 novembre e mercoledì 2 dicembre',
    );
    expect(formatDeliveryRange('2026-12-30', '2027-01-04')).toBe(
      'Consegna prevista tra mercoledì 30 dicembre 2026 e lunedì 4 gennaio 2027',
    );
  });

  it('refuses a day that is not one', () => {
    expect(() => formatDeliveryRange('2026-12-32', '2026-12-32')).toThrow(RangeError);
  });
});
