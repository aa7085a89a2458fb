import { Link, useSearchParams } from 'react-router';
import { LOGIN_FORM_MESSAGES, PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { PageHeading } from '../components/layout/page-heading';
import { LoginForm } from '../features/auth/components/login-form';
import { toQueryString } from '../lib/query-string';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const registerHref = `${APP_ROUTES.register.path}${toQueryString({ redirect: searchParams.get('redirect') })}`;
  return (
    <section className="page page--narrow">
      <PageHeading title={PAGE_TITLES.login} />
      <LoginForm />
      <p className="form-links">
        <Link to={APP_ROUTES.resetPassword.path}>{LOGIN_FORM_MESSAGES.forgotPassword}</Link>
      </p>
      <p className="form-links">
        {LOGIN_FORM_MESSAGES.noAccount}{' '}
        <Link to={registerHref}>{LOGIN_FORM_MESSAGES.registerLink}</Link>
      </p>
    </section>
  );
}
