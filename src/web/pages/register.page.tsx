import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { RegisterForm } from '../features/auth/components/register-form';

export default function RegisterPage() {
  return (
    <section className="page page--narrow auth-page">
      <PageHeading title={PAGE_TITLES.register} />
      <RegisterForm />
    </section>
  );
}
