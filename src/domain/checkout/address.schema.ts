import { z } from 'zod';
import { idSchema, textSchema } from '../input.schema';
import { type DeliveryAddress, type FieldErrors, validateDeliveryAddress } from './address.rules';
import { ADDRESS_MESSAGES, INVOICE_MESSAGES } from './checkout-address.messages';
import { type InvoiceRequest, validateInvoiceRequest } from './invoice.rules';
import { FORMER_PROVINCES, PROVINCES, type ProvinceCode } from './provinces';

/**
 * The API contract of the checkout's delivery address and invoice request. A request is parsed
 * in two steps: zod checks that each field is text (a missing required field or one of another
 * type is reported with that field's message, before anything else); then the rules of
 * address.rules.ts and invoice.rules.ts check every field at once, with their own messages, and
 * the schema answers their normalized value.
 */

function addFieldIssues(ctx: z.RefinementCtx, errors: FieldErrors<string>): void {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The address a customer sends to save it or to deliver an order to. */
export const deliveryAddressSchema = z
  .object({
    fullName: textSchema(ADDRESS_MESSAGES.fullNameRequired),
    street: textSchema(ADDRESS_MESSAGES.streetRequired),
    streetExtra: textSchema(ADDRESS_MESSAGES.invalidText).nullish(),
    postalCode: textSchema(ADDRESS_MESSAGES.postalCodeInvalid),
    city: textSchema(ADDRESS_MESSAGES.cityRequired),
    province: textSchema(ADDRESS_MESSAGES.provinceRequired),
    /** Italy when left out: the only country served (decision 005). */
    countryCode: textSchema(ADDRESS_MESSAGES.countryNotItaly).nullish(),
    phone: textSchema(ADDRESS_MESSAGES.phoneRequired),
  })
  .superRefine((input, ctx) => {
    const result = validateDeliveryAddress(input);
    if (!result.ok) addFieldIssues(ctx, result.errors);
  })
  .transform((input): DeliveryAddress => {
    const result = validateDeliveryAddress(input);
    // Unreachable: the refinement above has refused any input the rules refuse.
    if (!result.ok) return z.NEVER;
    return result.value;
  });
export type DeliveryAddressRequest = z.input<typeof deliveryAddressSchema>;

const PROVINCE_CODE_LIST = [
  ...Object.keys(PROVINCES),
  ...Object.keys(FORMER_PROVINCES),
] as ProvinceCode[];

/** A saved address as the server answers it: checked and normalized, with its id. */
export const savedDeliveryAddressSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  street: z.string(),
  streetExtra: z.string().nullable(),
  postalCode: z.string().regex(/^\d{5}$/),
  city: z.string(),
  province: z.enum(PROVINCE_CODE_LIST),
  countryCode: z.literal('IT'),
  /** E.164. */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
});
export type SavedDeliveryAddress = z.infer<typeof savedDeliveryAddressSchema>;

/** An optional code of the invoice request: text, or left out, null or ''. */
const optionalInvoiceText = textSchema(INVOICE_MESSAGES.invalidText).nullish();

/** The invoice a customer asks for: a private person's or a company's. */
export const invoiceRequestSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('person'),
        taxCode: textSchema(INVOICE_MESSAGES.taxCodeRequired),
      }),
      z.object({
        kind: z.literal('company'),
        companyName: textSchema(INVOICE_MESSAGES.companyNameRequired),
        vatNumber: textSchema(INVOICE_MESSAGES.vatNumberRequired),
        taxCode: optionalInvoiceText,
        sdiCode: optionalInvoiceText,
        pec: optionalInvoiceText,
      }),
    ],
    { error: INVOICE_MESSAGES.kindInvalid },
  )
  .superRefine((input, ctx) => {
    const result = validateInvoiceRequest(input);
    if (!result.ok) addFieldIssues(ctx, result.errors);
  })
  .transform((input): InvoiceRequest => {
    const result = validateInvoiceRequest(input);
    // Unreachable: the refinement above has refused any input the rules refuse.
    if (!result.ok) return z.NEVER;
    return result.value;
  });
export type InvoiceRequestBody = z.input<typeof invoiceRequestSchema>;
