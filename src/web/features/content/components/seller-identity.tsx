import type { ReactNode } from 'react';
import {
  DEFAULT_CUSTOMER_SERVICE_HOURS,
  type PublicShopSettings,
} from '../../../../domain/admin/shop-settings';
import {
  SELLER_IDENTITY_FIELDS,
  SELLER_IDENTITY_LABELS,
  type SellerIdentityField,
} from '../../../../domain/content/content.messages';
import { useShopSettings } from '../api/get-shop-settings';

/**
 * The seller's identity on the content pages, from the shop settings (decision 020). The page
 * module prefetches them, so the first render already has them. A value not given (or not
 * readable) is left out together with the words that would name it: never a placeholder.
 */

const NOTHING_GIVEN: PublicShopSettings = { customerServiceHours: DEFAULT_CUSTOMER_SERVICE_HOURS };

export function useSellerIdentity(): PublicShopSettings {
  return useShopSettings().data ?? NOTHING_GIVEN;
}

/** One value of the seller's identity, or nothing while it is not given. */
export function SellerValue({ field }: { field: SellerIdentityField }) {
  const value = useSellerIdentity()[field];
  return value ? <>{value}</> : null;
}

/**
 * Its children (a sentence, a paragraph, a step naming the values) only when every field is
 * given, or with `match="any"` when at least one is.
 */
export function WithSeller({
  fields,
  match = 'all',
  children,
}: {
  fields: readonly SellerIdentityField[];
  match?: 'all' | 'any';
  children: ReactNode;
}) {
  const identity = useSellerIdentity();
  const given = (field: SellerIdentityField) => Boolean(identity[field]);
  const shown = match === 'all' ? fields.every(given) : fields.some(given);
  return shown ? <>{children}</> : null;
}

/** Alternatives as Italian prose: "a", "a o b", "a, b o c". */
export function joinAlternatives(parts: readonly string[], conjunction = 'o'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** "a {email} o a {pec}", with only the addresses given; nothing when neither is. */
export function ToEmailOrPec() {
  const { customerServiceEmail: email, pec } = useSellerIdentity();
  const parts = [email && `a ${email}`, pec && `a ${pec}`].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? <>{joinAlternatives(parts)}</> : null;
}

/** "Scrivi a {email} o chiama il {phone}", with only the ways given; nothing when neither is. */
export function WriteOrCall() {
  const { customerServiceEmail: email, phone } = useSellerIdentity();
  if (email && phone) return <>{`Scrivi a ${email} o chiama il ${phone}`}</>;
  if (email) return <>{`Scrivi a ${email}`}</>;
  if (phone) return <>{`Chiama il ${phone}`}</>;
  return null;
}

/** The given values of `fields`, in order, joined with commas ("Vetrina S.r.l., Via Roma 1"). */
export function SellerValues({ fields }: { fields: readonly SellerIdentityField[] }) {
  const identity = useSellerIdentity();
  const given = fields
    .map((field) => identity[field])
    .filter((value): value is string => Boolean(value));
  return given.length > 0 ? <>{given.join(', ')}</> : null;
}

/** When the customer service answers: the shop's own hours, or the usual ones. */
export function CustomerServiceHours() {
  return <>{useSellerIdentity().customerServiceHours}</>;
}

/** The seller's identity as the law asks it to be stated (Codice del Consumo, art. 49). */
export function SellerIdentity() {
  const identity = useSellerIdentity();
  const given = SELLER_IDENTITY_FIELDS.filter((field) => identity[field]);
  if (given.length === 0) return null;
  return (
    <dl className="content-facts">
      {given.map((field) => (
        <div key={field} className="content-facts__row">
          <dt>{SELLER_IDENTITY_LABELS[field]}</dt>
          <dd>{identity[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section stating the seller's identity under its heading; nothing while nothing is given. */
export function SellerIdentitySection({ title }: { title: string }) {
  const identity = useSellerIdentity();
  if (!SELLER_IDENTITY_FIELDS.some((field) => identity[field])) return null;
  return (
    <section className="content-section">
      <h2>{title}</h2>
      <SellerIdentity />
    </section>
  );
}
