import {
  PHONE_INPUT_MAX_CHARS,
  RECIPIENT_NAME_MAX_CHARS,
  STREET_EXTRA_MAX_CHARS,
  STREET_MAX_CHARS,
  CITY_MAX_CHARS,
  type FieldErrors,
} from '../../../../domain/checkout/address.rules';
import { CHECKOUT_ADDRESS_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { PROVINCES } from '../../../../domain/checkout/provinces';
import type { AddressFormField, AddressValues } from '../checkout-draft';
import { SelectField, TextField } from './checkout-field';

/** The current provinces in the order of their names, as a customer looks for them. */
const PROVINCE_OPTIONS = Object.entries(PROVINCES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'it'));

export const addressFieldId = (field: AddressFormField) => `checkout-address-${field}`;

/** The delivery address's fields (deliveryAddressSchema); the country is Italy, not a choice. */
export function AddressFields({
  values,
  errors,
  onChange,
  fieldRef,
}: {
  values: AddressValues;
  errors: FieldErrors<string>;
  onChange: (field: AddressFormField, value: string) => void;
  fieldRef: (field: AddressFormField, element: HTMLElement | null) => void;
}) {
  const text = (field: AddressFormField) => ({
    id: addressFieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(field, event.currentTarget.value),
    inputRef: (element: HTMLInputElement | null) => fieldRef(field, element),
  });
  // A saved address may carry a code no longer offered (SU): it stays choosable as it is.
  const keepsFormerCode =
    values.province !== '' && !PROVINCE_OPTIONS.some((option) => option.code === values.province);

  return (
    <div className="checkout-grid">
      <TextField
        {...text('fullName')}
        wide
        label={CHECKOUT_ADDRESS_MESSAGES.fullName}
        autoComplete="shipping name"
        maxLength={RECIPIENT_NAME_MAX_CHARS + 20}
        required
      />
      <TextField
        {...text('street')}
        wide
        label={CHECKOUT_ADDRESS_MESSAGES.street}
        autoComplete="shipping address-line1"
        maxLength={STREET_MAX_CHARS + 20}
        required
      />
      <TextField
        {...text('streetExtra')}
        wide
        label={CHECKOUT_ADDRESS_MESSAGES.streetExtra}
        hint={CHECKOUT_ADDRESS_MESSAGES.streetExtraHint}
        autoComplete="shipping address-line2"
        maxLength={STREET_EXTRA_MAX_CHARS + 20}
      />
      <TextField
        {...text('postalCode')}
        label={CHECKOUT_ADDRESS_MESSAGES.postalCode}
        autoComplete="shipping postal-code"
        inputMode="numeric"
        maxLength={10}
        required
      />
      <TextField
        {...text('city')}
        label={CHECKOUT_ADDRESS_MESSAGES.city}
        autoComplete="shipping address-level2"
        maxLength={CITY_MAX_CHARS + 20}
        required
      />
      <SelectField
        id={addressFieldId('province')}
        name="province"
        label={CHECKOUT_ADDRESS_MESSAGES.province}
        value={values.province}
        error={errors.province}
        autoComplete="shipping address-level1"
        required
        onChange={(event) => onChange('province', event.currentTarget.value)}
        selectRef={(element) => fieldRef('province', element)}
      >
        <option value="">{CHECKOUT_ADDRESS_MESSAGES.provinceChoose}</option>
        {keepsFormerCode ? <option value={values.province}>{values.province}</option> : null}
        {PROVINCE_OPTIONS.map(({ code, name }) => (
          <option key={code} value={code}>
            {`${name} (${code})`}
          </option>
        ))}
      </SelectField>
      <TextField
        id="checkout-address-country"
        name="country"
        label={CHECKOUT_ADDRESS_MESSAGES.country}
        hint={CHECKOUT_ADDRESS_MESSAGES.countryHint}
        value={CHECKOUT_ADDRESS_MESSAGES.countryItaly}
        autoComplete="shipping country-name"
        readOnly
      />
      <TextField
        {...text('phone')}
        label={CHECKOUT_ADDRESS_MESSAGES.phone}
        hint={CHECKOUT_ADDRESS_MESSAGES.phoneHint}
        type="tel"
        autoComplete="shipping tel"
        maxLength={PHONE_INPUT_MAX_CHARS}
        required
      />
    </div>
  );
}
