import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: giving records with filters and paging. */
export const GivingRecordsPage = () => <MemberFrame page="records" />;
