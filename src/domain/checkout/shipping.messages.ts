import { parseIsoDate, type IsoDate } from './italian-holidays';
import type { ShippingMethod, ShippingZone } from './shipping';
import { italianDateFormat } from '../formatter-on-first-use';

/**
 * Shipping texts of the checkout (decisions 005 and 017). The zone names are those of the
 * /shipping-costs table.
 */

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  standard: 'Spedizione standard',
  express: 'Spedizione express',
};

export const SHIPPING_ZONE_LABELS: Record<ShippingZone, string> = {
  mainland: 'Italia peninsulare',
  sicily: 'Sicilia',
  sardinia: 'Sardegna',
  remote: 'Isole minori e località disagiate',
};

/** The zone inside a sentence: "non è disponibile per …". */
const ZONE_IN_SENTENCE: Record<ShippingZone, string> = {
  mainland: 'l’Italia peninsulare',
  sicily: 'la Sicilia',
  sardinia: 'la Sardegna',
  remote: 'le isole minori e le località disagiate',
};

export const SHIPPING_MESSAGES = {
  /** A price of zero, as the cart panel shows it (spec §2.5). */
  free: 'Gratuita',
  methodNotOffered: (method: ShippingMethod, zone: ShippingZone) =>
    `La ${SHIPPING_METHOD_LABELS[method].toLowerCase()} non è disponibile per ${ZONE_IN_SENTENCE[zone]}.`,
} as const;

const weekdayFormatter = italianDateFormat({ weekday: 'long', timeZone: 'UTC' });
const monthFormatter = italianDateFormat({ month: 'long', timeZone: 'UTC' });

interface DayNames {
  weekday: string;
  day: number;
  month: string;
  year: number;
}

function namesOf(isoDate: IsoDate): DayNames {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Not a calendar day: ${isoDate}`);
  const noon = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12));
  return {
    weekday: weekdayFormatter().format(noon),
    day: parts.day,
    month: monthFormatter().format(noon),
    year: parts.year,
  };
}

/**
 * The expected delivery, from its first and last day: 'Consegna prevista giovedì 3 dicembre',
 * 'Consegna prevista tra martedì 1 e giovedì 3 dicembre', across months 'tra lunedì 30 novembre
 * e mercoledì 2 dicembre'; the years are named only when the two days are in different years.
 */
export function formatDeliveryRange(earliest: IsoDate, latest: IsoDate): string {
  const first = namesOf(earliest);
  const last = namesOf(latest);
  const lastText = `${last.weekday} ${last.day} ${last.month}`;
  if (earliest === latest) return `Consegna prevista ${lastText}`;
  if (first.year !== last.year) {
    return `Consegna prevista tra ${first.weekday} ${first.day} ${first.month} ${first.year} e ${lastText} ${last.year}`;
  }
  const firstText =
    first.month === last.month
      ? `${first.weekday} ${first.day}`
      : `${first.weekday} ${first.day} ${first.month}`;
  return `Consegna prevista tra ${firstText} e ${lastText}`;
}
