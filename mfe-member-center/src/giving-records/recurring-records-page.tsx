import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: recurring giving records under the records tab (filled in by the recurring issue). */
export const RecurringRecordsPage = () => <MemberFrame page="recurring" />;
