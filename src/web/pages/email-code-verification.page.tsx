import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { EmailCodeVerification } from '../features/auth/components/email-code-verification';

export default function EmailCodeVerificationPage() {
  return (
    <section className="page page--narrow auth-page">
      <PageHeading title={PAGE_TITLES.emailCodeVerification} />
      <EmailCodeVerification />
    </section>
  );
}
