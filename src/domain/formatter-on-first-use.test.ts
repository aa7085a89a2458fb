import { describe, expect, it, vi } from 'vitest';
import { formatterOnFirstUse, italianDateFormat } from './formatter-on-first-use';

describe('formatterOnFirstUse', () => {
  it('builds nothing until first used, then builds once', () => {
    const build = vi.fn(() => new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }));
    const monthFormatter = formatterOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    expect(monthFormatter().format(new Date(Date.UTC(2026, 10, 27)))).toBe('novembre');
    expect(monthFormatter().format(new Date(Date.UTC(2026, 11, 1)))).toBe('dicembre');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("writes Italian dates on the shop's clock, or on the clock the options name", () => {
    // 23:30 in London on New Year's Eve is already New Year's Day in Rome.
    const instant = new Date(Date.UTC(2026, 11, 31, 23, 30));
    const shopDay = italianDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
    const utcDay = italianDateFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(shopDay().format(instant)).toBe('1 gennaio 2027');
    expect(utcDay().format(instant)).toBe('31 dicembre');
  });
});
