import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: receipt information and annual receipts (filled in by the receipts issue). */
export const ReceiptPage = () => <MemberFrame page="receipt" />;
