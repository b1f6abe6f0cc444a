import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: the two reminder notice cards (filled in by the reminder-settings issue). */
export const PreferencesPage = () => <MemberFrame page="preferences" />;
