import { describe, expect, it } from 'vitest';
import { createCatalogTotals } from './catalog.totals';

describe('catalog totals', () => {
  const counter = (values: number[]) => {
    let calls = 0;
    return {
      count: async () => values[calls++] ?? -1,
      calls: () => calls,
    };
  };

  it('counts a filter once, sharing one count between callers that ask at once', async () => {
    const totals = createCatalogTotals(10);
    const { count, calls } = counter([7, 8]);
    const [a, b] = await Promise.all([totals.get('f', count), totals.get('f', count)]);
    expect([a, b, await totals.get('f', count)]).toEqual([7, 7, 7]);
    expect(calls()).toBe(1);
  });

  it('counts again after the catalog changed, also when the change came during a count', async () => {
    const totals = createCatalogTotals(10);
    let calls = 0;
    const count = async () => {
      calls += 1;
      if (calls === 1) totals.clear();
      return calls;
    };
    expect(await totals.get('f', count)).toBe(1);
    expect(await totals.get('f', count)).toBe(2);
    expect(await totals.get('f', count)).toBe(2);
    totals.clear();
    expect(await totals.get('f', count)).toBe(3);
  });

  it('keeps no failed count and nothing while suspended', async () => {
    const totals = createCatalogTotals(10);
    await expect(totals.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const { count, calls } = counter([1, 2, 3, 4]);
    expect(await totals.get('f', count)).toBe(1);
    totals.suspend();
    expect(await totals.get('f', count)).toBe(2);
    expect(await totals.get('f', count)).toBe(3);
    totals.resume();
    expect(await totals.get('f', count)).toBe(4);
    expect(await totals.get('f', count)).toBe(4);
    expect(calls()).toBe(4);
  });

  it('keeps separate filters apart', async () => {
    const totals = createCatalogTotals(10);
    expect(await totals.get('a', async () => 1)).toBe(1);
    expect(await totals.get('b', async () => 2)).toBe(2);
    expect(await totals.get('a', async () => 99)).toBe(1);
  });
});
