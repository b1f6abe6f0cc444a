import { MemberFrame } from '../../components/member-frame/member-frame';

/** spec 2: the card-binding result. */
export const CardBindingResultPage = () => <MemberFrame page="cardlink" />;
