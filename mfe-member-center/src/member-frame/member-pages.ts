import { APP_HOME, MEMBER_PATHS } from '../paths';

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

/** spec 2: tabs are personal data, giving records, receipt information, reminder settings. */
export const MEMBER_TABS: ReadonlyArray<{ tab: MemberTab; path: string }> = [
  { tab: 'personal', path: MEMBER_PATHS.home },
  { tab: 'records', path: MEMBER_PATHS.records },
  { tab: 'receipt', path: MEMBER_PATHS.receipt },
  { tab: 'preferences', path: MEMBER_PATHS.preferences },
];

/**
 * spec 2: the back button goes to the personal page from records, receipt and preferences, and to
 * the records list from the detail and recurring pages (both sit under the records tab). From the
 * personal page itself it leaves the member centre for the giving home.
 */
export const MEMBER_PAGES: Record<MemberPage, PageFacts> = {
  personal: { tab: 'personal', back: APP_HOME },
  records: { tab: 'records', back: MEMBER_PATHS.home },
  detail: { tab: 'records', back: MEMBER_PATHS.records },
  recurring: { tab: 'records', back: MEMBER_PATHS.records },
  receipt: { tab: 'receipt', back: MEMBER_PATHS.home },
  preferences: { tab: 'preferences', back: MEMBER_PATHS.home },
  // The card-binding pages' own return rule (cardLinkView) arrives with the card-binding flow.
  cardlink: { tab: null, back: MEMBER_PATHS.home },
  cardlinkError: { tab: null, back: MEMBER_PATHS.home },
};
