import { APP_ROUTES } from '../../../domain/routes';
import { addressStepComplete, chosenShippingMethod, type CheckoutDraft } from './checkout-draft';

/**
 * The four steps of /checkout, numbered as in the URL (`/checkout?step=N`), and which one a
 * customer may open: never one whose earlier steps are not done.
 */

export const CHECKOUT_STEPS = ['address', 'shipping', 'payment', 'review'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];
export type CheckoutStep = 1 | 2 | 3 | 4;

export const FIRST_STEP: CheckoutStep = 1;
export const LAST_STEP: CheckoutStep = 4;

export function stepName(step: CheckoutStep): CheckoutStepName {
  return CHECKOUT_STEPS[step - 1] as CheckoutStepName;
}

/** The step a `step` query value asks for: 1 when missing or not one of 1–4. */
export function parseStep(value: string | null): CheckoutStep {
  const step = Number(value);
  return step === 1 || step === 2 || step === 3 || step === 4 ? step : FIRST_STEP;
}

/**
 * The first step not done yet (4 when all are): the address (and invoice, when asked for) is
 * valid, a shipping method is chosen, the payment data is complete.
 */
export function firstIncompleteStep(draft: CheckoutDraft, paymentReady: boolean): CheckoutStep {
  if (!addressStepComplete(draft)) return 1;
  if (chosenShippingMethod(draft) === null) return 2;
  if (!paymentReady) return 3;
  return 4;
}

/** The step to show for the one asked for: no further than the first one not done. */
export function reachableStep(
  requested: CheckoutStep,
  firstIncomplete: CheckoutStep,
): CheckoutStep {
  return requested <= firstIncomplete ? requested : firstIncomplete;
}

export function checkoutPathFor(step: CheckoutStep): string {
  return `${APP_ROUTES.checkout.path}?step=${step}`;
}
