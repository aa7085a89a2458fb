import { describe, expect, it } from 'vitest';
import {
  draftStorageKey,
  emptyDraft,
  newIdempotencyKey,
  orderChoicesOf,
  orderFingerprint,
  readStoredDraft,
  writeStoredDraft,
} from './checkout-draft';

const ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  streetExtra: '',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  phone: '333 123 4567',
};

describe('checkout draft', () => {
  it('is kept per user in this tab', () => {
    const draft = { ...emptyDraft(), address: { ...ADDRESS } };
    writeStoredDraft('u-1', draft);
    expect(readStoredDraft('u-1')).toEqual(draft);
    expect(readStoredDraft('u-2')).toEqual(emptyDraft());
  });

  it('reads damaged storage as far as it is usable', () => {
    window.sessionStorage.setItem(draftStorageKey('u-1'), '{not json');
    expect(readStoredDraft('u-1')).toEqual(emptyDraft());
    window.sessionStorage.setItem(
      draftStorageKey('u-1'),
      JSON.stringify({ address: { ...ADDRESS, city: 42 }, shipping: { method: 'drone' } }),
    );
    const draft = readStoredDraft('u-1');
    expect(draft.address).toEqual({ ...ADDRESS, city: '' });
    expect(draft.shipping).toBeNull();
  });

  it('places an order with the normalized address and the same fingerprint for the same choices', () => {
    const draft = {
      ...emptyDraft(),
      address: { ...ADDRESS },
      shipping: { method: 'standard' as const, postalCode: '20121' },
    };
    const choices = orderChoicesOf(draft);
    expect(choices?.address.province).toBe('MI');
    expect(choices?.address.phone).toBe('+393331234567');
    const retyped = orderChoicesOf({ ...draft, address: { ...ADDRESS, province: 'MI ' } });
    expect(retyped && orderFingerprint(retyped)).toBe(choices && orderFingerprint(choices));
    const express = orderChoicesOf({
      ...draft,
      shipping: { method: 'express', postalCode: '20121' },
    });
    expect(express && orderFingerprint(express)).not.toBe(choices && orderFingerprint(choices));
  });

  it('makes idempotency keys the API accepts, each one new', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
