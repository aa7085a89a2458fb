import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../domain/admin/admin.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { PageHeading } from '../../../components/layout/page-heading';
import '../../../styles/admin.css';

const SECTIONS = [
  { to: APP_ROUTES.admin.path, label: ADMIN_MESSAGES.nav.dashboard, end: true },
  { to: APP_ROUTES.adminOrders.path, label: ADMIN_MESSAGES.nav.orders, end: false },
  { to: APP_ROUTES.adminProducts.path, label: ADMIN_MESSAGES.nav.products, end: false },
  { to: APP_ROUTES.adminCategories.path, label: ADMIN_MESSAGES.nav.categories, end: true },
  { to: APP_ROUTES.adminUsers.path, label: ADMIN_MESSAGES.nav.users, end: true },
  { to: APP_ROUTES.adminDevices.path, label: ADMIN_MESSAGES.nav.devices, end: true },
  { to: APP_ROUTES.adminShopSettings.path, label: ADMIN_MESSAGES.nav.shopSettings, end: true },
  { to: APP_ROUTES.adminAudit.path, label: ADMIN_MESSAGES.nav.audit, end: true },
] as const;

/**
 * The frame of every admin page (spec §6: admin pages are dark-themed): the sections'
 * navigation beside the page, whose <h1> also names the tab. Loaded only with the admin pages.
 */
export function AdminLayout({
  title,
  actions,
  children,
}: {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label={ADMIN_MESSAGES.navLabel}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} className="admin__nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin__page">
        <PageHeading title={title}>{actions}</PageHeading>
        {children}
      </section>
    </div>
  );
}
