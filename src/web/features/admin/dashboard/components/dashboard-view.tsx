import { Link } from 'react-router';
import { DASHBOARD_PAGE_MESSAGES as P } from '../../../../../domain/admin/dashboard-page.messages';
import {
  DASHBOARD_MESSAGES as D,
  type AdminDashboard,
} from '../../../../../domain/admin/orders-admin';
import { formatOrderDate } from '../../../../../domain/orders/order.messages';
import { APP_ROUTES } from '../../../../../domain/routes';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import '../../../../styles/admin-orders.css';
import { AdminLoadError } from '../../shared/admin-load-error';
import { AdminOrdersTable } from '../../orders/components/admin-orders-table';
import { useDashboard } from '../api/get-dashboard';
import { OrdersRevenueChart } from './orders-revenue-chart';
import { formatterOnFirstUse } from '../../../../../domain/formatter-on-first-use';

// CLDR leaves 4-digit numbers ungrouped in Italian; the counts read 1.234 like the prices.
const countFormatter = formatterOnFirstUse(
  () => new Intl.NumberFormat('it-IT', { useGrouping: 'always' }),
);

function MissingShopSettings({ labels }: { labels: readonly string[] }) {
  return (
    <section
      className="admin-card admin-dashboard__warning"
      aria-labelledby="admin-dashboard-missing"
    >
      <h2 id="admin-dashboard-missing">{D.missingShopSettings}</h2>
      <ul>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p>
        <Link to={APP_ROUTES.adminShopSettings.path}>{D.completeShopSettings}</Link>
      </p>
    </section>
  );
}

function Counts({ counts }: { counts: AdminDashboard['counts'] }) {
  return (
    <section className="admin-card" aria-labelledby="admin-dashboard-counts">
      <h2 id="admin-dashboard-counts">{D.countsTitle}</h2>
      <dl className="admin-dashboard__counts">
        {(
          [
            [D.products, counts.products],
            [D.users, counts.users],
            [D.orders, counts.orders],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{countFormatter().format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LowStock({ products }: { products: AdminDashboard['lowStock'] }) {
  return (
    <section className="admin-card" aria-labelledby="admin-dashboard-low-stock">
      <h2 id="admin-dashboard-low-stock">{D.lowStockTitle}</h2>
      {products.length === 0 ? (
        <p className="admin-muted">{D.lowStockEmpty}</p>
      ) : (
        <ul className="admin-dashboard__list">
          {products.map((product) => (
            <li key={product.id}>
              {product.slug ? (
                <Link to={`${APP_ROUTES.products.path}/${product.slug}`}>{product.name}</Link>
              ) : (
                <span>
                  {product.name} <span className="admin-muted">({P.noProductPage})</span>
                </span>
              )}{' '}
              <span className="admin-muted">
                {D.stock}: {product.stock}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewUsers({ users }: { users: AdminDashboard['newUsers'] }) {
  return (
    <section className="admin-card" aria-labelledby="admin-dashboard-new-users">
      <h2 id="admin-dashboard-new-users">{D.newUsersTitle}</h2>
      {users.length === 0 ? (
        <p className="admin-muted">{P.noNewUsers}</p>
      ) : (
        <ul className="admin-dashboard__list">
          {users.map((user) => (
            <li key={user.id}>
              {user.displayName ? `${user.displayName} · ` : null}
              {user.email}{' '}
              <span className="admin-muted">
                <time dateTime={user.createdAt}>
                  {P.registeredOn(formatOrderDate(user.createdAt))}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Dashboard({ data }: { data: AdminDashboard }) {
  return (
    <div className="admin-dashboard">
      {data.missingShopSettings.length > 0 ? (
        <MissingShopSettings labels={data.missingShopSettings} />
      ) : null}
      <Counts counts={data.counts} />
      <section className="admin-card" aria-labelledby="admin-dashboard-chart">
        <h2 id="admin-dashboard-chart">{D.chartTitle}</h2>
        <OrdersRevenueChart days={data.days} />
      </section>
      <section className="admin-card" aria-labelledby="admin-dashboard-latest">
        <h2 id="admin-dashboard-latest">{D.latestOrdersTitle}</h2>
        {data.latestOrders.length === 0 ? (
          <p className="admin-muted">{P.noLatestOrders}</p>
        ) : (
          <AdminOrdersTable orders={data.latestOrders} caption={D.latestOrdersTitle} />
        )}
        <p>
          <Link to={APP_ROUTES.adminOrders.path}>{P.allOrders}</Link>
        </p>
      </section>
      <div className="admin-dashboard__columns">
        <LowStock products={data.lowStock} />
        <NewUsers users={data.newUsers} />
      </div>
    </div>
  );
}

/** /admin: the shop at a glance. */
export function DashboardView() {
  const query = useDashboard();
  if (query.isPending) return <LoadingStatus label={P.loading} />;
  if (query.isError) {
    return <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Dashboard data={query.data} />;
}
