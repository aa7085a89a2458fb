import { COMMON_MESSAGES } from '../../../domain/messages';

/** A small polite loading message for screen readers and sighted users alike. */
export function LoadingStatus({ label = COMMON_MESSAGES.loading }: { label?: string }) {
  return (
    <p className="loading-status" role="status">
      <span className="loading-status__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
