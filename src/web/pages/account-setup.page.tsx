import { useState } from 'react';
import { Navigate } from 'react-router';
import { VERIFICATION_SCREEN_MESSAGES } from '../../domain/auth/auth.messages';
import { PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { PageHeading } from '../components/layout/page-heading';
import { AccountSetupForm } from '../features/auth/components/account-setup-form';
import { hasPendingRegistration } from '../features/auth/pending-registration';
import { registrationNoticeState } from '../features/auth/registration-notice';

/**
 * Spec §2.1: only while registration data is pending; otherwise back to /register with
 * 'Sessione di registrazione scaduta' (spec §5).
 */
export default function AccountSetupPage() {
  const [pending] = useState(() => hasPendingRegistration());
  if (!pending) {
    return (
      <Navigate
        to={APP_ROUTES.register.path}
        replace
        state={registrationNoticeState(VERIFICATION_SCREEN_MESSAGES.registrationExpired)}
      />
    );
  }
  return (
    <section className="page page--narrow auth-page">
      <PageHeading title={PAGE_TITLES.accountSetup} />
      <AccountSetupForm />
    </section>
  );
}
