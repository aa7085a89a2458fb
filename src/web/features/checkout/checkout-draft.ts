import { z } from 'zod';
import {
  validateDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressField,
  type FieldErrors,
} from '../../../domain/checkout/address.rules';
import {
  validateInvoiceRequest,
  type InvoiceField,
  type InvoiceRequest,
} from '../../../domain/checkout/invoice.rules';
import { SHIPPING_METHODS, type ShippingMethod } from '../../../domain/checkout/shipping';

/**
 * What the customer has typed and chosen in /checkout so far, kept per user in sessionStorage
 * so that moving between steps, a reload and a login on the way lose nothing. Card data is not
 * part of it (checkout-session.store.ts keeps it in memory only).
 */

/** A saved address chosen as it is, a saved address being corrected, or a new address. */
export type AddressMode = 'saved' | 'edit' | 'new';

/** The address form's fields, as typed. The country is always Italy (decision 005). */
export interface AddressValues {
  fullName: string;
  street: string;
  streetExtra: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
}
export type AddressFormField = keyof AddressValues;

export const ADDRESS_FORM_FIELDS: readonly AddressFormField[] = [
  'fullName',
  'street',
  'streetExtra',
  'postalCode',
  'city',
  'province',
  'phone',
];

/** The invoice form's fields, as typed; a person's and a company's codice fiscale apart. */
export interface InvoiceValues {
  kind: 'person' | 'company';
  personTaxCode: string;
  companyName: string;
  vatNumber: string;
  companyTaxCode: string;
  sdiCode: string;
  pec: string;
}
export type InvoiceFormField = Exclude<keyof InvoiceValues, 'kind'>;

export interface CheckoutDraft {
  addressMode: AddressMode;
  /** The saved address shown (modes saved and edit); null for a new one. */
  savedAddressId: number | null;
  address: AddressValues;
  /** Mode new: save the address to the customer's list when moving on. */
  saveAddress: boolean;
  /** The method chosen, and for which CAP: a new CAP asks for the choice again. */
  shipping: { method: ShippingMethod; postalCode: string } | null;
  invoiceRequested: boolean;
  invoice: InvoiceValues;
}

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  street: '',
  streetExtra: '',
  postalCode: '',
  city: '',
  province: '',
  phone: '',
};

export const EMPTY_INVOICE: InvoiceValues = {
  kind: 'person',
  personTaxCode: '',
  companyName: '',
  vatNumber: '',
  companyTaxCode: '',
  sdiCode: '',
  pec: '',
};

export function emptyDraft(): CheckoutDraft {
  return {
    addressMode: 'new',
    savedAddressId: null,
    address: { ...EMPTY_ADDRESS },
    saveAddress: true,
    shipping: null,
    invoiceRequested: false,
    invoice: { ...EMPTY_INVOICE },
  };
}

// Storage ---------------------------------------------------------------------------------------

const text = z.string().max(500).catch('');

/** What may come back from storage: anything unusable becomes the empty value. */
const storedDraftSchema = z.object({
  addressMode: z.enum(['saved', 'edit', 'new']).catch('new'),
  savedAddressId: z.number().int().positive().nullable().catch(null),
  address: z
    .object({
      fullName: text,
      street: text,
      streetExtra: text,
      postalCode: text,
      city: text,
      province: text,
      phone: text,
    })
    .catch({ ...EMPTY_ADDRESS }),
  saveAddress: z.boolean().catch(true),
  shipping: z
    .object({ method: z.enum(SHIPPING_METHODS), postalCode: z.string().max(10) })
    .nullable()
    .catch(null),
  invoiceRequested: z.boolean().catch(false),
  invoice: z
    .object({
      kind: z.enum(['person', 'company']).catch('person'),
      personTaxCode: text,
      companyName: text,
      vatNumber: text,
      companyTaxCode: text,
      sdiCode: text,
      pec: text,
    })
    .catch({ ...EMPTY_INVOICE }),
});

export const draftStorageKey = (userId: string) => `checkout:draft:user:${userId}`;

function readJson(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the checkout still works for this page view.
  }
}

