import { MemberFrame } from '../../components/member-frame/member-frame';
import { DonorInfoSection } from './donor-info-section';
import { SavedCardsSection } from './saved-cards-section';
import { SavedTitlesSection } from './saved-titles-section';
import { TransferAccountSection } from './transfer-account-section';

/** spec 2: `/member_center/home`: donor info, dedicated transfer account, saved cards and titles. */
export const PersonalDataPage = () => (
  <MemberFrame page="personal">
    <DonorInfoSection />
    <TransferAccountSection />
    <SavedCardsSection />
    <SavedTitlesSection />
  </MemberFrame>
);
