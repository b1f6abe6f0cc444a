import {
  Link,
  buttonClassName,
  getConfig,
  pledgeFormPath,
  pledgesOffered,
  useTranslation,
} from '@eoffering/shared';
import { campaignTime } from '@eoffering/shared/rules';
import { GIVING_NS } from '../../strings';
import type { Campaign } from './as-campaign';

/**
 * 'Make a pledge' on an open campaign, when the backend offers pledges: the member centre keeps
 * the pledge form and the list, so the link opens it there (a guest signs in first, as on every
 * member-centre page).
 */
export const PledgeLink = ({ campaign, name }: { campaign: Campaign; name: string }) => {
  const { t } = useTranslation(GIVING_NS);
  if (!pledgesOffered(getConfig()) || campaignTime(campaign.goal_end_date).state === 'ended') {
    return null;
  }
  return (
    <Link
      className={buttonClassName('secondary')}
      to={pledgeFormPath(campaign.project_aid)}
      aria-label={t('campaign.pledgeTo', { name })}
    >
      {t('campaign.pledge')}
    </Link>
  );
};
