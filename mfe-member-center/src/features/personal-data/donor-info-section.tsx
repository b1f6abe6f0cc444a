import {
  Button,
  ROUTES,
  buttonClassName,
  getConfig,
  isBusinessRefusal,
  useApiResult,
  useNavigate,
  useTranslation,
  inPageLanguage,
} from '@eoffering/shared';
import { FactList, IdentityDialog } from '@eoffering/shared/flows';
import { maskIdentity } from '@eoffering/shared/rules';
import type { DonorInfo } from '@eoffering/shared/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MEMBER_NS } from '../../strings';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { FactValueBar } from '../../components/placeholder/fact-value-bar';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/**
 * docs/screens/member-centre.md, docs/security-model.md: the member's donor info. A failing result check sends the member home; a missing
 * identity number (sid_status -1) opens the personal-data update modal.
 */
export const DonorInfoSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const donor = useApiResult('get_member_donor_info', {});
  const [modalDismissed, setModalDismissed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const fillButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();

  // HTTP failures were already shown by the shared docs/screens/member-centre.md handling; only the RC rule is ours.
  const failedCheck = donor.status === 'failed' && isBusinessRefusal(donor.error);
  useEffect(() => {
    if (failedCheck) navigate(ROUTES.home.build({}), { replace: true });
  }, [failedCheck, navigate]);

  const missingIdentity = donor.status === 'ready' && donor.data.sid_status === -1;

  /** The card's facts; without `info` (still loading) the same labels with bars for values. */
  const donorFacts = (info?: DonorInfo) => {
    const value = (of: (loaded: DonorInfo) => ReactNode) => (info ? of(info) : <FactValueBar />);
    return [
      { label: t('donor.name'), value: value((loaded) => loaded.member_name_mandarin) },
      { label: t('donor.phone'), value: value((loaded) => loaded.cell_phone) },
      { label: t('donor.email'), value: value((loaded) => loaded.email) },
      {
        label: t('donor.identity'),
        value: value((loaded) =>
          loaded.sid_status === -1 ? (
            <>
              {t('donor.identityMissing')}{' '}
              <Button ref={fillButton} variant="secondary" onClick={() => setModalDismissed(false)}>
                {t('donor.fillIdentity')}
              </Button>
            </>
          ) : (
            maskIdentity(loaded.member_social_identity)
          ),
        ),
      },
    ];
  };

  return (
    <SectionCard
      title={t('donor.title')}
      state={donor}
      headingRef={heading}
      showFailure={!failedCheck}
      placeholder={<FactList facts={donorFacts()} />}
      footer={
        <>
          {/* docs/screens/member-centre.md: profile editing lives on the main website, reached by full page navigation. */}
          <a
            href={inPageLanguage(getConfig().mainSite.memberProfile)}
            className={`${buttonClassName('secondary')} ${styles.action}`}
          >
            {t('donor.editProfile')}
          </a>
          <IdentityDialog
            open={missingIdentity && !modalDismissed}
            // docs/screens/member-centre.md, focus after an edit: the dialog may have opened by
            // itself, so focus goes to the button that opens it again, or to the section's heading
            // once the number is on file and the button is gone.
            onClose={() => {
              setModalDismissed(true);
              focusLater(() => fillButton.current ?? heading.current);
            }}
            onUpdated={() => {
              setModalDismissed(true);
              focusLater(() => heading.current);
              donor.reload();
            }}
          />
        </>
      }
    >
      {(info) => <FactList facts={donorFacts(info)} />}
    </SectionCard>
  );
};
