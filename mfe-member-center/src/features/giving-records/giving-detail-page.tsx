import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: one giving's detail under the records tab. */
export const GivingDetailPage = () => <MemberFrame page="detail" />;
