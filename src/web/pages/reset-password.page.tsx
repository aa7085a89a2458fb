import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { PasswordResetFlow } from '../features/auth/components/password-reset-flow';

export default function ResetPasswordPage() {
  return (
    <section className="page page--narrow auth-page">
      <PageHeading title={PAGE_TITLES.resetPassword} />
      <PasswordResetFlow />
    </section>
  );
}
