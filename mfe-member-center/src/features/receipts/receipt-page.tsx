import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: receipt information and annual receipts. */
export const ReceiptPage = () => <MemberFrame page="receipt" />;
