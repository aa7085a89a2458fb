import { ProfileView } from '../features/account/components/profile-view';

/** /profile (spec §2.1, login required: the route table's access guard sends guests to log in). */
export default function ProfilePage() {
  return <ProfileView />;
}
