import { describe, expect, it, vi } from 'vitest';
import { formatterOnFirstUse } from './formatter-on-first-use';

describe('formatterOnFirstUse', () => {
  it('builds nothing until first used, then builds once', () => {
    const build = vi.fn(() => new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }));
    const monthFormatter = formatterOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    expect(monthFormatter().format(new Date(Date.UTC(2026, 10, 27)))).toBe('novembre');
    expect(monthFormatter().format(new Date(Date.UTC(2026, 11, 1)))).toBe('dicembre');
    expect(build).toHaveBeenCalledTimes(1);
  });
});
