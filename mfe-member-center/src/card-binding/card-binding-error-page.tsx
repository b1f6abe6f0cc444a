import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: the card-binding failure page (filled in by the card-binding issue). */
export const CardBindingErrorPage = () => <MemberFrame page="cardlinkError" />;
