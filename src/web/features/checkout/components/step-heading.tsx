import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_STEP_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { stepName, type CheckoutStep } from '../checkout-steps';

/**
 * A step's title. Moving to another step puts the focus on it, so a screen reader says where
 * the customer is and the keyboard starts from the top of the step.
 */
export function StepHeading({
  id,
  step,
  focusOnMount,
}: {
  id: string;
  step: CheckoutStep;
  focusOnMount: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Decided when the step opens, not at later renders.
  const [focusFirst] = useState(focusOnMount);
  useEffect(() => {
    if (focusFirst) ref.current?.focus();
  }, [focusFirst]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="checkout-step__title">
      {CHECKOUT_STEP_MESSAGES.titles[stepName(step)]}
    </h2>
  );
}
