import type { ReactNode } from 'react';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { DonorInfoSection } from './donor-info-section';
import { SavedCardsSection } from './saved-cards-section';
import { SavedTitlesSection } from './saved-titles-section';
import { TransferAccountSection } from './transfer-account-section';

/**
 * docs/screens/member-centre.md: `/member_center/home`: donor info, dedicated transfer account, saved cards and titles;
 * `children` follow them (the member home's giving summary, another feature).
 */
export const PersonalDataPage = ({ children }: { children?: ReactNode }) => (
  <MemberFrame page="personal">
    <DonorInfoSection />
    <TransferAccountSection />
    <SavedCardsSection />
    <SavedTitlesSection />
    {children}
  </MemberFrame>
);
