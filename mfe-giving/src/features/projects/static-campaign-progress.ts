import { campaignTime, formatMoney, formatWhole, goalPercentage } from '@eoffering/shared/rules';
import { fill, h } from '../../components/plain-cards/plain-cards';
import en from '../../locales/en.json';
import zhTW from '../../locales/zh-TW.json';
import type { Campaign } from './as-campaign';
import styles from './campaign-progress.module.css';

// `CampaignProgress` (./campaign-progress.tsx) as plain DOM for the static first screen: the same
// elements, classes and texts; static-home.test.tsx holds the two together.

const TEXTS = { 'zh-TW': zhTW.campaign, en: en.campaign } as const;

type Language = keyof typeof TEXTS;
type CampaignTexts = (typeof TEXTS)[Language];
type Counted = 'giverCount' | 'daysLeft';

/** A counted text in the language's plural form for `count`, as i18next picks it. */
const counted = (texts: CampaignTexts, key: Counted, count: number, language: Language): string => {
  const forms: Partial<Record<string, string>> = texts;
  const form = forms[`${key}_${new Intl.PluralRules(language).select(count)}`];
  return fill(form ?? texts[`${key}_other`], { n: formatWhole(count) });
};

const figure = (term: string, value: string): HTMLElement =>
  h('div', {}, h('dt', {}, term), h('dd', {}, value));

/** A campaign's figures under its card's intro, `name` as the card shows it. */
export const staticCampaignProgress = (
  campaign: Campaign,
  name: string,
  language: Language,
): HTMLElement => {
  const texts = TEXTS[language];
  const percent = goalPercentage(campaign.given_amount, campaign.goal_amount);
  const shown = Math.min(percent, 100);
  const time = campaignTime(campaign.goal_end_date);
  const reached = fill(texts.reached, { percent });
  const bar = h('span', { class: styles.fill ?? '' });
  bar.style.width = `${shown}%`;
  return h(
    'div',
    { class: styles.campaign ?? '' },
    h(
      'div',
      {
        class: styles.bar ?? '',
        role: 'progressbar',
        'aria-label': fill(texts.progressOf, { name }),
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': String(shown),
        'aria-valuetext': reached,
      },
      bar,
    ),
    h('p', { class: styles.reached ?? '' }, reached),
    h(
      'dl',
      { class: styles.figures ?? '' },
      figure(texts.given, formatMoney(campaign.given_amount)),
      figure(texts.goal, formatMoney(campaign.goal_amount)),
      figure(texts.givers, counted(texts, 'giverCount', campaign.giver_count, language)),
      figure(
        texts.timeLeft,
        time.state === 'ended'
          ? texts.ended
          : time.daysLeft === 0
            ? texts.lastDay
            : counted(texts, 'daysLeft', time.daysLeft, language),
      ),
    ),
  );
};
