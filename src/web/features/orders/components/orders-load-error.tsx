import { Link, useLocation } from 'react-router';
import { ORDER_PAGE_MESSAGES } from '../../../../domain/orders/order.messages';
import { loginPathFor } from '../../../../domain/routes';
import { isApiError } from '../../../lib/api-client';

/**
 * A list or an order that could not be read: the api-client's message, then a way on — log in
 * again when the session has ended meanwhile, otherwise try again.
 */
export function OrdersLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const location = useLocation();
  const sessionEnded = isApiError(error) && error.code === 'unauthenticated';
  return (
    <div className="orders-load-error">
      <p className="form-error" role="alert">
        {error.message}
      </p>
      <p>
        {sessionEnded ? (
          <Link
            className="button button--primary"
            to={loginPathFor(`${location.pathname}${location.search}`)}
          >
            {ORDER_PAGE_MESSAGES.logInAgain}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {ORDER_PAGE_MESSAGES.retry}
          </button>
        )}
      </p>
    </div>
  );
}
