import {
  Button,
  ConfirmDialog,
  orderDraft,
  pageNavigation,
  startGivingTarget,
  useNavigate,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { useState } from 'react';
import { GIVING_NS } from '../../strings';
import { externalGivingUrl } from '../../components/off-site-giving/external-giving-url';

interface StartGivingButtonProps {
  project: Pick<Project, 'project_aid' | 'if_tra' | 'project_link_url'>;
  /** Accessible name when the visible 'start donating' needs its project (a list of cards). */
  label?: string;
}

/**
 * docs/screens/giving.md, 'start donating': the order screen of the start-giving target rule, or, for a project
 * with if_tra 0 and an external link, the 'will redirect you' dialog whose confirm leaves the app.
 */
export const StartGivingButton = ({ project, label }: StartGivingButtonProps) => {
  const { t } = useTranslation(GIVING_NS);
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [confirming, setConfirming] = useState(false);
  const external = externalGivingUrl(project);

  const start = () => {
    if (external) setConfirming(true);
    // The saved draft is read at the click, so a view saved in another tab still counts.
    else navigate(startGivingTarget(project.project_aid, orderDraft.get(), isAuthenticated));
  };

  return (
    <>
      <Button onClick={start} aria-label={label}>
        {t('home.startDonating')}
      </Button>
      {external && (
        <ConfirmDialog
          open={confirming}
          title={t('redirect.title')}
          message={t('redirect.message', { host: external.host })}
          confirmLabel={t('redirect.confirm')}
          cancelLabel={t('common:actions.cancel')}
          onConfirm={() => pageNavigation.assign(external.href)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
};
