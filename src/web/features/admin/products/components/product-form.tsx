import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import {
  formatEuroInput,
  formatTagsInput,
  parseTagsInput,
} from '../../../../../domain/admin/products.rules';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SPEC_LABEL_MAX_LENGTH,
  PRODUCT_SPEC_VALUE_MAX_LENGTH,
  PRODUCT_SPECS_MAX,
  type AdminProduct,
  type ProductCreateRequest,
} from '../../../../../domain/admin/products.schema';
import type { Category } from '../../../../../domain/catalog/product.schema';
import { parseEuroInput } from '../../../../../domain/money';
import { notify } from '../../../notifications/notifications.store';
import { adminFieldErrors, adminFailureText } from '../../shared/admin-error';

interface SpecRow {
  key: number;
  label: string;
  value: string;
}

interface FormValues {
  name: string;
  price: string;
  compareAt: string;
  stock: string;
  description: string;
  specs: SpecRow[];
  tags: string;
  categoryId: string;
  isVisible: boolean;
  isFeatured: boolean;
  regenerateSlug: boolean;
}

/** What the form sends: every field, the amounts in cents; for an edit also regenerateSlug. */
export type ProductFormBody = Required<ProductCreateRequest> & { regenerateSlug?: boolean };

type Errors = Record<string, string>;

function initialValues(product: AdminProduct | null): FormValues {
  return {
    name: product?.name ?? '',
    price: product ? formatEuroInput(product.priceCents) : '',
    compareAt:
      product?.compareAtPriceCents != null ? formatEuroInput(product.compareAtPriceCents) : '',
    stock: product ? String(product.stock) : '0',
    description: product?.description ?? '',
    specs: (product?.specs ?? []).map((spec, index) => ({ key: index, ...spec })),
    tags: formatTagsInput(product?.tags ?? []),
    categoryId: product?.categoryId != null ? String(product.categoryId) : '',
    isVisible: product?.isVisible ?? true,
    isFeatured: product?.isFeatured ?? false,
    regenerateSlug: false,
  };
}

/** The server's field names (and "specs.0.label", "tags.3") as the form's fields. */
function formFieldOf(serverField: string): string {
  if (serverField === 'priceCents') return 'price';
  if (serverField === 'compareAtPriceCents') return 'compareAt';
  if (serverField.startsWith('tags')) return 'tags';
  return serverField;
}

/** The amounts and the stock as the server wants them, or the fields' own errors. */
function toBody(values: FormValues): { body: ProductFormBody } | { errors: Errors } {
  const errors: Errors = {};
  const price = values.price.trim() === '' ? null : parseEuroInput(values.price);
  if (values.price.trim() === '') errors.price = M.priceRequired;
  else if (price === null) errors.price = M.priceInvalid;
  const compareAt = values.compareAt.trim() === '' ? null : parseEuroInput(values.compareAt);
  if (values.compareAt.trim() !== '' && compareAt === null) errors.compareAt = M.compareAtInvalid;
  const stock = /^\s*\d+\s*$/.test(values.stock) ? Number(values.stock) : null;
  if (stock === null) errors.stock = M.stockInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: values.name,
      priceCents: price ?? 0,
      compareAtPriceCents: compareAt,
      stock: stock ?? 0,
      description: values.description,
      // A row left wholly empty is no characteristic; a half-filled one goes to the server,
      // which says which half is missing.
      specs: values.specs
        .filter((spec) => spec.label.trim() !== '' || spec.value.trim() !== '')
        .map(({ label, value }) => ({ label, value })),
      tags: parseTagsInput(values.tags),
      categoryId: values.categoryId ? Number(values.categoryId) : null,
      isVisible: values.isVisible,
      isFeatured: values.isFeatured,
      ...(values.regenerateSlug ? { regenerateSlug: true } : {}),
    },
  };
}

/** A labelled field with its hint and its error, both linked to the control. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The one form of a product, to add it (`product` null) or edit it. The amounts are typed in
 * euro the Italian way ("1.299,00") and sent in cents. A refusal shows each field's message
 * beside it and keeps everything typed.
 */
