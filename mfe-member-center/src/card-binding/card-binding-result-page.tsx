import { MemberFrame } from '../member-frame/member-frame';

/** spec 2: the card-binding result (filled in by the card-binding issue). */
export const CardBindingResultPage = () => <MemberFrame page="cardlink" />;
