import {
  Button,
  ConfirmDialog,
  LoadingArea,
  PLEDGE_FORM_PARAM,
  Skeleton,
  getConfig,
  pledgesOffered,
  toast,
  useApiResult,
  useBackendName,
  useSearchParams,
  useTranslation,
} from '@eoffering/shared';
import { FactList, useApiAction, useTaipeiTime } from '@eoffering/shared/flows';
import { projectListBody, type Pledge, type Project } from '@eoffering/shared/contract';
import { campaignTime, formatMoney, pledgeLeft, pledgeMonthly } from '@eoffering/shared/rules';
import { useMemo, useRef, useState } from 'react';
import { Card } from '../../components/card/card';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { MEMBER_NS } from '../../strings';
import { PledgeFormDialog, type PledgeTerms } from './pledge-form';
import styles from './pledges.module.css';

/** A campaign still open to pledges today (Taipei): the backend sent its goal and last day. */
const isOpenCampaign = (project: Project): boolean =>
  project.goal_end_date !== undefined && campaignTime(project.goal_end_date).state === 'open';

/** The open form; `fromLink`: opened by the project page's link, so it has no opener to return to. */
type Editing =
  | { kind: 'add'; projectAid: string; fromLink: boolean }
  | { kind: 'change'; pledge: Pledge; fromLink: boolean }
  | null;

const PledgeEntry = ({
  pledge,
  onChange,
  onWithdraw,
}: {
  pledge: Pledge;
  onChange: () => void;
  onWithdraw: () => void;
}) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const name = nameOf(pledge, 'project_name');
  const taipei = useTaipeiTime();
  const left = pledgeLeft(pledge.pledge_amount, pledge.given_amount);
  return (
    <li className={styles.entry}>
      <h3 className={styles.name}>{name}</h3>
      <FactList
        facts={[
          { label: t('pledges.pledged'), value: formatMoney(pledge.pledge_amount) },
          {
            label: t('pledges.spread'),
            value:
              pledge.pledge_months === 1
                ? t('pledges.spreadOnce')
                : t('pledges.spreadMonths', {
                    n: pledge.pledge_months,
                    monthly: formatMoney(pledgeMonthly(pledge.pledge_amount, pledge.pledge_months)),
                  }),
          },
          { label: t('pledges.given'), value: formatMoney(pledge.given_amount) },
          {
            label: t('pledges.left'),
            value: left === 0 ? t('pledges.fulfilled') : formatMoney(left),
          },
        ]}
      />
      <p className={styles.muted}>
        {t('pledges.since', { date: taipei.date(pledge.pledge_date) })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange} aria-label={t('pledges.changeOf', { name })}>
          {t('pledges.change')}
        </Button>
        <Button
          variant="secondary"
          onClick={onWithdraw}
          aria-label={t('pledges.withdrawOf', { name })}
        >
          {t('pledges.withdraw')}
        </Button>
      </div>
    </li>
  );
};

/**
 * The member home's pledges (docs/api-contract.md, 'Campaigns and pledges'), shown only when the
 * backend offers them: each pledge with what was given towards it and what is left, changed or
 * withdrawn here; a new one for an open campaign, opened directly by the project page's link.
 */
