import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: giving records with filters and paging (filled in by the giving-records issue). */
export const GivingRecordsPage = () => <MemberFrame page="records" />;
