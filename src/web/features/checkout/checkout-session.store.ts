import { create } from 'zustand';
import type { TestCardInput } from '../../../domain/orders/test-card.rules';
import type { CheckoutStep } from './checkout-steps';

/**
 * What lives only as long as this page view, in memory and never in storage: the card typed
 * in the test provider's form, the mounted Stripe Payment Element, and the message a failed
 * submit leaves for the step it sends the customer back to.
 */

/** What the lazily loaded Stripe component offers the review step's submit. */
export interface StripePaymentHandle {
  /** elements.submit(): null when the Payment Element's data is complete, else Stripe's text. */
  submit(): Promise<string | null>;
  /** stripe.confirmPayment with the Payment Element (3-D Secure included). */
  confirm(clientSecret: string, returnUrl: string): Promise<StripeConfirmOutcome>;
}

export type StripeConfirmOutcome =
  | { ok: true }
  /** `code`: Stripe's decline code or error code, when it gave one. */
  | { ok: false; code: string | null; message: string };

/** A failure shown on the step it concerns: a message, and the server's field errors. */
export interface StepNotice {
  step: CheckoutStep;
  message: string | null;
  /** Field errors by the request's path: 'address.postalCode', 'card.number', … */
  fields: Readonly<Record<string, string>>;
  /** A way out shown with the message. */
  link: 'orders' | 'products' | null;
}

export interface CheckoutSessionState {
  card: TestCardInput;
  stripe: StripePaymentHandle | null;
  /** The Payment Element reports its data complete. */
  stripeComplete: boolean;
  notice: StepNotice | null;
}

export const EMPTY_CARD: TestCardInput = { number: '', expiry: '', cvc: '' };

export const useCheckoutSessionStore = create<CheckoutSessionState>(() => ({
  card: EMPTY_CARD,
  stripe: null,
  stripeComplete: false,
  notice: null,
}));

export function setCard(card: TestCardInput): void {
  useCheckoutSessionStore.setState({ card });
}

export function showStepNotice(notice: Omit<StepNotice, 'fields' | 'link'> & Partial<StepNotice>) {
  useCheckoutSessionStore.setState({ notice: { fields: {}, link: null, ...notice } });
}

export function clearStepNotice(): void {
  useCheckoutSessionStore.setState({ notice: null });
}

/** The notice for this step, if the last failure left one for it. */
export function useStepNotice(step: CheckoutStep): StepNotice | null {
  return useCheckoutSessionStore((state) => (state.notice?.step === step ? state.notice : null));
}

/** After the order is paid: the card is forgotten. */
export function resetCheckoutSession(): void {
  useCheckoutSessionStore.setState({ card: EMPTY_CARD, stripeComplete: false, notice: null });
}
