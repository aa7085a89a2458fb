import { PROFILE_MESSAGES as M } from '../../../../domain/account/profile.messages';

/** Account data could not be read: say so and offer to try again. */
export function AccountLoadError({
  message = M.loadError,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div className="account-load-error">
      <p className="form-error" role="alert">
        {message}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {M.retry}
      </button>
    </div>
  );
}
