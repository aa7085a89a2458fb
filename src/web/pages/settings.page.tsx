import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { CookiePreferencesSection } from '../features/account/components/cookie-preferences-section';
import { DataExportSection } from '../features/account/components/data-export-section';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { NewsletterSection } from '../features/account/components/newsletter-section';
import { MyDevices } from '../features/devices/components/my-devices';

/**
 * /settings (spec §2.1, login required): the password, the user's devices, the newsletter, the
 * cookie choice, the download of the account's data and its deletion.
 */
export default function SettingsPage() {
  return (
    <section className="page page--narrow">
      <PageHeading title={PAGE_TITLES.settings} />
      <ChangePasswordForm />
      <MyDevices />
      <NewsletterSection />
      <CookiePreferencesSection />
      <DataExportSection />
      <DeleteAccountSection />
    </section>
  );
}
