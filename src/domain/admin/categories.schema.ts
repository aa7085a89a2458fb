import { z } from 'zod';
import { slugify } from '../catalog/product';
import { isStorableText } from '../input.schema';
import { CATEGORY_MESSAGES } from './categories.messages';

/**
 * The admin categories API (issue "Admin" §3):
 *
 *   GET    /api/admin/categories           → AdminCategoriesResponse
 *   POST   /api/admin/categories           CategoryCreateRequest → 201 AdminCategoryResponse
 *   PATCH  /api/admin/categories/:id       CategoryUpdateRequest → AdminCategoryResponse
 *   POST   /api/admin/categories/:id/move  CategoryMoveRequest   → AdminCategoriesResponse
 *   DELETE /api/admin/categories/:id                             → AdminCategoryResponse (the deleted one)
 *
 * Refusals: 400 invalid-argument with `fields`; 404 not-found; 409 already-exists for a name
 * or address taken (details.reason 'duplicate-name' | 'duplicate-slug' | 'product-slug') and for
 * a category that still has products (details.reason 'has-products', details.productCount).
 */

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500;

/** A category's address (/products/{slug}) follows from its name by the catalog's slug rule. */
export function categorySlugOf(name: string): string {
  return slugify(name);
}

/** Two names are the same category name when they differ only in case and surrounding spaces. */
export function isSameCategoryName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('it-IT') === b.trim().toLocaleLowerCase('it-IT');
}

const storable = (message: string) =>
  z.string(message).refine(isStorableText, { error: CATEGORY_MESSAGES.invalidText, abort: true });

export const categoryNameSchema = storable(CATEGORY_MESSAGES.nameRequired)
  .trim()
  .min(1, { error: CATEGORY_MESSAGES.nameRequired, abort: true })
  .max(CATEGORY_NAME_MAX_LENGTH, {
    error: CATEGORY_MESSAGES.nameTooLong(CATEGORY_NAME_MAX_LENGTH),
    abort: true,
  })
  .refine((name) => categorySlugOf(name) !== '', CATEGORY_MESSAGES.nameWithoutLetters);

export const categoryDescriptionSchema = storable(
  CATEGORY_MESSAGES.descriptionTooLong(CATEGORY_DESCRIPTION_MAX_LENGTH),
)
  .trim()
  .max(
    CATEGORY_DESCRIPTION_MAX_LENGTH,
    CATEGORY_MESSAGES.descriptionTooLong(CATEGORY_DESCRIPTION_MAX_LENGTH),
  );

export const categoryCreateRequestSchema = z.object({
  name: categoryNameSchema,
  description: categoryDescriptionSchema.default(''),
});
export type CategoryCreateRequest = z.input<typeof categoryCreateRequestSchema>;

export const categoryUpdateRequestSchema = z
  .object({
    name: categoryNameSchema.optional(),
    description: categoryDescriptionSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    error: CATEGORY_MESSAGES.nothingToChange,
    path: ['name'],
  });
export type CategoryUpdateRequest = z.input<typeof categoryUpdateRequestSchema>;

export const CATEGORY_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type CategoryMoveDirection = (typeof CATEGORY_MOVE_DIRECTIONS)[number];

export const categoryMoveRequestSchema = z.object({
  direction: z.enum(CATEGORY_MOVE_DIRECTIONS, CATEGORY_MESSAGES.invalidDirection),
});
export type CategoryMoveRequest = z.input<typeof categoryMoveRequestSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  productCount: z.number().int().nonnegative(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoriesResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;

export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

/**
 * The list after moving the category at `index` one place up or down; the same list when it
 * is already first (up) or last (down).
 */
export function moveInList<T>(
  items: readonly T[],
  index: number,
  direction: CategoryMoveDirection,
): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const moved = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return moved;
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}
