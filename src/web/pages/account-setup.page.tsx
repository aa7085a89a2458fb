import { Navigate } from 'react-router';
import { PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { ComingSoonPage } from '../components/layout/coming-soon-page';
import { hasPendingRegistration } from '../features/auth/pending-registration';

/** Spec §2.1: only while registration data is pending; otherwise back to /register. */
export default function AccountSetupPage() {
  if (!hasPendingRegistration()) return <Navigate to={APP_ROUTES.register.path} replace />;
  return <ComingSoonPage title={PAGE_TITLES.accountSetup} />;
}
