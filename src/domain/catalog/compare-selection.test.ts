import { describe, expect, it } from 'vitest';
import {
  compareIdsParamOf,
  compareSpecLabels,
  orderByIds,
  parseCompareIds,
  setCompareSlot,
  specValueOf,
} from './compare-selection';

describe('parseCompareIds', () => {
  it('reads comma-separated ids in order', () => {
    expect(parseCompareIds('1,5,9')).toEqual([1, 5, 9]);
    expect(parseCompareIds(' 3 , 2 ')).toEqual([3, 2]);
  });

  it('reads nothing from a missing or empty value', () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(',,,')).toEqual([]);
  });

  it('skips junk, zero, negatives and duplicates', () => {
    expect(parseCompareIds('a,0,-3,2,2.5,2,7,1e3,9999999999999')).toEqual([2, 7]);
  });

  it('keeps at most four', () => {
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds('1,1,2,2,3,3,4,4,5')).toEqual([1, 2, 3, 4]);
  });

  it('writes the selection back', () => {
    expect(compareIdsParamOf([1, 5, 9])).toBe('1,5,9');
    expect(parseCompareIds(compareIdsParamOf([4, 8]))).toEqual([4, 8]);
    expect(compareIdsParamOf([])).toBe('');
  });
});

describe('setCompareSlot', () => {
  it('fills the next slot', () => {
    expect(setCompareSlot([1, 2], 2, 7)).toEqual([1, 2, 7]);
  });

  it('replaces a slot', () => {
    expect(setCompareSlot([1, 2, 3], 1, 9)).toEqual([1, 9, 3]);
  });

  it('empties a slot and closes the gap', () => {
    expect(setCompareSlot([1, 2, 3], 0, null)).toEqual([2, 3]);
  });

  it('moves a product chosen again instead of listing it twice', () => {
    expect(setCompareSlot([1, 2, 3], 0, 3)).toEqual([3, 2]);
  });

  it('ignores a slot outside the four', () => {
    expect(setCompareSlot([1, 2], 4, 9)).toEqual([1, 2]);
    expect(setCompareSlot([1, 2], -1, 9)).toEqual([1, 2]);
  });

  it('fills a later slot after a gap at its end', () => {
    expect(setCompareSlot([1], 3, 8)).toEqual([1, 8]);
  });
});

describe('spec rows', () => {
  const phone = {
    specs: [
      { label: 'Display', value: '6,3"' },
      { label: 'Chip', value: 'A18 Pro' },
    ],
  };
  const laptop = {
    specs: [
      { label: 'Chip', value: 'M4' },
      { label: 'Memoria', value: '16 GB' },
    ],
  };

  it('lists every label once, in the order first met', () => {
    expect(compareSpecLabels([phone, laptop])).toEqual(['Display', 'Chip', 'Memoria']);
    expect(compareSpecLabels([])).toEqual([]);
  });

  it('finds a value or says it is missing', () => {
    expect(specValueOf(laptop, 'Chip')).toBe('M4');
    expect(specValueOf(laptop, 'Display')).toBeNull();
  });
});

describe('orderByIds', () => {
  it('follows the selection and drops ids the API did not return', () => {
    const items = [{ id: 9 }, { id: 1 }, { id: 5 }];
    expect(orderByIds(items, [1, 5, 404, 9])).toEqual([{ id: 1 }, { id: 5 }, { id: 9 }]);
  });
});
