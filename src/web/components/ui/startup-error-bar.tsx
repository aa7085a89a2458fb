import { COMMON_MESSAGES } from '../../../domain/messages';

/** Spec §2.8: the red bar shown when the app cannot start. */
export function StartupErrorBar({ message }: { message: string }) {
  return (
    <div className="startup-error" role="alert">
      {COMMON_MESSAGES.startupErrorPrefix}
      {message}
    </div>
  );
}