const Pledges = () => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const [params, setParams] = useSearchParams();
  const pledges = useApiResult('get_pledge_list', {});
  const projects = useApiResult('get_project_info_list', projectListBody(getConfig()));
  const add = useApiAction('add_pledge');
  const change = useApiAction('update_pledge');
  const withdraw = useApiAction('withdraw_pledge');
  const [editing, setEditing] = useState<Editing>(null);
  const [withdrawing, setWithdrawing] = useState<Pledge | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusAfterRender();

  const list = useMemo(() => (pledges.status === 'ready' ? pledges.data : []), [pledges]);
  const choices = useMemo(() => {
    const pledged = new Set(list.map((pledge) => pledge.project_aid));
    return projects.status === 'ready'
      ? projects.data.filter(
          (project) => isOpenCampaign(project) && !pledged.has(project.project_aid),
        )
      : [];
  }, [list, projects]);

  // The project page's 'Make a pledge' link opens the form for that campaign (or the member's
  // pledge to it) while its query is in the address; closing the form takes the query away.
  const asked = params.get(PLEDGE_FORM_PARAM);
  const loaded = pledges.status === 'ready' && projects.status === 'ready';
  const linked = useMemo((): Editing => {
    if (asked === null || !loaded) return null;
    const existing = list.find((pledge) => String(pledge.project_aid) === asked);
    if (existing) return { kind: 'change', pledge: existing, fromLink: true };
    return choices.some((project) => String(project.project_aid) === asked)
      ? { kind: 'add', projectAid: asked, fromLink: true }
      : null;
  }, [asked, loaded, list, choices]);
  const current = editing ?? linked;

  /**
   * The dialog gives focus back to the button that opened it; opened by the link it had none, and
   * after adding the Add button may be gone: then the section's heading takes focus.
   */
  const close = (added = false) => {
    // Opened by the link, the dialog's opener was the page itself (focus on <body>, which the
    // trap gives back as it closes): the heading takes focus once that is done.
    if (current?.fromLink) window.setTimeout(() => heading.current?.focus(), 0);
    else if (added) focusLater(() => heading.current);
    if (asked !== null) {
      setParams(
        (next) => {
          next.delete(PLEDGE_FORM_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    setEditing(null);
    add.reset();
    change.reset();
  };

  const save = async (terms: PledgeTerms) => {
    const saved =
      current?.kind === 'change'
        ? await change.run({
            pledge_aid: current.pledge.pledge_aid,
            pledge_amount: terms.pledge_amount,
            pledge_months: terms.pledge_months,
          })
        : await add.run(terms);
    if (saved === undefined) return;
    toast(t('pledges.saved'));
    close(current?.kind === 'add');
    pledges.reload();
  };

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    const done = await withdraw.run({ pledge_aid: withdrawing.pledge_aid });
    setWithdrawing(null);
    if (done === undefined) return;
    toast(t('pledges.withdrawn'));
    pledges.reload();
    focusLater(() => heading.current);
  };

  const formCampaigns =
    current?.kind === 'change'
      ? [
          {
            project_aid: current.pledge.project_aid,
            project_name: nameOf(current.pledge, 'project_name'),
          } as Project,
        ]
      : choices.map((project) => ({ ...project, project_name: nameOf(project, 'project_name') }));

  return (
    <Card title={t('pledges.title')} headingRef={heading}>
      <p className={styles.promise}>{t('pledges.promise')}</p>
      {pledges.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      )}
      {pledges.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
      {pledges.status === 'ready' &&
        (list.length === 0 ? (
          <p className={styles.muted}>{t('pledges.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((pledge) => (
              <PledgeEntry
                key={pledge.pledge_aid}
                pledge={pledge}
                onChange={() => setEditing({ kind: 'change', pledge, fromLink: false })}
                onWithdraw={() => setWithdrawing(pledge)}
              />
            ))}
          </ul>
        ))}
      {choices.length > 0 && (
        <Button onClick={() => setEditing({ kind: 'add', projectAid: '', fromLink: false })}>
          {t('pledges.add')}
        </Button>
      )}
      {current && (
        <PledgeFormDialog
          title={
            current.kind === 'change'
              ? t('pledges.changeOf', { name: nameOf(current.pledge, 'project_name') })
              : t('pledges.add')
          }
          campaigns={formCampaigns}
          initial={
            current.kind === 'change'
              ? {
                  project: String(current.pledge.project_aid),
                  amount: String(current.pledge.pledge_amount),
                  months: String(current.pledge.pledge_months),
                }
              : {
                  project:
                    current.projectAid ||
                    (choices.length === 1 ? String(choices[0]?.project_aid) : ''),
                  amount: '',
                  months: '1',
                }
          }
          submitLabel={current.kind === 'change' ? t('pledges.saveChange') : t('pledges.confirm')}
          busy={add.busy || change.busy}
          error={current.kind === 'change' ? change.error : add.error}
          save={(terms) => void save(terms)}
          onClose={() => close()}
        />
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('pledges.withdrawTitle')}
        message={t('pledges.withdrawMessage', {
          name: withdrawing ? nameOf(withdrawing, 'project_name') : '',
        })}
        confirmLabel={t('pledges.withdraw')}
        busy={withdraw.busy}
        danger
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </Card>
  );
};

/** Nothing at all when the backend does not offer pledges (docs/api-contract.md). */
export const PledgesSection = () => (pledgesOffered(getConfig()) ? <Pledges /> : null);
