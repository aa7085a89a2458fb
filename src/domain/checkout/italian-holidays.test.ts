import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addWorkingDays,
  easterSunday,
  isItalianHoliday,
  isWorkingDay,
  italianHolidays,
  nextWorkingDay,
  parseIsoDate,
  romeDateOf,
  romeEndOfDay,
  romeInstantOf,
  romeWallClock,
  weekdayOf,
} from './italian-holidays';

describe('easterSunday', () => {
  it('matches the published dates of Easter', () => {
    const known: Record<number, string> = {
      1583: '1583-04-10',
      1818: '1818-03-22', // earliest possible
      1943: '1943-04-25', // latest possible
      2000: '2000-04-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) {
      expect(easterSunday(Number(year))).toBe(date);
    }
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year);
      expect(weekdayOf(easter)).toBe(0);
      expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
    }
  });

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe('italianHolidays', () => {
  it('lists the twelve national holidays of 2026, San Francesco included', () => {
    expect(italianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06', // Easter Monday
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-10-04', // San Francesco, from 2026 (legge 151/2025)
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('has no 4 October before 2026', () => {
    expect(italianHolidays(2025)).not.toContain('2025-10-04');
    expect(italianHolidays(2025)).toHaveLength(11);
    expect(italianHolidays(2025)).toContain('2025-04-21');
  });

  it('puts Easter Monday 2027 on 29 March', () => {
    expect(italianHolidays(2027)).toContain('2027-03-29');
    expect(italianHolidays(2027)).toContain('2027-10-04');
  });

  it('counts once an Easter Monday that falls on 25 April', () => {
    expect(easterSunday(2011)).toBe('2011-04-24');
    expect(italianHolidays(2011)).toHaveLength(10);
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday except holidays', () => {
    expect(isWorkingDay('2026-12-01')).toBe(true); // Tuesday
    expect(isWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-06')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-08')).toBe(false); // Immacolata, a Tuesday
  });

  it('knows Easter Monday 2026 (6 April) and 2027 (29 March)', () => {
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-04-07')).toBe(true);
    expect(isWorkingDay('2027-03-29')).toBe(false);
    expect(isWorkingDay('2027-03-30')).toBe(true);
  });

  it('knows San Francesco from 2026: Monday 4 October 2027 is a holiday', () => {
    expect(weekdayOf('2027-10-04')).toBe(1);
    expect(isWorkingDay('2027-10-04')).toBe(false);
    expect(isWorkingDay('2024-10-04')).toBe(true); // a Friday, before the law
  });

  it('judges an instant by its calendar day in Rome', () => {
    // Friday 3 July 2026, 23:30 in London and UTC+0 servers; already Saturday in Rome.
    expect(isWorkingDay(new Date('2026-07-03T22:30:00Z'))).toBe(false);
    expect(isWorkingDay(new Date('2026-07-03T21:59:59Z'))).toBe(true);
    // 31 December 23:30 UTC is New Year's Day in Rome.
    expect(isWorkingDay(new Date('2026-12-31T23:30:00Z'))).toBe(false);
    expect(isWorkingDay(new Date('2026-12-31T22:59:59Z'))).toBe(true);
  });

  it('refuses a day that is not one', () => {
    expect(() => isItalianHoliday('2026-02-30')).toThrow(RangeError);
    expect(() => isWorkingDay('1 dicembre')).toThrow(RangeError);
  });
});

describe('Rome calendar', () => {
  it('shows what a clock in Rome shows at any instant, to the millisecond', () => {
    const rome = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const instants = fc.integer({
      min: Date.UTC(1980, 0, 1),
      max: Date.UTC(2100, 0, 1),
    });
    fc.assert(
      fc.property(instants, (ms) => {
        const clock = romeWallClock(new Date(ms));
        const shown = `${clock.day.toString().padStart(2, '0')}/${clock.month.toString().padStart(2, '0')}/${clock.year}, ${[clock.hour, clock.minute, clock.second].map((n) => n.toString().padStart(2, '0')).join(':')}`;
        expect(shown).toBe(rome.format(new Date(ms)));
        expect(clock.millisecond).toBe(new Date(ms).getUTCMilliseconds());
      }),
      { numRuns: 2_000 },
    );
  });

  it('follows the spring clock change (last Sunday of March)', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(romeWallClock(new Date('2026-03-29T00:59:59Z'))).toMatchObject({ hour: 1, minute: 59 });
    expect(romeWallClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    expect(romeInstantOf('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(romeInstantOf('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(romeEndOfDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
  });

  it('follows the autumn clock change (last Sunday of October)', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(romeWallClock(new Date('2026-10-25T00:59:59Z'))).toMatchObject({ hour: 2, minute: 59 });
    expect(romeWallClock(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ hour: 2, minute: 0 });
    expect(romeInstantOf('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(romeEndOfDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('gives the midnight hour as 0 and keeps the milliseconds', () => {
    const clock = romeWallClock(new Date('2026-12-01T23:00:00.250Z'));
    expect(clock).toMatchObject({ date: '2026-12-02', hour: 0, millisecond: 250, msOfDay: 250 });
  });

  it('crosses the new year on the Rome date', () => {
    expect(romeDateOf(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(romeDateOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('refuses an invalid Date', () => {
    expect(() => romeDateOf(new Date('nope'))).toThrow(RangeError);
  });

  it('does calendar arithmetic on ISO days', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2026-1-1')).toBeNull();
  });
});

describe('working-day arithmetic', () => {
  it('skips weekends and holidays', () => {
    expect(nextWorkingDay('2026-12-04')).toBe('2026-12-07'); // Friday → Monday
    expect(nextWorkingDay('2026-12-07')).toBe('2026-12-09'); // over Immacolata
    expect(addWorkingDays('2026-12-01', 0)).toBe('2026-12-01');
    expect(addWorkingDays('2026-12-01', 5)).toBe('2026-12-09');
  });

  it('crosses Christmas and the new year', () => {
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28');
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04');
    expect(addWorkingDays('2027-01-05', 1)).toBe('2027-01-07'); // over Epiphany
  });

  it('crosses Easter', () => {
    expect(nextWorkingDay('2026-04-03')).toBe('2026-04-07');
    expect(nextWorkingDay('2027-03-26')).toBe('2027-03-30');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-12-01', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-12-01', 1.5)).toThrow(RangeError);
  });
});
