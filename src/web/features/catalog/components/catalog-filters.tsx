import { useId, useRef, useState, type FormEvent } from 'react';
import { LISTING_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import {
  activeFilterCount,
  euroInputValueOf,
  parseEuroInput,
  type CatalogFilters,
  type CatalogFixedFilters,
} from '../../../../domain/catalog/catalog-url';
import type { Category } from '../../../../domain/catalog/product.schema';

interface PriceDraft {
  /** The URL values the draft was started from: when they change, the draft starts over. */
  source: string;
  min: string;
  max: string;
  invalid: 'min' | 'max' | null;
}

function priceSource(filters: CatalogFilters): string {
  return `${filters.minPriceCents ?? ''}:${filters.maxPriceCents ?? ''}`;
}

function freshDraft(filters: CatalogFilters): PriceDraft {
  return {
    source: priceSource(filters),
    min: euroInputValueOf(filters.minPriceCents),
    max: euroInputValueOf(filters.maxPriceCents),
    invalid: null,
  };
}

/**
 * The listing's filter form. Family, availability and offers apply as soon as they change
 * (results update in place; focus stays put); the price range applies with its button or Enter,
 * so typing "1" on the way to "1500" does not reload the list.
 */
export function CatalogFilters({
  id,
  filters,
  fixed,
  categories,
  onChange,
  onClear,
}: {
  id: string;
  filters: CatalogFilters;
  fixed: CatalogFixedFilters;
  /** The families to choose from; none when the page fixes the family. */
  categories: readonly Category[];
  onChange: (patch: Partial<CatalogFilters>) => void;
  onClear: () => void;
}) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const errorId = `${baseId}-price-error`;
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  const [draft, setDraft] = useState(() => freshDraft(filters));
  // Back/forward or "Azzera filtri" changed the URL: show its prices, not the old typing.
  if (draft.source !== priceSource(filters)) setDraft(freshDraft(filters));

  const submitPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = draft.min.trim() === '' ? null : parseEuroInput(draft.min);
    const max = draft.max.trim() === '' ? null : parseEuroInput(draft.max);
    if (min === null && draft.min.trim() !== '') {
      setDraft({ ...draft, invalid: 'min' });
      minRef.current?.focus();
      return;
    }
    if (max === null && draft.max.trim() !== '') {
      setDraft({ ...draft, invalid: 'max' });
      maxRef.current?.focus();
      return;
    }
    setDraft({ ...draft, invalid: null });
    onChange({ minPriceCents: min, maxPriceCents: max });
  };

  const showFamilies = fixed.category === undefined && categories.length > 0;
  const active = activeFilterCount(filters, fixed);

  return (
    <form id={id} className="catalog-filters" aria-labelledby={titleId} onSubmit={submitPrice}>
      <h2 id={titleId} className="catalog-filters__title">
        {LISTING_MESSAGES.filtersTitle}
      </h2>

      {showFamilies ? (
        <fieldset className="catalog-filters__group">
          <legend>{LISTING_MESSAGES.familyLegend}</legend>
          <label className="choice">
            <input
              type="radio"
              name="famiglia"
              value=""
              checked={filters.category === null}
              onChange={() => onChange({ category: null })}
            />
            {LISTING_MESSAGES.allFamilies}
          </label>
          {categories.map((category) => (
            <label key={category.slug} className="choice">
              <input
                type="radio"
                name="famiglia"
                value={category.slug}
                checked={filters.category === category.slug}
                onChange={() => onChange({ category: category.slug })}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      <fieldset className="catalog-filters__group">
        <legend>{LISTING_MESSAGES.priceLegend}</legend>
        <div className="catalog-filters__price">
          <div className="catalog-filters__field">
            <label htmlFor={`${baseId}-min`}>{LISTING_MESSAGES.minPriceLabel}</label>
            <input
              ref={minRef}
              id={`${baseId}-min`}
              name="prezzo-min"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={LISTING_MESSAGES.pricePlaceholderMin}
              value={draft.min}
              aria-invalid={draft.invalid === 'min' ? true : undefined}
              aria-describedby={draft.invalid === 'min' ? errorId : undefined}
              onChange={(event) => setDraft({ ...draft, min: event.target.value })}
            />
          </div>
          <div className="catalog-filters__field">
            <label htmlFor={`${baseId}-max`}>{LISTING_MESSAGES.maxPriceLabel}</label>
            <input
              ref={maxRef}
              id={`${baseId}-max`}
              name="prezzo-max"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={LISTING_MESSAGES.pricePlaceholderMax}
              value={draft.max}
              aria-invalid={draft.invalid === 'max' ? true : undefined}
              aria-describedby={draft.invalid === 'max' ? errorId : undefined}
              onChange={(event) => setDraft({ ...draft, max: event.target.value })}
            />
          </div>
        </div>
        {draft.invalid ? (
          <p id={errorId} className="catalog-filters__error" role="alert">
            {LISTING_MESSAGES.priceInvalid}
          </p>
        ) : null}
        <button type="submit" className="button button--ghost catalog-filters__apply">
          {LISTING_MESSAGES.applyPrice}
        </button>
      </fieldset>

      <fieldset className="catalog-filters__group">
        <legend>{LISTING_MESSAGES.availabilityLegend}</legend>
        <label className="choice">
          <input
            type="checkbox"
            name="disponibili"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          {LISTING_MESSAGES.inStockOnly}
        </label>
        <label className="choice">
          <input
            type="checkbox"
            name="offerte"
            checked={filters.onSale}
            onChange={(event) => onChange({ onSale: event.target.checked })}
          />
          {LISTING_MESSAGES.onSaleOnly}
        </label>
      </fieldset>

      {active > 0 ? (
        <button type="button" className="button button--ghost" onClick={onClear}>
          {LISTING_MESSAGES.clearFilters}
        </button>
      ) : null}
    </form>
  );
}
