import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: recurring giving records under the records tab. */
export const RecurringRecordsPage = () => <MemberFrame page="recurring" />;