export function ProductForm({
  product,
  categories,
  submitLabel,
  pendingLabel,
  onSubmit,
  children,
}: {
  product: AdminProduct | null;
  categories: readonly Category[];
  submitLabel: string;
  pendingLabel: string;
  /** Sends the body; throws the API's error on a refusal. */
  onSubmit: (body: ProductFormBody) => Promise<void>;
  /** More buttons beside the submit one (delete). */
  children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(product));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const nextSpecKey = useRef(values.specs.length);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setSpec = (key: number, change: Partial<SpecRow>) =>
    setValues((current) => ({
      ...current,
      specs: current.specs.map((spec) => (spec.key === key ? { ...spec, ...change } : spec)),
    }));

  function showErrors(next: Errors) {
    setErrors(next);
    // The summary takes the focus, so a keyboard or screen-reader user hears there are errors.
    queueMicrotask(() => summaryRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = toBody(values);
    if ('errors' in result) {
      showErrors(result.errors);
      return;
    }
    setPending(true);
    try {
      await onSubmit(result.body);
      setErrors({});
    } catch (error) {
      const fields = adminFieldErrors(error);
      const mapped: Errors = {};
      for (const [field, message] of Object.entries(fields)) mapped[formFieldOf(field)] ??= message;
      // Spec rows sent are the non-empty ones: renumber the server's row indexes to the form's.
      const sentRows = values.specs.filter(
        (spec) => spec.label.trim() !== '' || spec.value.trim() !== '',
      );
      for (const key of Object.keys(mapped)) {
        const match = /^specs\.(\d+)\.(label|value)$/.exec(key);
        const row = match ? sentRows[Number(match[1])] : undefined;
        if (match && row) {
          mapped[`spec-${row.key}-${match[2]}`] = mapped[key] ?? '';
          delete mapped[key];
        }
      }
      notify(adminFailureText(error), { kind: 'error' });
      if (Object.keys(mapped).length > 0) showErrors(mapped);
      else setErrors({});
    } finally {
      setPending(false);
    }
  }

  const nameChanged = product !== null && values.name.trim() !== product.name;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      className="admin-card admin-product-form"
      aria-label={M.formLabel}
      onSubmit={submit}
      noValidate
    >
      <p
        ref={summaryRef}
        tabIndex={-1}
        className="admin-error"
        role={hasErrors ? 'alert' : undefined}
        hidden={!hasErrors}
      >
        {hasErrors ? M.checkFields : ''}
      </p>
      <Field id={`${id}-name`} label={M.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      {product ? (
        <div className="admin-product-form__slug">
          <p>
            {M.slugLabel}: <code>/products/{product.slug ?? product.id}</code>
          </p>
          {nameChanged ? (
            <label className="admin-product-form__check">
              <input
                type="checkbox"
                checked={values.regenerateSlug}
                aria-describedby={`${id}-regenerate-hint`}
                onChange={(event) => set('regenerateSlug', event.target.checked)}
              />
              {M.regenerateSlugLabel}
            </label>
          ) : null}
          {nameChanged ? (
            <p id={`${id}-regenerate-hint`} className="admin-field__hint">
              {M.regenerateSlugHint}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="admin-product-form__row">
        <Field id={`${id}-price`} label={M.priceLabel} hint={M.priceHint} error={errors.price}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-compare`}
          label={M.compareAtLabel}
          hint={M.compareAtHint}
          error={errors.compareAt}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              value={values.compareAt}
              onChange={(event) => set('compareAt', event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-stock`} label={M.stockLabel} error={errors.stock}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={values.stock}
              onChange={(event) => set('stock', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-category`} label={M.categoryLabel} error={errors.categoryId}>
        {(control) => (
          <select
            {...control}
            value={values.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
          >
            <option value="">{M.noCategory}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-description`} label={M.descriptionLabel} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      <fieldset className="admin-product-form__specs">
        <legend>{M.specsLegend}</legend>
        {errors.specs ? <p className="admin-field__error">{errors.specs}</p> : null}
        {values.specs.length === 0 ? <p className="admin-muted">{M.noSpecs}</p> : null}
        {values.specs.map((spec, index) => (
          <div key={spec.key} className="admin-product-form__spec">
            <Field
              id={`${id}-spec-${spec.key}-label`}
              label={M.specLabel(index + 1)}
              error={errors[`spec-${spec.key}-label`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={PRODUCT_SPEC_LABEL_MAX_LENGTH}
                  value={spec.label}
                  onChange={(event) => setSpec(spec.key, { label: event.target.value })}
                />
              )}
            </Field>
            <Field
              id={`${id}-spec-${spec.key}-value`}
              label={M.specValue(index + 1)}
              error={errors[`spec-${spec.key}-value`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={PRODUCT_SPEC_VALUE_MAX_LENGTH}
                  value={spec.value}
                  onChange={(event) => setSpec(spec.key, { value: event.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={() =>
                setValues((current) => ({
                  ...current,
                  specs: current.specs.filter((row) => row.key !== spec.key),
                }))
              }
            >
              {M.removeSpec(index + 1)}
            </button>
          </div>
        ))}
        {values.specs.length < PRODUCT_SPECS_MAX ? (
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => {
              const key = nextSpecKey.current++;
              setValues((current) => ({
                ...current,
                specs: [...current.specs, { key, label: '', value: '' }],
              }));
            }}
          >
            {M.addSpec}
          </button>
        ) : null}
      </fieldset>
      <Field id={`${id}-tags`} label={M.tagsLabel} hint={M.tagsHint} error={errors.tags}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
        )}
      </Field>
      <div className="admin-product-form__flags">
        <label className="admin-product-form__check">
          <input
            type="checkbox"
            checked={values.isVisible}
            onChange={(event) => set('isVisible', event.target.checked)}
          />
          {M.visibleLabel}
        </label>
        <label className="admin-product-form__check">
          <input
            type="checkbox"
            checked={values.isFeatured}
            onChange={(event) => set('isFeatured', event.target.checked)}
          />
          {M.featuredLabel}
        </label>
      </div>
      {product ? (
        <div className="admin-product-form__images">
          <p>
            {M.imagesLabel}: {M.imagesCount(product.images.length)}
          </p>
          {product.images[0] ? (
            <img
              className="admin-products__thumb"
              src={product.images[0]}
              alt=""
              width={96}
              height={96}
            />
          ) : null}
        </div>
      ) : null}
      <div className="admin-product-form__actions">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          aria-disabled={pending || undefined}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
