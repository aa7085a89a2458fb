import { describe, expect, it } from 'vitest';
import {
  clearPendingWishlistItem,
  PENDING_WISHLIST_ITEM_KEY,
  readPendingWishlistItem,
  savePendingWishlistItem,
} from './pending-wishlist-item';

describe('pending wishlist item', () => {
  it('is stored under pendingWishlistItem as {id, name}', () => {
    savePendingWishlistItem({ id: 7, name: 'iPhone 16 Pro' });
    expect(JSON.parse(window.localStorage.getItem('pendingWishlistItem') ?? 'null')).toEqual({
      id: 7,
      name: 'iPhone 16 Pro',
    });
    expect(readPendingWishlistItem()).toEqual({ id: 7, name: 'iPhone 16 Pro' });
  });

  it('keeps only the id and the name of a richer product', () => {
    const product = { id: 3, name: 'Mac mini', priceCents: 72900 };
    savePendingWishlistItem(product);
    expect(readPendingWishlistItem()).toEqual({ id: 3, name: 'Mac mini' });
  });

  it('replaces an earlier item and can be cleared', () => {
    savePendingWishlistItem({ id: 1, name: 'A' });
    savePendingWishlistItem({ id: 2, name: 'B' });
    expect(readPendingWishlistItem()).toEqual({ id: 2, name: 'B' });
    clearPendingWishlistItem();
    expect(readPendingWishlistItem()).toBeNull();
    expect(window.localStorage.getItem(PENDING_WISHLIST_ITEM_KEY)).toBeNull();
  });

  it('reads nothing from missing or unreadable data', () => {
    expect(readPendingWishlistItem()).toBeNull();
    for (const raw of ['{', '"x"', '{"id":"7","name":"x"}', '{"id":0,"name":"x"}', '{"id":7}']) {
      window.localStorage.setItem(PENDING_WISHLIST_ITEM_KEY, raw);
      expect(readPendingWishlistItem()).toBeNull();
    }
  });
});
