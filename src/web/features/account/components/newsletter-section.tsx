import { useId, useState } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../domain/account/profile.messages';
import type { NewsletterStatus } from '../../../../domain/account/profile.schema';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { notify } from '../../notifications/notifications.store';
import { accountFailureText } from '../account-error';
import { useNewsletterPreference } from '../api/get-newsletter-preference';
import { useUpdateNewsletterPreference } from '../api/update-newsletter-preference';
import { AccountLoadError } from './account-load-error';
import '../../../styles/account.css';
import '../../../styles/settings.css';

const STATUS_TEXTS: Record<NewsletterStatus, string> = {
  confirmed: M.newsletterConfirmed,
  pending: M.newsletterPending,
  none: M.newsletterNone,
};

/** What a change's answer means to the user: the link sent, already subscribed, or ended. */
function noticeOf(status: NewsletterStatus): string {
  if (status === 'pending') return M.newsletterSubscribed;
  if (status === 'confirmed') return M.newsletterConfirmed;
  return M.newsletterUnsubscribed;
}

/**
 * "Newsletter" of /settings: the subscription of the account's email, with the footer's double
 * opt-in (a subscription waits for the emailed link). A subscription waiting for its link counts
 * as chosen: the box is ticked and the text says to check the inbox.
 */
export function NewsletterSection() {
  const ids = useId();
  const headingId = `${ids}-title`;
  const statusId = `${ids}-status`;
  const preference = useNewsletterPreference();
  const update = useUpdateNewsletterPreference();
  const [failure, setFailure] = useState<string | null>(null);

  const onToggle = (subscribed: boolean) => {
    if (update.isPending) return;
    setFailure(null);
    update.mutate(
      { subscribed },
      {
        onSuccess: (answer) => notify(noticeOf(answer.status), { kind: 'success' }),
        onError: (error) => setFailure(accountFailureText(error)),
      },
    );
  };

  const status = preference.data?.status;
  const checked = update.isPending ? update.variables.subscribed : status !== 'none';

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.newsletterTitle}</h2>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {preference.isPending ? (
        <LoadingStatus label={M.newsletterLoading} />
      ) : preference.isError || !status ? (
        <AccountLoadError
          message={M.newsletterLoadError}
          onRetry={() => void preference.refetch()}
        />
      ) : (
        <>
          <label className="account-switch">
            <input
              type="checkbox"
              name="newsletter"
              checked={checked}
              aria-describedby={statusId}
              aria-busy={update.isPending || undefined}
              onChange={(event) => onToggle(event.currentTarget.checked)}
            />
            <span>{M.newsletterLabel}</span>
          </label>
          <p id={statusId} className="settings-section__intro account-switch__status">
            {STATUS_TEXTS[status]}
          </p>
        </>
      )}
    </section>
  );
}
