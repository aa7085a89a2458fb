import { EditProfileView } from '../features/account/components/edit-profile-view';

/** /edit-profile (spec §2.1, login required: the route table's access guard sends guests to log in). */
export default function EditProfilePage() {
  return <EditProfileView />;
}
