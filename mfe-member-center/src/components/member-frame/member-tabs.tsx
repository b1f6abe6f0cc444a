import { useLocation, useTranslation } from '@eoffering/shared';
import { TabNav } from '@eoffering/shared/flows';
import { MEMBER_NS } from '../../strings';
import { MEMBER_TABS, type MemberTab } from './member-pages';

interface MemberTabsProps {
  current: MemberTab;
}

/**
 * The four member-centre sections as links (each is its own route). The current one carries
 * aria-current: `page` on the section's own page, `true` on a page under it (detail, recurring).
 */
export const MemberTabs = ({ current }: MemberTabsProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  return (
    <TabNav
      label={t('frame.tabsLabel')}
      layout="fill"
      items={MEMBER_TABS.map(({ tab, path }) => ({
        key: tab,
        to: path,
        label: t(`tabs.${tab}`),
        current: tab === current ? (pathname === path ? 'page' : 'true') : undefined,
      }))}
    />
  );
};
