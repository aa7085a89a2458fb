import { Link } from 'react-router';
import { COMMON_MESSAGES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { PageHeading } from '../components/layout/page-heading';

export default function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <PageHeading title={COMMON_MESSAGES.notFoundTitle} />
      <p>{COMMON_MESSAGES.notFoundBody}</p>
      <p>
        <Link className="button button--primary" to={APP_ROUTES.home.path}>
          {COMMON_MESSAGES.backHome}
        </Link>
      </p>
    </section>
  );
}
