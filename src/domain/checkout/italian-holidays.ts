import { SHOP_TIME_ZONE } from '../constants';
import { formatterOnFirstUse } from '../formatter-on-first-use';

/**
 * The calendar the shop counts its dates on (docs/decisions/017): calendar days in Italy
 * (Europe/Rome, whatever the time zone of the server or the browser), the Italian national
 * holidays, and working days — Monday to Friday, national holidays excluded — as couriers and
 * decision 005 count them. Pure functions; the only clock they read is the one they are given.
 *
 * A calendar day is an ISO date string, 'YYYY-MM-DD': it has no time and no time zone, so
 * arithmetic on it is done in UTC, where every day has 24 hours.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rome's wall clock; h23 so that midnight is 00, never 24. Latin digits whatever the locale. */
const romeClockFormatter = formatterOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    }),
);

/** What a clock in Rome shows at an instant. */
export interface RomeWallClock {
  date: IsoDate;
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Milliseconds since midnight, Rome time. */
  msOfDay: number;
}

function assertValidInstant(instant: Date): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError('Invalid date');
  }
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Year, month (1–12) and day as 'YYYY-MM-DD'. */
export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Rome's offset from UTC, in milliseconds, by UTC hour. It changes only on a UTC hour (summer
 * time starts and ends at 01:00 UTC), so one reading of the time zone serves a whole hour; a
 * shipping quote reads the clock many times, and the time zone reading is the costly part.
 */
const romeOffsets = new Map<number, number>();
const ROME_OFFSETS_KEPT = 1_000;

function romeOffsetMs(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  const known = romeOffsets.get(hour);
  if (known !== undefined) return known;
  const hourStart = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of romeClockFormatter().formatToParts(new Date(hourStart))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? NaN, (parts.month ?? NaN) - 1, parts.day ?? NaN);
  wall.setUTCHours((parts.hour ?? NaN) % 24, parts.minute ?? NaN, parts.second ?? NaN, 0);
  const offset = wall.getTime() - hourStart;
  if (romeOffsets.size >= ROME_OFFSETS_KEPT) romeOffsets.clear();
  romeOffsets.set(hour, offset);
  return offset;
}

export function romeWallClock(instant: Date): RomeWallClock {
  assertValidInstant(instant);
  // The instant moved by Rome's offset: its UTC fields are what a clock in Rome shows.
  const wall = new Date(instant.getTime() + romeOffsetMs(instant.getTime()));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  const hour = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  const second = wall.getUTCSeconds();
  const millisecond = wall.getUTCMilliseconds();
  return {
    date: toIsoDate(year, month, day),
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond,
    msOfDay: ((hour * 60 + minute) * 60 + second) * 1000 + millisecond,
  };
}

/** The calendar day in Italy at an instant: 23:30 UTC on 31 December is 1 January in Rome. */
export function romeDateOf(instant: Date): IsoDate {
  return romeWallClock(instant).date;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar day, or null ('2026-02-30' is not one). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

function utcMidnightOf(day: IsoDate): number {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date.getTime();
}

function isoDateOfUtc(ms: number): IsoDate {
  const date = new Date(ms);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The calendar day `days` after (or, negative, before) `day`. */
export function addCalendarDays(day: IsoDate, days: number): IsoDate {
  return isoDateOfUtc(utcMidnightOf(day) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function weekdayOf(day: IsoDate): number {
  return new Date(utcMidnightOf(day)).getUTCDay();
}

/**
 * The instant at which a clock in Rome shows `day` at the given time. Meant for times that
 * exist exactly once (midnight, the last millisecond of a day): Italy changes its clocks at
 * 02:00/03:00, so neither is ever skipped or repeated.
 */
export function romeInstantOf(day: IsoDate, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const asIfUtc = utcMidnightOf(day) + (((hour * 60 + minute) * 60 + second) * 1000 + ms);
  const offsetAt = (instant: number) => {
    const clock = romeWallClock(new Date(instant));
    return utcMidnightOf(clock.date) + clock.msOfDay - instant;
  };
  // The offset at the first guess can be the wrong side of a clock change; the second is not.
  const firstGuess = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(firstGuess));
}

/** The last millisecond of a calendar day in Rome. */
export function romeEndOfDay(day: IsoDate): Date {
  return new Date(romeInstantOf(addCalendarDays(day, 1)).getTime() - 1);
}

/**
 * Easter Sunday of a year of the Gregorian calendar (1583 onwards), by the anonymous Gregorian
 * computus (Meeus/Jones/Butcher), as the Catholic Church fixes it.
 */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Year out of range: ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

/**
 * San Francesco d'Assisi, 4 October, is a national holiday again from 2026: legge 8 ottobre
 * 2025, n. 151 (Gazzetta Ufficiale n. 236 of 10 October 2025, in force 1 January 2026), art. 1,
 * adds it to the holidays of legge 27 maggio 1949, n. 260, art. 2.
 */
export const SAN_FRANCESCO_HOLIDAY_FROM_YEAR = 2026;

/** Fixed-date national holidays, 'MM-DD' (legge 260/1949 art. 2 as amended, and art. 1). */
const FIXED_HOLIDAYS = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del Lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Assunzione (Ferragosto)
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
] as const;

const holidaysByYear = new Map<number, readonly IsoDate[]>();

/**
 * The national holidays of a year, sorted, that fall on any weekday (a holiday on a Sunday is
 * listed too). Easter Sunday is always a Sunday and is not listed; Easter Monday is. Patron
 * saints' days of single towns (29 June in Rome, 7 December in Milan…) are not national and are
 * not counted.
 */
export function italianHolidays(year: number): readonly IsoDate[] {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const days = new Set<IsoDate>(FIXED_HOLIDAYS.map((monthDay) => `${pad(year, 4)}-${monthDay}`));
  days.add(addCalendarDays(easterSunday(year), 1)); // Lunedì dell'Angelo (Pasquetta)
  if (year >= SAN_FRANCESCO_HOLIDAY_FROM_YEAR) days.add(`${pad(year, 4)}-10-04`);
  // Easter Monday can fall on 25 April (2011, 2095): the set keeps it once.
  const sorted = Object.freeze([...days].sort());
  holidaysByYear.set(year, sorted);
  return sorted;
}

export function isItalianHoliday(day: IsoDate): boolean {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return italianHolidays(parts.year).includes(day);
}

/**
 * Monday to Friday and not a national holiday. An instant is judged by its calendar day in
 * Rome: Friday 23:30 UTC in summer is already Saturday in Italy.
 */
export function isWorkingDay(day: Date | IsoDate): boolean {
  const isoDay = typeof day === 'string' ? day : romeDateOf(day);
  const weekday = weekdayOf(isoDay);
  return weekday !== 0 && weekday !== 6 && !isItalianHoliday(isoDay);
}

/** The first working day after `day` (never `day` itself). */
export function nextWorkingDay(day: IsoDate): IsoDate {
  let next = addCalendarDays(day, 1);
  while (!isWorkingDay(next)) next = addCalendarDays(next, 1);
  return next;
}

/** The working day that is `count` working days after `day` (0: `day` itself). */
export function addWorkingDays(day: IsoDate, count: number): IsoDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid count: ${count}`);
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextWorkingDay(result);
  return result;
}
