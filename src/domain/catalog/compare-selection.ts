/**
 * The compare page's selection lives in the URL as `?ids=1,5,9` (the API's own `ids` filter
 * name, so the value goes to GET /api/products unchanged).
 */

export const COMPARE_IDS_PARAM = 'ids';
/** Products compared side by side at most. */
export const COMPARE_MAX_PRODUCTS = 4;

const ID_PATTERN = /^\d{1,12}$/;

/** "1,5,9" → [1, 5, 9]: unique positive ids in order, at most four; junk entries are skipped. */
export function parseCompareIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!ID_PATTERN.test(text)) continue;
    const id = Number(text);
    if (id <= 0 || !Number.isSafeInteger(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === COMPARE_MAX_PRODUCTS) break;
  }
  return ids;
}

export function compareIdsParamOf(ids: readonly number[]): string {
  return ids.join(',');
}

/**
 * The selection after one slot changed: `id` null empties the slot. A product already chosen
 * in another slot moves here instead of appearing twice. Empty slots close up.
 */
export function setCompareSlot(ids: readonly number[], slot: number, id: number | null): number[] {
  const slots: (number | null)[] = Array.from(
    { length: COMPARE_MAX_PRODUCTS },
    (_, i) => ids[i] ?? null,
  );
  if (slot < 0 || slot >= COMPARE_MAX_PRODUCTS) return [...ids];
  if (id !== null) {
    const elsewhere = slots.indexOf(id);
    if (elsewhere !== -1) slots[elsewhere] = null;
  }
  slots[slot] = id;
  return slots.filter((value): value is number => value !== null);
}

/** Every spec label of the compared products, in the order first met. */
export function compareSpecLabels(
  products: readonly { specs: readonly { label: string }[] }[],
): string[] {
  const labels: string[] = [];
  for (const product of products) {
    for (const { label } of product.specs) {
      if (!labels.includes(label)) labels.push(label);
    }
  }
  return labels;
}

/** The value of one spec, or null when the product does not state it. */
export function specValueOf(
  product: { specs: readonly { label: string; value: string }[] },
  label: string,
): string | null {
  return product.specs.find((spec) => spec.label === label)?.value ?? null;
}

/** Items in the order of `ids` (the API returns its own order); ids it did not return drop out. */
export function orderByIds<T extends { id: number }>(
  items: readonly T[],
  ids: readonly number[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
