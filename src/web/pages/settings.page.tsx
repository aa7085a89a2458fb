import { PAGE_TITLES } from '../../domain/messages';
import { PageHeading } from '../components/layout/page-heading';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { MyDevices } from '../features/devices/components/my-devices';

/** /settings (spec §2.1, login required): the password change and the user's devices. */
export default function SettingsPage() {
  return (
    <section className="page page--narrow">
      <PageHeading title={PAGE_TITLES.settings} />
      <ChangePasswordForm />
      <MyDevices />
    </section>
  );
}
