import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: the card-binding failure page. */
export const CardBindingErrorPage = () => <MemberFrame page="cardlinkError" />;
