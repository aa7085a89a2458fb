import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_ERRORS } from '../../../../domain/account/profile.errors';
import { EDIT_PROFILE_MESSAGES as M } from '../../../../domain/account/profile.messages';
import { type AccountProfile } from '../../../../domain/account/profile.schema';
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_BYTES } from '../../../../domain/account/avatar-files';
import { isApiError } from '../../../lib/api-client';
import { FormField } from '../../auth/components/form-field';
import { notify } from '../../notifications/notifications.store';
import { accountFailureText, fieldFailure } from '../account-error';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar, type AvatarUploadProgress } from '../api/upload-avatar';
import { ProfileAvatar } from './profile-avatar';
import '../../../styles/account.css';

/** HTTP 413: a body over the server's limit, refused before its own check could say why. */
const PAYLOAD_TOO_LARGE = 413;

/** Why a chosen file is not sent at all, or null when it may go (the server checks again). */
export function refusalOfAvatarFile(file: File): string | null {
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_ERRORS.avatarTooLarge;
  // Some systems give no type: then the server's look at the bytes decides.
  if (file.type !== '' && !(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return PROFILE_ERRORS.avatarNotImage;
  return null;
}

function uploadFailureText(error: unknown): string {
  if (isApiError(error) && error.status === PAYLOAD_TOO_LARGE) return PROFILE_ERRORS.avatarTooLarge;
  return fieldFailure(error, 'avatar') ?? accountFailureText(error);
}

/**
 * "Foto del profilo" of /edit-profile: the current picture (or initials); a chosen file is
 * uploaded at once, with its progress; "Rimuovi foto" goes back to the initials.
 */
export function AvatarSection({ profile }: { profile: AccountProfile }) {
  const ids = useId();
  const headingId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const removal = useRemoveAvatar();
  const [progress, setProgress] = useState<AvatarUploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || removal.isPending;

  const clearChoice = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file || busy) return;
    const refusal = refusalOfAvatarFile(file);
    setError(refusal);
    if (refusal) {
      clearChoice();
      return;
    }
    setProgress({ phase: 'sending', percent: 0 });
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      notify(M.avatarSaved, { kind: 'success' });
    } catch (uploadError) {
      setError(uploadFailureText(uploadError));
    } finally {
      setProgress(null);
      clearChoice();
    }
  };

  const onRemove = () => {
    if (busy) return;
    setError(null);
    removal.mutate(undefined, {
      onSuccess: () => {
        notify(M.avatarRemoved, { kind: 'success' });
        // The button is gone: the file choice is the next thing to act on.
        inputRef.current?.focus();
      },
      onError: (removeError) => setError(accountFailureText(removeError)),
    });
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.avatarTitle}</h2>
      <div className="avatar-editor">
        <ProfileAvatar person={profile} alt={M.avatarAlt} />
        <div className="avatar-editor__controls">
          {profile.avatar ? null : <p className="avatar-editor__none">{M.avatarNone}</p>}
          <FormField
            id={`${ids}-file`}
            label={M.avatarChoose}
            name="avatar"
            type="file"
            accept={AVATAR_ACCEPTED_TYPES.join(',')}
            aria-busy={upload.isPending || undefined}
            describedBy={hintId}
            error={error}
            inputRef={inputRef}
            onChange={(event) => void onChoose(event)}
          >
            <p id={hintId} className="field-hint">
              {M.avatarHint}
            </p>
          </FormField>
          {/* Always there, so the phase is announced as it changes; the bar tells how far. */}
          <p className="avatar-editor__status" role="status">
            {progress?.phase === 'sending'
              ? M.avatarUploading
              : progress?.phase === 'processing'
                ? M.avatarProcessing
                : ''}
          </p>
          {progress ? (
            <progress
              className="avatar-editor__progress"
              aria-label={M.avatarUploading}
              max={100}
              value={progress.phase === 'sending' ? progress.percent : undefined}
            />
          ) : null}
          {profile.avatar ? (
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={busy || undefined}
              aria-busy={removal.isPending || undefined}
              onClick={onRemove}
            >
              {removal.isPending ? M.avatarRemoving : M.avatarRemove}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
