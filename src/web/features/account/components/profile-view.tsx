import { Link } from 'react-router';
import {
  formatPhoneNumber,
  PROFILE_MESSAGES as M,
} from '../../../../domain/account/profile.messages';
import type { AccountProfile } from '../../../../domain/account/profile.schema';
import { PAGE_TITLES } from '../../../../domain/messages';
import { formatOrderDate, formatOrderDateTime } from '../../../../domain/orders/order.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { PageHeading } from '../../../components/layout/page-heading';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useProfile } from '../api/get-profile';
import { AccountLoadError } from './account-load-error';
import { ProfileAvatar } from './profile-avatar';
import '../../../styles/account.css';

function ProfileFacts({ profile }: { profile: AccountProfile }) {
  return (
    <dl className="profile-facts">
      <div>
        <dt>{M.emailLabel}</dt>
        <dd>
          <span className="profile-facts__email">{profile.email}</span>{' '}
          {profile.emailVerified ? (
            <span className="profile-badge profile-badge--verified">{M.verified}</span>
          ) : (
            <span className="profile-badge">{M.notVerified}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{M.phoneLabel}</dt>
        <dd>{profile.phoneNumber ? formatPhoneNumber(profile.phoneNumber) : M.noPhone}</dd>
      </div>
      <div>
        <dt>{M.memberSinceLabel}</dt>
        <dd>
          <time dateTime={profile.createdAt}>{formatOrderDate(profile.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{M.lastLoginLabel}</dt>
        <dd>
          {profile.lastLoginAt ? (
            <time dateTime={profile.lastLoginAt}>{formatOrderDateTime(profile.lastLoginAt)}</time>
          ) : (
            M.neverLoggedIn
          )}
        </dd>
      </div>
    </dl>
  );
}

function ProfileCard({ profile }: { profile: AccountProfile }) {
  const links = [
    { path: APP_ROUTES.orders.path, label: M.ordersLink },
    { path: APP_ROUTES.wishlist.path, label: M.wishlistLink },
    { path: APP_ROUTES.settings.path, label: M.settingsLink },
  ];
  return (
    <>
      <div className="profile-card">
        <ProfileAvatar person={profile} />
        <div className="profile-card__identity">
          <p className="profile-card__name">{profile.displayName}</p>
          <Link className="button button--primary" to={APP_ROUTES.editProfile.path}>
            {M.editProfile}
          </Link>
        </div>
      </div>
      <ProfileFacts profile={profile} />
      <nav className="profile-links" aria-label={M.linksLabel}>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <Link className="profile-links__link" to={link.path}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * /profile (spec §2.1, login required): the picture or initials, the name, the email and
 * whether it is verified, the phone, since when the user is a customer and the last login (in
 * Rome's time), and the ways on to orders, wishlist, settings and the profile's editing.
 */
export function ProfileView() {
  const profile = useProfile();
  return (
    <section className="page page--narrow profile-page">
      <PageHeading title={PAGE_TITLES.profile} />
      {profile.isPending ? (
        <LoadingStatus label={M.loading} />
      ) : profile.isError ? (
        <AccountLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileCard profile={profile.data} />
      )}
    </section>
  );
}
