import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { adminErrorText } from './admin-error';

/** Data that could not be read: "Errore: {message}" and a way to try again. */
export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="admin-card admin-load-error">
      <p className="admin-error" role="alert">
        {ADMIN_MESSAGES.error(adminErrorText(error))}
      </p>
      <button type="button" className="admin-button" onClick={onRetry}>
        {ADMIN_MESSAGES.retry}
      </button>
    </div>
  );
}
