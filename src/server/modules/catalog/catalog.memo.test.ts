import { describe, expect, it } from 'vitest';
import { createCatalogMemo } from './catalog.memo';

describe('values kept until the catalog changes', () => {
  const counter = (values: number[]) => {
    let calls = 0;
    return {
      count: async () => values[calls++] ?? -1,
      calls: () => calls,
    };
  };

  it('reads a key once, sharing one read between callers that ask at once', async () => {
    const memo = createCatalogMemo<number>(10);
    const { count, calls } = counter([7, 8]);
    const [a, b] = await Promise.all([memo.get('f', count), memo.get('f', count)]);
    expect([a, b, await memo.get('f', count)]).toEqual([7, 7, 7]);
    expect(calls()).toBe(1);
  });

  it('reads again after the catalog changed, also when the change came during a read', async () => {
    const memo = createCatalogMemo<number>(10);
    let calls = 0;
    const count = async () => {
      calls += 1;
      if (calls === 1) memo.clear();
      return calls;
    };
    expect(await memo.get('f', count)).toBe(1);
    expect(await memo.get('f', count)).toBe(2);
    expect(await memo.get('f', count)).toBe(2);
    memo.clear();
    expect(await memo.get('f', count)).toBe(3);
  });

  it('keeps no failed read and nothing while suspended', async () => {
    const memo = createCatalogMemo<number>(10);
    await expect(memo.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const { count, calls } = counter([1, 2, 3, 4]);
    expect(await memo.get('f', count)).toBe(1);
    memo.suspend();
    expect(await memo.get('f', count)).toBe(2);
    expect(await memo.get('f', count)).toBe(3);
    memo.resume();
    expect(await memo.get('f', count)).toBe(4);
    expect(await memo.get('f', count)).toBe(4);
    expect(calls()).toBe(4);
  });

  it('keeps separate keys apart', async () => {
    const memo = createCatalogMemo<number>(10);
    expect(await memo.get('a', async () => 1)).toBe(1);
    expect(await memo.get('b', async () => 2)).toBe(2);
    expect(await memo.get('a', async () => 99)).toBe(1);
  });
});