function removeKey(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

export function readStoredDraft(userId: string): CheckoutDraft {
  const parsed = storedDraftSchema.safeParse(readJson(draftStorageKey(userId)));
  if (!parsed.success) return emptyDraft();
  const draft = parsed.data;
  // A saved address without its id cannot be shown as such.
  if (draft.addressMode !== 'new' && draft.savedAddressId === null) draft.addressMode = 'new';
  return draft;
}

export function writeStoredDraft(userId: string, draft: CheckoutDraft): void {
  writeJson(draftStorageKey(userId), draft);
}

export function clearStoredDraft(userId: string): void {
  removeKey(draftStorageKey(userId));
}

/**
 * The idempotency key of this checkout and the order it made, if any: one order however many
 * times the submit is pressed or retried, until that order is paid or cancelled.
 */
export interface CheckoutOrderRecord {
  idempotencyKey: string;
  /** orderFingerprint() of what was sent with the key; null until it was sent. */
  sentWith: string | null;
  /** The order the key made; null until the server answered. */
  orderNumber: string | null;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const storedOrderSchema = z.object({
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  sentWith: z.string().max(5000).nullable(),
  orderNumber: z.string().max(40).nullable(),
});

export const orderRecordStorageKey = (userId: string) => `checkout:order:user:${userId}`;

export function readStoredOrderRecord(userId: string): CheckoutOrderRecord | null {
  const parsed = storedOrderSchema.safeParse(readJson(orderRecordStorageKey(userId)));
  return parsed.success ? parsed.data : null;
}

export function writeStoredOrderRecord(userId: string, record: CheckoutOrderRecord | null): void {
  if (record) writeJson(orderRecordStorageKey(userId), record);
  else removeKey(orderRecordStorageKey(userId));
}

/** 128 random bits as 32 hex characters (crypto.getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Checks ----------------------------------------------------------------------------------------

/** The address as the rules read it: the optional line left out when empty, always Italy. */
export function addressInputOf(values: AddressValues) {
  return { ...values, countryCode: 'IT' };
}

export function checkAddress(
  values: AddressValues,
): { ok: true; value: DeliveryAddress } | { ok: false; errors: FieldErrors<AddressFormField> } {
  const result = validateDeliveryAddress(addressInputOf(values));
  if (result.ok) return result;
  const errors: FieldErrors<AddressFormField> = {};
  for (const [field, message] of Object.entries(result.errors) as [
    DeliveryAddressField,
    string,
  ][]) {
    // countryCode cannot be wrong: the form has no other country.
    if (field !== 'countryCode') errors[field] = message;
  }
  return { ok: false, errors };
}

/** The invoice form's field a rule's field stands for, given the kind chosen. */
export function invoiceFormFieldOf(
  field: InvoiceField,
  kind: InvoiceValues['kind'],
): InvoiceFormField | null {
  if (field === 'kind') return null;
  if (field === 'taxCode') return kind === 'person' ? 'personTaxCode' : 'companyTaxCode';
  return field;
}

export function invoiceInputOf(values: InvoiceValues) {
  return values.kind === 'person'
    ? { kind: 'person', taxCode: values.personTaxCode }
    : {
        kind: 'company',
        companyName: values.companyName,
        vatNumber: values.vatNumber,
        taxCode: values.companyTaxCode,
        sdiCode: values.sdiCode,
        pec: values.pec,
      };
}

export function checkInvoice(
  values: InvoiceValues,
): { ok: true; value: InvoiceRequest } | { ok: false; errors: FieldErrors<InvoiceFormField> } {
  const result = validateInvoiceRequest(invoiceInputOf(values));
  if (result.ok) return result;
  const errors: FieldErrors<InvoiceFormField> = {};
  for (const [field, message] of Object.entries(result.errors) as [InvoiceField, string][]) {
    const formField = invoiceFormFieldOf(field, values.kind);
    if (formField) errors[formField] = message;
  }
  return { ok: false, errors };
}

/** What an order is placed with, checked and normalized; null while anything is missing. */
export interface OrderChoices {
  address: DeliveryAddress;
  shippingMethod: ShippingMethod;
  invoice: InvoiceRequest | null;
}

export function addressStepComplete(draft: CheckoutDraft): boolean {
  return (
    checkAddress(draft.address).ok && (!draft.invoiceRequested || checkInvoice(draft.invoice).ok)
  );
}

/** The method chosen for the address's current CAP, if any. */
export function chosenShippingMethod(draft: CheckoutDraft): ShippingMethod | null {
  const shipping = draft.shipping;
  return shipping && shipping.postalCode === draft.address.postalCode.trim()
    ? shipping.method
    : null;
}

export function orderChoicesOf(draft: CheckoutDraft): OrderChoices | null {
  const address = checkAddress(draft.address);
  const shippingMethod = chosenShippingMethod(draft);
  if (!address.ok || shippingMethod === null) return null;
  let invoice: InvoiceRequest | null = null;
  if (draft.invoiceRequested) {
    const checked = checkInvoice(draft.invoice);
    if (!checked.ok) return null;
    invoice = checked.value;
  }
  return { address: address.value, shippingMethod, invoice };
}

/** Two drafts that would place the same order have the same fingerprint. */
export function orderFingerprint(choices: OrderChoices): string {
  return JSON.stringify([choices.address, choices.shippingMethod, choices.invoice]);
}
