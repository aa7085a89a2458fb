import { Link } from 'react-router';
import { CHECKOUT_STEP_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { CHECKOUT_STEPS, checkoutPathFor, LAST_STEP, type CheckoutStep } from '../checkout-steps';

/**
 * Where the customer is among the four steps. Done steps are links back (what was entered is
 * kept); the current one is marked aria-current="step"; later ones are reached by completing
 * the current step.
 */
export function StepIndicator({
  current,
  onNavigate,
}: {
  current: CheckoutStep;
  onNavigate: () => void;
}) {
  return (
    <nav className="checkout-steps" aria-label={CHECKOUT_STEP_MESSAGES.indicatorLabel}>
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((name, index) => {
          const step = (index + 1) as CheckoutStep;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="visually-hidden">
                {CHECKOUT_STEP_MESSAGES.position(step, LAST_STEP)}{' '}
              </span>
              <span className="checkout-steps__name">{CHECKOUT_STEP_MESSAGES.names[name]}</span>
              {state === 'done' ? (
                <span className="visually-hidden">, {CHECKOUT_STEP_MESSAGES.completed}</span>
              ) : null}
            </>
          );
          return (
            <li key={name} className={`checkout-steps__item checkout-steps__item--${state}`}>
              {state === 'done' ? (
                <Link
                  className="checkout-steps__link"
                  to={checkoutPathFor(step)}
                  onClick={onNavigate}
                >
                  {content}
                </Link>
              ) : (
                <span
                  className="checkout-steps__link"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
