import { Link } from 'react-router';
import {
  EDIT_PROFILE_MESSAGES,
  PROFILE_MESSAGES,
} from '../../../../domain/account/profile.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { PageHeading } from '../../../components/layout/page-heading';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useProfile } from '../api/get-profile';
import { AvatarSection } from './avatar-section';
import { EmailChangeSection } from './email-change-section';
import { ProfileDetailsForm } from './profile-details-form';
import { AccountLoadError } from './account-load-error';
import '../../../styles/account.css';

/**
 * /edit-profile (spec §2.1, login required): the personal data, the profile picture and the
 * email address, each saved on its own.
 */
export function EditProfileView() {
  const profile = useProfile();
  return (
    <section className="page page--narrow profile-page">
      <PageHeading title={PAGE_TITLES.editProfile} />
      {profile.isPending ? (
        <LoadingStatus label={PROFILE_MESSAGES.loading} />
      ) : profile.isError ? (
        <AccountLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileDetailsForm profile={profile.data} />
          <AvatarSection profile={profile.data} />
          <EmailChangeSection profile={profile.data} />
        </>
      )}
      <p className="form-links">
        <Link to={APP_ROUTES.profile.path}>{EDIT_PROFILE_MESSAGES.backToProfile}</Link>
      </p>
    </section>
  );
}
