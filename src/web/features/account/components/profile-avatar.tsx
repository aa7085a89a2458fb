import { useState } from 'react';
import { avatarColourOf } from '../../../../domain/account/avatar-colour';
import type { AccountProfile } from '../../../../domain/account/profile.schema';
import { initialsOf } from '../../../components/layout/navbar/account-panel';
import { avatarSrcSet, type AvatarFiles } from '../avatar-sources';
import '../../../styles/account.css';

type AvatarPerson = Pick<
  AccountProfile,
  'id' | 'firstName' | 'lastName' | 'displayName' | 'email' | 'avatar'
>;

function AvatarPicture({
  files,
  alt,
  onError,
}: {
  files: AvatarFiles;
  alt: string;
  onError: () => void;
}) {
  return (
    <img
      className="profile-avatar"
      src={files[256]}
      srcSet={avatarSrcSet(files, [128, 256])}
      sizes="128px"
      width={128}
      height={128}
      alt={alt}
      onError={onError}
    />
  );
}

function AvatarOrInitials({ person, alt }: { person: AvatarPerson; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (person.avatar && !failed)
    return <AvatarPicture files={person.avatar} alt={alt} onError={() => setFailed(true)} />;
  // The initials repeat the name written beside them: hidden from screen readers.
  return (
    <span
      className="profile-avatar profile-avatar--initials"
      style={{ background: avatarColourOf(person.id) }}
      aria-hidden="true"
    >
      {initialsOf(person)}
    </span>
  );
}

/**
 * The user's picture at 128 px (the 256 px file on dense screens), or their initials on the
 * colour that is always theirs. `alt` is empty where the name is written next to it.
 */
export function ProfileAvatar({ person, alt = '' }: { person: AvatarPerson; alt?: string }) {
  // A new picture gets a fresh attempt even if the previous one failed to load.
  return <AvatarOrInitials key={person.avatar?.[256] ?? ''} person={person} alt={alt} />;
}
