import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../../domain/checkout/address.rules';
import type { SavedDeliveryAddress } from '../../../../domain/checkout/address.schema';
import { INVOICE_FIELDS, type InvoiceField } from '../../../../domain/checkout/invoice.rules';
import {
  CHECKOUT_ADDRESS_MESSAGES,
  CHECKOUT_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { useCreateSavedAddress } from '../api/create-saved-address';
import { useDeleteSavedAddress } from '../api/delete-saved-address';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { useUpdateSavedAddress } from '../api/update-saved-address';
import {
  ADDRESS_FORM_FIELDS,
  checkAddress,
  checkInvoice,
  EMPTY_ADDRESS,
  invoiceFormFieldOf,
  orderChoicesOf,
  type AddressFormField,
  type AddressValues,
  type CheckoutDraft,
  type InvoiceFormField,
} from '../checkout-draft';
import { fieldErrorsUnder } from '../checkout-failure';
import { releaseChangedOrder } from '../checkout-order';
import { clearStepNotice, useStepNotice } from '../checkout-session.store';
import { updateDraft, useCheckoutStore } from '../checkout.store';
import {
  isUnauthenticated,
  useExpireOnUnauthenticated,
  useSessionExpiry,
} from '../use-session-expiry';
import { AddressFields } from './address-fields';
import { StepAlert } from './checkout-field';
import { INVOICE_FORM_FIELDS, InvoiceFields } from './invoice-fields';
import { StepActions, StepForm } from './step-form';
import { StepHeading } from './step-heading';

type FormField = AddressFormField | InvoiceFormField;

const isInvoiceField = (field: string): field is InvoiceField =>
  (INVOICE_FIELDS as readonly string[]).includes(field);
type FormErrors = FieldErrors<FormField>;

const FIELD_ORDER: readonly FormField[] = [...ADDRESS_FORM_FIELDS, ...INVOICE_FORM_FIELDS];

export function valuesOfSavedAddress(address: SavedDeliveryAddress): AddressValues {
  return {
    fullName: address.fullName,
    street: address.street,
    streetExtra: address.streetExtra ?? '',
    postalCode: address.postalCode,
    city: address.city,
    province: address.province,
    phone: address.phone,
  };
}

/** The browser's own checks of the step: the address, and the invoice when asked for. */
function checkStep(draft: CheckoutDraft): FormErrors {
  const address = checkAddress(draft.address);
  const invoice = draft.invoiceRequested ? checkInvoice(draft.invoice) : null;
  return {
    ...(address.ok ? {} : address.errors),
    ...(invoice && !invoice.ok ? invoice.errors : {}),
  };
}

/** The server's field errors ('address.postalCode', 'invoice.taxCode' or plain names). */
function serverErrors(fields: Readonly<Record<string, string>>, draft: CheckoutDraft): FormErrors {
  const errors: FormErrors = {};
  const address = { ...fieldErrorsUnder(fields, ''), ...fieldErrorsUnder(fields, 'address.') };
  for (const field of ADDRESS_FORM_FIELDS) {
    const message = address[field];
    if (message) errors[field] = message;
  }
  for (const [field, message] of Object.entries(fieldErrorsUnder(fields, 'invoice.'))) {
    if (!isInvoiceField(field)) continue;
    const formField = invoiceFormFieldOf(field, draft.invoice.kind);
    if (formField) errors[formField] = message;
  }
  return errors;
}

function firstWrongField(errors: FormErrors): FormField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/**
 * Step 1: where to deliver (a saved address, one corrected, or a new one, saved on request)
 * and, if wanted, the invoice details. Every keystroke is kept in the draft; moving on checks
 * everything with the domain's rules first, then saves the address when asked.
 */
export function AddressStep({
  headingId,
  focusOnMount,
  onDone,
}: {
  headingId: string;
  focusOnMount: boolean;
  onDone: () => void;
}) {
  const draft = useCheckoutStore((state) => state.draft);
  const notice = useStepNotice(1);
  const saved = useSavedAddresses();
  const createAddress = useCreateSavedAddress();
  const updateAddress = useUpdateSavedAddress();
  const deleteAddress = useDeleteSavedAddress();
  const expireSession = useSessionExpiry();
  useExpireOnUnauthenticated(saved.error, 1);

  // Sent back here by a refused order: the server's field errors, the first one focused.
  const [initialErrors] = useState<FormErrors>(() =>
    notice ? serverErrors(notice.fields, draft) : {},
  );
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  const focusNext = useRef<FormField | null>(firstWrongField(initialErrors) ?? null);

  // The wrong field is focused once the form shows it (an edited saved address opens its fields).
  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    fields.current[field]?.focus();
  });

  const addresses = saved.data;
  const proposed = useRef(false);
  // The first saved address is proposed while nothing has been typed yet; an address deleted
  // elsewhere turns the form into a new address with the same values.
  useEffect(() => {
    if (!addresses) return;
    const current = useCheckoutStore.getState().draft;
    const known = addresses.find((address) => address.id === current.savedAddressId);
    if (current.addressMode !== 'new' && !known) {
      updateDraft({ addressMode: 'new', savedAddressId: null });
      return;
    }
    const untouched = ADDRESS_FORM_FIELDS.every((field) => current.address[field] === '');
    const first = addresses[0];
    // Once: a customer who then picks "Nuovo indirizzo" keeps that choice.
    if (proposed.current) return;
    proposed.current = true;
    if (current.addressMode === 'new' && untouched && first) {
      updateDraft({
        addressMode: 'saved',
        savedAddressId: first.id,
        address: valuesOfSavedAddress(first),
      });
    }
  }, [addresses]);

  const recheck = (next: CheckoutDraft) => {
    if (submitted) setErrors(checkStep(next));
  };

  const changeAddress = (field: AddressFormField, value: string) => {
    const address = { ...draft.address, [field]: value };
    updateDraft({ address });
    recheck({ ...draft, address });
  };

  const changeDraft = (change: Partial<CheckoutDraft>) => {
    updateDraft(change);
    recheck({ ...draft, ...change });
  };

  const chooseSaved = (address: SavedDeliveryAddress) => {
    setErrors({});
    setSubmitted(false);
    updateDraft({
      addressMode: 'saved',
      savedAddressId: address.id,
      address: valuesOfSavedAddress(address),
    });
  };

  const chooseNew = () => {
    setErrors({});
    setSubmitted(false);
    updateDraft({
      addressMode: 'new',
      savedAddressId: null,
      address: { ...EMPTY_ADDRESS },
      saveAddress: true,
    });
  };

  const editSaved = (address: SavedDeliveryAddress) => {
    chooseSaved(address);
    updateDraft({ addressMode: 'edit' });
    focusNext.current = 'fullName';
  };

  const cancelEdit = () => {
    const address = addresses?.find((entry) => entry.id === draft.savedAddressId);
    if (address) chooseSaved(address);
  };

  const removeSaved = (address: SavedDeliveryAddress) => {
    deleteAddress.mutate(address.id, {
      onSuccess: () => {
        notify(CHECKOUT_MESSAGES.addressDeleted, { kind: 'success' });
        const current = useCheckoutStore.getState().draft;
        if (current.savedAddressId === address.id) {
          // Its values stay in the form, as a new address not to be saved again.
          updateDraft({ addressMode: 'new', savedAddressId: null, saveAddress: false });
        }
      },
      onError: (error) => {
        if (isUnauthenticated(error)) expireSession(1);
        else notify(error.message, { kind: 'error' });
      },
    });
  };

  /** Saves a new address (when asked) or the corrections of a saved one; false when refused. */
  const saveAddressIfAsked = async (): Promise<boolean> => {
    const checked = checkAddress(draft.address);
    if (!checked.ok) return false;
    try {
      if (draft.addressMode === 'new' && draft.saveAddress) {
        const created = await createAddress.mutateAsync(checked.value);
        notify(CHECKOUT_MESSAGES.addressSaved, { kind: 'success' });
        updateDraft({
          addressMode: 'saved',
          savedAddressId: created.id,
          address: valuesOfSavedAddress(created),
        });
      } else if (draft.addressMode === 'edit' && draft.savedAddressId !== null) {
        const updated = await updateAddress.mutateAsync({
          id: draft.savedAddressId,
          address: checked.value,
        });
        notify(CHECKOUT_MESSAGES.addressSaved, { kind: 'success' });
        updateDraft({ addressMode: 'saved', address: valuesOfSavedAddress(updated) });
      }
      return true;
    } catch (error) {
      if (isUnauthenticated(error)) {
        expireSession(1);
        return false;
      }
      if (isApiError(error) && error.fields) {
        const found = serverErrors(error.fields, draft);
        setErrors(found);
        const first = firstWrongField(found);
        if (first) {
          focusNext.current = first;
          return false;
        }
      }
      if (isApiError(error) && error.code === 'failed-precondition') {
        setFailure(CHECKOUT_MESSAGES.addressLimit);
      } else if (isApiError(error) && error.code === 'not-found') {
        setFailure(CHECKOUT_MESSAGES.addressNotFound);
        updateDraft({ addressMode: 'new', savedAddressId: null });
      } else {
        setFailure(isApiError(error) ? error.message : null);
      }
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clearStepNotice();
    setFailure(null);
    setSubmitted(true);
    const found = checkStep(draft);
    setErrors(found);
    const first = firstWrongField(found);
    if (first) {
      // A saved address the rules no longer accept opens for correction.
      if (draft.addressMode === 'saved' && first in EMPTY_ADDRESS) {
        updateDraft({ addressMode: 'edit' });
      }
      focusNext.current = first;
      return;
    }
    setBusy(true);
    try {
      if (!(await saveAddressIfAsked())) return;
      await releaseChangedOrder(orderChoicesOf(useCheckoutStore.getState().draft));
      onDone();
    } catch (error) {
      if (isUnauthenticated(error)) expireSession(1);
      else setFailure(isApiError(error) ? error.message : null);
    } finally {
      setBusy(false);
    }
  };

  const showFields = draft.addressMode !== 'saved' || !addresses || addresses.length === 0;

  return (
    <StepForm headingId={headingId} onSubmit={onSubmit}>
      <StepHeading
        id={headingId}
        step={1}
        focusOnMount={focusOnMount && !firstWrongField(initialErrors)}
      />
      <StepAlert message={failure ?? notice?.message} />

      {addresses && addresses.length > 0 ? (
        <SavedAddressChoice
          addresses={addresses}
          draft={draft}
          deleting={deleteAddress.isPending ? deleteAddress.variables : null}
          onChoose={chooseSaved}
          onChooseNew={chooseNew}
          onEdit={editSaved}
          onDelete={removeSaved}
        />
      ) : saved.isPending ? (
        <p className="checkout-muted" role="status">
          {CHECKOUT_ADDRESS_MESSAGES.loadingSaved}
        </p>
      ) : null}

      {showFields ? (
        <fieldset className="checkout-fieldset">
          <legend className="checkout-fieldset__legend">
            {draft.addressMode === 'edit'
              ? CHECKOUT_ADDRESS_MESSAGES.editingLegend
              : CHECKOUT_ADDRESS_MESSAGES.newAddress}
          </legend>
          {draft.addressMode === 'edit' ? (
            <div className="checkout-fieldset__note">
              <p>{CHECKOUT_ADDRESS_MESSAGES.editingHint}</p>
              <button type="button" className="link-button" onClick={cancelEdit}>
                {CHECKOUT_ADDRESS_MESSAGES.cancelEdit}
              </button>
            </div>
          ) : null}
          <AddressFields
            values={draft.address}
            errors={errors}
            onChange={changeAddress}
            fieldRef={(field, element) => {
              fields.current[field] = element;
            }}
          />
          {draft.addressMode === 'new' ? (
            <div className="checkout-check">
              <input
                id="checkout-save-address"
                type="checkbox"
                checked={draft.saveAddress}
                onChange={(event) => updateDraft({ saveAddress: event.currentTarget.checked })}
              />
              <label htmlFor="checkout-save-address">{CHECKOUT_ADDRESS_MESSAGES.saveAddress}</label>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <InvoiceFields
        requested={draft.invoiceRequested}
        values={draft.invoice}
        errors={errors}
        onRequestedChange={(invoiceRequested) => changeDraft({ invoiceRequested })}
        onChange={(invoice) => changeDraft({ invoice })}
        fieldRef={(field, element) => {
          fields.current[field] = element;
        }}
      />

      <StepActions busy={busy} disabled={busy} label={CHECKOUT_STEP_MESSAGES.toShipping} />
    </StepForm>
  );
}

function SavedAddressChoice({
  addresses,
  draft,
  deleting,
  onChoose,
  onChooseNew,
  onEdit,
  onDelete,
}: {
  addresses: readonly SavedDeliveryAddress[];
  draft: CheckoutDraft;
  deleting: number | null | undefined;
  onChoose: (address: SavedDeliveryAddress) => void;
  onChooseNew: () => void;
  onEdit: (address: SavedDeliveryAddress) => void;
  onDelete: (address: SavedDeliveryAddress) => void;
}) {
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{CHECKOUT_ADDRESS_MESSAGES.savedLegend}</legend>
      <ul className="checkout-options">
        {addresses.map((address) => {
          const id = `checkout-saved-address-${address.id}`;
          const summary = CHECKOUT_ADDRESS_MESSAGES.summary(address);
          const chosen = draft.addressMode !== 'new' && draft.savedAddressId === address.id;
          return (
            <li key={address.id} className="checkout-option checkout-option--address">
              <input
                id={id}
                type="radio"
                name="checkout-saved-address"
                checked={chosen}
                onChange={() => onChoose(address)}
              />
              <label htmlFor={id} className="checkout-option__label">
                <span>{summary}</span>
                <span className="checkout-muted">{address.phone}</span>
              </label>
              <span className="checkout-option__actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={CHECKOUT_ADDRESS_MESSAGES.editAddressNamed(summary)}
                  onClick={() => onEdit(address)}
                >
                  {CHECKOUT_ADDRESS_MESSAGES.editAddress}
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={CHECKOUT_ADDRESS_MESSAGES.deleteAddressNamed(summary)}
                  disabled={deleting === address.id}
                  onClick={() => onDelete(address)}
                >
                  {CHECKOUT_ADDRESS_MESSAGES.deleteAddress}
                </button>
              </span>
            </li>
          );
        })}
        <li className="checkout-option">
          <input
            id="checkout-saved-address-new"
            type="radio"
            name="checkout-saved-address"
            checked={draft.addressMode === 'new'}
            onChange={onChooseNew}
          />
          <label htmlFor="checkout-saved-address-new" className="checkout-option__label">
            {CHECKOUT_ADDRESS_MESSAGES.newAddress}
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
