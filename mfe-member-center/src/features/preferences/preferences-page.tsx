import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: the two reminder notice cards. */
export const PreferencesPage = () => <MemberFrame page="preferences" />;
