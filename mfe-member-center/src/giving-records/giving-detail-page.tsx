import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: one giving's detail under the records tab (filled in by the giving-records issue). */
export const GivingDetailPage = () => <MemberFrame page="detail" />;
