import { useId, useState, type FormEvent } from 'react';
import { ABUSE_MESSAGES } from '../../../../domain/auth/auth.messages';
import { COMMON_MESSAGES, ERROR_MESSAGES } from '../../../../domain/messages';
import { NEWSLETTER_MESSAGES } from '../../../../domain/newsletter/newsletter.messages';
import { isApiError } from '../../../lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { preloadProofOfWork, solveProofOfWork } from '../solve-proof-of-work';
import { useNewsletterOutcomeNotice } from '../use-newsletter-outcome-notice';

/** What went wrong, in the words the shopper should read under the field. */
function errorMessageOf(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  if (error.code === 'invalid-argument') return NEWSLETTER_MESSAGES.invalidEmail;
  // The proof of work (or the CSRF token) was refused: a reload brings new ones.
  if (error.code === 'permission-denied') return ABUSE_MESSAGES.securityCheckFailed;
  return error.message;
}

/**
 * The form's check, the same rules as the server's. The footer is on every page, so the schema
 * (and the schema library) is fetched only once the form is used: on its first focus, with the
 * proof of work's code (decision 032).
 */
function loadFormSchema() {
  return import('../../../../domain/newsletter/newsletter.schema').then(
    (module) => module.newsletterSubscribeFormSchema,
  );
}

function preloadForm(): void {
  preloadProofOfWork();
  loadFormSchema().catch(() => {
    // Tried again when the form is sent, which reports the failure.
  });
}

/**
 * The footer's newsletter box (spec §2.6). Double opt-in: the answer only says to check the
 * inbox; the subscription starts when the emailed link is opened. Like registration, a request
 * carries a solved ALTCHA challenge; its code is loaded once the form is first used.
 */
export function NewsletterSignup() {
  useNewsletterOutcomeNotice();
  const ids = useId();
  const titleId = `${ids}-title`;
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const subscribe = useSubscribeToNewsletter();
  const [invalidInput, setInvalidInput] = useState(false);
  const [solving, setSolving] = useState(false);
  /** A failure before the request: the proof of work, or the form's check not fetched. */
  const [failure, setFailure] = useState<string | null>(null);
  const busy = solving || subscribe.isPending;
  const addressRefused =
    invalidInput || (isApiError(subscribe.error) && subscribe.error.code === 'invalid-argument');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setInvalidInput(false);
    setFailure(null);
    subscribe.reset();
    let formSchema: Awaited<ReturnType<typeof loadFormSchema>>;
    try {
      formSchema = await loadFormSchema();
    } catch {
      setFailure(COMMON_MESSAGES.networkError);
      return;
    }
    const parsed = formSchema.safeParse({ email });
    setInvalidInput(!parsed.success);
    if (!parsed.success) return;

    setSolving(true);
    let altcha: string;
    try {
      altcha = await solveProofOfWork(form);
    } catch (error) {
      console.error('newsletter proof of work not solved', error);
      setFailure(ABUSE_MESSAGES.securityCheckFailed);
      return;
    } finally {
      setSolving(false);
    }
    subscribe.mutate({ ...parsed.data, altcha }, { onSuccess: () => form.reset() });
  };

  const errorText = invalidInput
    ? NEWSLETTER_MESSAGES.invalidEmail
    : (failure ?? (subscribe.isError ? errorMessageOf(subscribe.error) : null));

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-footer__title">
        {NEWSLETTER_MESSAGES.title}
      </h2>
      <p className="newsletter__intro">{NEWSLETTER_MESSAGES.intro}</p>
      <form
        className="newsletter__form"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadForm}
        noValidate
      >
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
            aria-invalid={addressRefused ? true : undefined}
            aria-describedby={errorText || subscribe.isSuccess ? messageId : undefined}
          />
          <button type="submit" className="button newsletter__submit" disabled={busy}>
            {busy ? NEWSLETTER_MESSAGES.submitting : NEWSLETTER_MESSAGES.submit}
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
