import { ROUTES } from '@eoffering/shared';

export type MemberTab = 'personal' | 'records' | 'receipt' | 'preferences';

export type MemberPage =
  | 'personal'
  | 'records'
  | 'detail'
  | 'recurring'
  | 'receipt'
  | 'preferences'
  | 'cardlink'
  | 'cardlinkError';

interface PageFacts {
  /** The tab marked current on this page; null for pages shown outside the tab frame. */
  tab: MemberTab | null;
  /** Where the header bar's back button goes. */
  back: string;
}

/** docs/screens/member-centre.md: tabs are personal data, giving records, receipt information, reminder settings. */
export const MEMBER_TABS: ReadonlyArray<{ tab: MemberTab; path: string }> = [
  { tab: 'personal', path: ROUTES.memberHome.build({}) },
  { tab: 'records', path: ROUTES.memberRecords.build({}) },
  { tab: 'receipt', path: ROUTES.memberReceipts.build({}) },
  { tab: 'preferences', path: ROUTES.memberPreferences.build({}) },
];

/**
 * docs/screens/member-centre.md: the back button goes to the personal page from records, receipt and preferences, and to
 * the records list from the detail and recurring pages (both sit under the records tab). From the
 * personal page itself it leaves the member centre for the giving home.
 */
export const MEMBER_PAGES: Record<MemberPage, PageFacts> = {
  personal: { tab: 'personal', back: ROUTES.home.build({}) },
  records: { tab: 'records', back: ROUTES.memberHome.build({}) },
  detail: { tab: 'records', back: ROUTES.memberRecords.build({}) },
  recurring: { tab: 'records', back: ROUTES.memberRecords.build({}) },
  receipt: { tab: 'receipt', back: ROUTES.memberHome.build({}) },
  preferences: { tab: 'preferences', back: ROUTES.memberHome.build({}) },
  // The card-binding pages' own return rule (cardLinkView) arrives with the card-binding flow.
  cardlink: { tab: null, back: ROUTES.memberHome.build({}) },
  cardlinkError: { tab: null, back: ROUTES.memberHome.build({}) },
};
