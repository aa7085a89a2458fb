import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES } from '../../../../domain/newsletter/newsletter.messages';
import { newsletterSubscribeRequestSchema } from '../../../../domain/newsletter/newsletter.schema';
import { isApiError } from '../../../lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { useNewsletterOutcomeNotice } from '../use-newsletter-outcome-notice';

/** What went wrong, in the words the shopper should read under the field. */
function errorMessageOf(error: unknown): string {
  if (!isApiError(error)) return NEWSLETTER_MESSAGES.mailFailed;
  if (error.code === 'invalid-argument') return NEWSLETTER_MESSAGES.invalidEmail;
  // 503: the confirmation email could not be sent; a retry later works.
  if (error.status === 503) return NEWSLETTER_MESSAGES.mailFailed;
  return error.message;
}

/**
 * The footer's newsletter box (spec §2.6). Double opt-in: the answer only says to check the
 * inbox; the subscription starts when the emailed link is opened.
 */
export function NewsletterSignup() {
  useNewsletterOutcomeNotice();
  const ids = useId();
  const titleId = `${ids}-title`;
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const subscribe = useSubscribeToNewsletter();
  const [invalidInput, setInvalidInput] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newsletterSubscribeRequestSchema.safeParse({
      email: new FormData(form).get('email'),
    });
    setInvalidInput(!parsed.success);
    if (!parsed.success) {
      subscribe.reset();
      return;
    }
    subscribe.mutate(parsed.data, { onSuccess: () => form.reset() });
  };

  const errorText = invalidInput
    ? NEWSLETTER_MESSAGES.invalidEmail
    : subscribe.isError
      ? errorMessageOf(subscribe.error)
      : null;

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-footer__title">
        {NEWSLETTER_MESSAGES.title}
      </h2>
      <p className="newsletter__intro">{NEWSLETTER_MESSAGES.intro}</p>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <label className="newsletter__label" htmlFor={inputId}>
          {NEWSLETTER_MESSAGES.fieldLabel}
        </label>
        <div className="newsletter__row">
          <input
            id={inputId}
            className="newsletter__input"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={NEWSLETTER_MESSAGES.fieldPlaceholder}
            required
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText || subscribe.isSuccess ? messageId : undefined}
          />
          <button
            type="submit"
            className="button newsletter__submit"
            disabled={subscribe.isPending}
          >
            {subscribe.isPending ? NEWSLETTER_MESSAGES.submitting : NEWSLETTER_MESSAGES.submit}
          </button>
        </div>
        {errorText ? (
          <p id={messageId} className="newsletter__message newsletter__message--error" role="alert">
            {errorText}
          </p>
        ) : subscribe.isSuccess ? (
          <p id={messageId} className="newsletter__message" role="status">
            {NEWSLETTER_MESSAGES.checkInbox}
          </p>
        ) : null}
      </form>
    </section>
  );
}
