import {
  Button,
  Dialog,
  LoadingArea,
  Skeleton,
  registerStrings,
  toast,
  useApiResult,
  useTranslation,
  useBackendName,
} from '@eoffering/shared';
import { CopyButton, FormField } from '@eoffering/shared/flows';
import {
  formatMoney,
  normalizeAmountText,
  parseWholeNumber,
  validateAmount,
} from '@eoffering/shared/rules';
import type { Project, ProjectItem } from '@eoffering/shared/contract';
import { useState } from 'react';
import en from '../../locales/share/en.json';
import zhTW from '../../locales/share/zh-TW.json';
import { GIVING_NS } from '../../strings';
import { givingLinkUrl } from './giving-link';
import { QrCodeImage } from './qr-code-image';
import styles from './share-giving-link.module.css';

// The sharing dialog's texts come with the pages offering it (a project's page, express giving)
// rather than with a first visit (docs/architecture.md), both languages at once.
const SHARE_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });

/**
 * An amount typed in the dialog: empty leaves it to the donor; otherwise within the item's limits,
 * read as every amount is ("1,500", "１５００": docs/screens/giving.md, amounts).
 */
const amountOf = (text: string, item: ProjectItem) => {
  if (text.trim() === '') return { amount: 0, error: null };
  const error = validateAmount(text, {
    min: item.item_donation_min_num,
    max: item.item_donation_max_num,
  });
  return { amount: error ? 0 : (parseWholeNumber(text) ?? 0), error };
};

/** The saved QR image's name: which project, item and amount it opens. */
const qrFileName = (projectAid: number, itemAid: number, amount: number): string =>
  `giving-qr-${projectAid}-${itemAid}${amount > 0 ? `-${amount}` : ''}.png`;

/** The phone's own share sheet (Web Share), where the browser has one. */
const canShareNatively = (): boolean => typeof navigator.share === 'function';

const shareNatively = async (url: string, title: string, onFailure: () => void) => {
  try {
    await navigator.share({ title, url });
  } catch (error) {
    // Closing the share sheet is the donor's choice, not a failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) onFailure();
  }
};

const LinkForm = ({ project, items }: { project: Project; items: readonly ProjectItem[] }) => {
  const { t } = useTranslation(SHARE_NS);
  const nameOf = useBackendName();
  const [itemAid, setItemAid] = useState(items[0]?.item_aid ?? 0);
  const [amountText, setAmountText] = useState('');
  const item = items.find((candidate) => candidate.item_aid === itemAid);
  if (!item) return <p>{t('share.noItems')}</p>;
  const { amount, error } = amountOf(amountText, item);
  const url = givingLinkUrl(window.location.origin, project.project_aid, item.item_aid, amount);

  return (
    <div className={styles.form}>
      <p>{t('share.intro')}</p>
      <FormField label={t('share.item')}>
        {(control) => (
          <select
            {...control}
            value={item.item_aid}
            onChange={(event) => setItemAid(Number(event.target.value))}
          >
            {items.map((choice) => (
              <option key={choice.item_aid} value={choice.item_aid}>
                {nameOf(choice, 'item_name')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('share.amount')}
        hint={t('share.limits', {
          min: formatMoney(item.item_donation_min_num),
          max: formatMoney(item.item_donation_max_num),
        })}
        message={error ? t(error.key, error.values) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            // Shown as the plain number the link carries once the donor leaves the field.
            onBlur={() => setAmountText(normalizeAmountText(amountText))}
          />
        )}
      </FormField>
      {!error && (
        <>
          <FormField label={t('share.link')}>
            {(control) => (
              // A box that wraps, so the whole link, amount and all, can be read before it is shared.
              <textarea
                {...control}
                className={`${control.className} ${styles.link}`}
                readOnly
                rows={2}
                value={url}
                onFocus={(e) => e.target.select()}
              />
            )}
          </FormField>
          <CopyButton text={url} label={t('share.copy')} confirmation="inline" />
          {canShareNatively() && (
            <Button
              variant="secondary"
              onClick={() =>
                void shareNatively(
                  url,
                  t('share.shareText', { project: nameOf(project, 'project_name') }),
                  () => toast(t('share.shareFailed'), 'error'),
                )
              }
            >
              {t('share.shareSheet')}
            </Button>
          )}
          <QrCodeImage
            text={url}
            label={t('share.qr', { item: nameOf(item, 'item_name') })}
            fileName={qrFileName(project.project_aid, item.item_aid, amount)}
            saveLabel={t('share.saveQr')}
            saveFailed={t('share.saveQrFailed')}
          />
        </>
      )}
    </div>
  );
};

const ShareDialog = ({ project, onClose }: { project: Project; onClose: () => void }) => {
  const { t } = useTranslation(SHARE_NS);
  const nameOf = useBackendName();
  const items = useApiResult('get_project_items', { project_aid: project.project_aid, if_ach: 0 });
  return (
    <Dialog
      open
      title={t('share.title', { project: nameOf(project, 'project_name') })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      {items.status === 'loading' && (
        <LoadingArea label={t('share.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </LoadingArea>
      )}
      {items.status === 'failed' && <p role="alert">{t('share.loadFailed')}</p>}
      {items.status === 'ready' && <LinkForm project={project} items={items.data} />}
    </Dialog>
  );
};

/**
 * Beyond the spec: a 'share' button for a project, opening a dialog that makes a giving link
 * with an item and amount chosen, its QR code (saved as a PNG for print), a copy button that says
 * 'copied' beside itself (a toast would cover the dialog's buttons) and, where the browser has
 * one, the phone's share sheet.
 */
export const ShareGivingLink = ({ project }: { project: Project }) => {
  const { t } = useTranslation(SHARE_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('share.open')}
      </Button>
      {open && <ShareDialog project={project} onClose={() => setOpen(false)} />}
    </>
  );
};
