import type { FieldErrors } from '../../../../domain/checkout/address.rules';
import { CHECKOUT_ADDRESS_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { COMPANY_NAME_MAX_CHARS, PEC_MAX_CHARS } from '../../../../domain/checkout/invoice.rules';
import type { InvoiceFormField, InvoiceValues } from '../checkout-draft';
import { TextField } from './checkout-field';

/** The invoice form's fields in the order they show, for focusing the first wrong one. */
export const INVOICE_FORM_FIELDS: readonly InvoiceFormField[] = [
  'personTaxCode',
  'companyName',
  'vatNumber',
  'companyTaxCode',
  'sdiCode',
  'pec',
];

const invoiceFieldId = (field: InvoiceFormField) => `checkout-invoice-${field}`;

/**
 * "Richiedi fattura": a private person's codice fiscale, or a company's ragione sociale,
 * partita IVA, optional codice fiscale and where the SDI delivers the invoice (code or PEC).
 */
export function InvoiceFields({
  requested,
  values,
  errors,
  onRequestedChange,
  onChange,
  fieldRef,
}: {
  requested: boolean;
  values: InvoiceValues;
  errors: FieldErrors<string>;
  onRequestedChange: (requested: boolean) => void;
  onChange: (values: InvoiceValues) => void;
  fieldRef: (field: InvoiceFormField, element: HTMLElement | null) => void;
}) {
  const text = (field: InvoiceFormField) => ({
    id: invoiceFieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...values, [field]: event.currentTarget.value }),
    inputRef: (element: HTMLInputElement | null) => fieldRef(field, element),
  });

  return (
    <div className="checkout-invoice">
      <div className="checkout-check">
        <input
          id="checkout-invoice-requested"
          type="checkbox"
          checked={requested}
          onChange={(event) => onRequestedChange(event.currentTarget.checked)}
        />
        <label htmlFor="checkout-invoice-requested">
          {CHECKOUT_ADDRESS_MESSAGES.invoiceRequest}
        </label>
      </div>
      {requested ? (
        <fieldset className="checkout-fieldset">
          <legend className="checkout-fieldset__legend">
            {CHECKOUT_ADDRESS_MESSAGES.invoiceLegend}
          </legend>
          <fieldset className="checkout-radios">
            <legend>{CHECKOUT_ADDRESS_MESSAGES.invoiceKindLegend}</legend>
            {(['person', 'company'] as const).map((kind) => (
              <div key={kind} className="checkout-check">
                <input
                  id={`checkout-invoice-kind-${kind}`}
                  type="radio"
                  name="checkout-invoice-kind"
                  checked={values.kind === kind}
                  onChange={() => onChange({ ...values, kind })}
                />
                <label htmlFor={`checkout-invoice-kind-${kind}`}>
                  {kind === 'person'
                    ? CHECKOUT_ADDRESS_MESSAGES.invoicePerson
                    : CHECKOUT_ADDRESS_MESSAGES.invoiceCompany}
                </label>
              </div>
            ))}
          </fieldset>
          {values.kind === 'person' ? (
            <TextField
              {...text('personTaxCode')}
              label={CHECKOUT_ADDRESS_MESSAGES.taxCode}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              required
            />
          ) : (
            <div className="checkout-grid">
              <TextField
                {...text('companyName')}
                wide
                label={CHECKOUT_ADDRESS_MESSAGES.companyName}
                autoComplete="organization"
                maxLength={COMPANY_NAME_MAX_CHARS + 20}
                required
              />
              <TextField
                {...text('vatNumber')}
                label={CHECKOUT_ADDRESS_MESSAGES.vatNumber}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                required
              />
              <TextField
                {...text('companyTaxCode')}
                label={CHECKOUT_ADDRESS_MESSAGES.companyTaxCode}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={30}
              />
              <TextField
                {...text('sdiCode')}
                label={CHECKOUT_ADDRESS_MESSAGES.sdiCode}
                hint={CHECKOUT_ADDRESS_MESSAGES.recipientHint}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={10}
              />
              <TextField
                {...text('pec')}
                label={CHECKOUT_ADDRESS_MESSAGES.pec}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={PEC_MAX_CHARS}
              />
            </div>
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
