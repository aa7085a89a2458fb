import {
  SELLER_IDENTITY,
  SELLER_IDENTITY_LABELS,
  type SellerIdentityField,
} from '../../../../domain/content/content.messages';

const FIELDS = Object.keys(SELLER_IDENTITY) as SellerIdentityField[];

/** A value still to be filled in, shown as such ("[Partita IVA]"). */
export function Placeholder({ field }: { field: SellerIdentityField }) {
  return <span className="content-placeholder">{SELLER_IDENTITY[field]}</span>;
}

/** The seller's identity as the law asks it to be stated (Codice del Consumo, art. 49). */
export function SellerIdentity() {
  return (
    <dl className="content-facts">
      {FIELDS.map((field) => (
        <div key={field} className="content-facts__row">
          <dt>{SELLER_IDENTITY_LABELS[field]}</dt>
          <dd>
            <Placeholder field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
