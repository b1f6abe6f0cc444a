import {
  LoadingArea,
  ROUTES,
  Skeleton,
  alert,
  isBusinessRefusal,
  useApiResult,
  useNavigate,
  useTranslation,
} from '@eoffering/shared';
import { NOTICE_GROUP_AID } from '@eoffering/shared/rules';
import { useEffect } from 'react';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { MEMBER_NS } from '../../strings';
import { ReminderCard } from './reminder-card';

const FUNCS = ['cfm_offering_notice', 'cfm_offering_ach_notice'] as const;

/**
 * docs/screens/member-centre.md: `/member_center/preferences`, the monthly giving reminder and the card-expiry
 * reminder (group 60, docs/screens/member-centre.md). A read the server refuses, or one missing a reminder, says
 * 'setting data abnormal, will return to member center' and goes there (docs/screens/member-centre.md).
 */
export const PreferencesPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const settings = useApiResult('get_notice_settings', {
    page_website_group_aid: NOTICE_GROUP_AID,
  });
  const cards =
    settings.status === 'ready'
      ? FUNCS.map((func) => settings.data.find((setting) => setting.setting_func === func))
      : [];
  const abnormal =
    (settings.status === 'failed' && isBusinessRefusal(settings.error)) ||
    (settings.status === 'ready' && cards.some((card) => card === undefined));

  useEffect(() => {
    if (!abnormal) return;
    void alert({
      tone: 'error',
      title: t('common:errors.settingErrorTitle'),
      message: t('common:errors.settingAbnormalReturn'),
    }).then(() => navigate(ROUTES.memberHome.build({}), { replace: true }));
  }, [abnormal, navigate, t]);

  return (
    <MemberFrame page="preferences">
      {settings.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      )}
      {!abnormal &&
        cards.map(
          (setting) => setting && <ReminderCard key={setting.setting_aid} setting={setting} />,
        )}
    </MemberFrame>
  );
};
