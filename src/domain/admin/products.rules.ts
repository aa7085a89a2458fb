import { slugify } from '../catalog/product';
import { formatterOnFirstUse } from '../formatter-on-first-use';

/**
 * Pure rules of the admin products section (decision 022): a product's address from its name,
 * unique among the products and the categories (both live under /products/{slug}), and the
 * tags as the form writes them.
 */

/** The catalog's slug rule, the one the seed used: "iPhone 16 Pro – Titanio" → "iphone-16-pro-titanio". */
export function productSlugOf(name: string): string {
  return slugify(name);
}

/** `base`, then `base-2`, `base-3`…, each within slugify's 80 characters. */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    yield `${base.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
}

/** The first of slugCandidates(base) that `isTaken` does not refuse. */
export function firstFreeSlug(base: string, isTaken: (slug: string) => boolean): string {
  for (const candidate of slugCandidates(base)) if (!isTaken(candidate)) return candidate;
  return base; // unreachable: the candidates never end
}

export interface SlugChange {
  id: number;
  from: string | null;
  to: string;
}

/**
 * Every product's slug made again from its name (the "Rigenera slug" action): products in id
 * order, so the oldest product keeps the plain slug and later namesakes get -2, -3…; a slug a
 * category uses is never given. Returns only the products whose slug changes.
 */
export function regenerateSlugs(
  products: readonly { id: number; name: string; slug: string | null }[],
  categorySlugs: ReadonlySet<string>,
): SlugChange[] {
  const ordered = [...products].sort((a, b) => a.id - b.id);
  const given = new Set<string>();
  const changes: SlugChange[] = [];
  for (const product of ordered) {
    const base = productSlugOf(product.name) || `prodotto-${product.id}`;
    const slug = firstFreeSlug(
      base,
      (candidate) => given.has(candidate) || categorySlugs.has(candidate),
    );
    given.add(slug);
    if (slug !== product.slug) changes.push({ id: product.id, from: product.slug, to: slug });
  }
  return changes;
}

/** "Ricondizionato, 5G ,, usb-c" → ["ricondizionato", "5g", "usb-c"]: trimmed, lower case, once each. */
export function parseTagsInput(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** The tags as the form's text field shows them. */
export function formatTagsInput(tags: readonly string[]): string {
  return tags.join(', ');
}

const euroInputFormatter = formatterOnFirstUse(
  () =>
    new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    }),
);

/** 129900 → "1.299,00": an amount as the price fields show it, read back by parseEuroInput. */
export function formatEuroInput(cents: number): string {
  return euroInputFormatter().format(cents / 100);
}
