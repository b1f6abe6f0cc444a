import { useTranslation } from '@eoffering/shared';
import { campaignTime, formatMoney, formatWhole, goalPercentage } from '@eoffering/shared/rules';
import { GIVING_NS } from '../../strings';
import styles from './campaign-progress.module.css';
import type { Campaign } from './as-campaign';

interface CampaignProgressProps {
  campaign: Campaign;
  /** The project's name as the page shows it, for the progress bar's accessible name. */
  name: string;
}

/**
 * docs/api-contract.md, 'Campaigns and pledges': the goal, what has been given, by how many and the
 * days left, with a bar whose figures are also written out, so nothing rests on colour alone.
 */
export const CampaignProgress = ({ campaign, name }: CampaignProgressProps) => {
  const { t } = useTranslation(GIVING_NS);
  const percent = goalPercentage(campaign.given_amount, campaign.goal_amount);
  const time = campaignTime(campaign.goal_end_date);
  const reached = t('campaign.reached', { percent });
  // `count` picks the language's plural form ('1 giver', '2 givers'); `n` is the number as written.
  return (
    <div className={styles.campaign}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('campaign.progressOf', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={reached}
      >
        <span className={styles.fill} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className={styles.reached}>{reached}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('campaign.given')}</dt>
          <dd>{formatMoney(campaign.given_amount)}</dd>
        </div>
        <div>
          <dt>{t('campaign.goal')}</dt>
          <dd>{formatMoney(campaign.goal_amount)}</dd>
        </div>
        <div>
          <dt>{t('campaign.givers')}</dt>
          <dd>
            {t('campaign.giverCount', {
              count: campaign.giver_count,
              n: formatWhole(campaign.giver_count),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('campaign.timeLeft')}</dt>
          <dd>
            {time.state === 'ended'
              ? t('campaign.ended')
              : time.daysLeft === 0
                ? t('campaign.lastDay')
                : t('campaign.daysLeft', { count: time.daysLeft, n: formatWhole(time.daysLeft) })}
          </dd>
        </div>
      </dl>
    </div>
  );
};
