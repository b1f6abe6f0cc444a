import {
  Button,
  PageLoading,
  ROUTES,
  useApiResult,
  useLocation,
  useNavigate,
  useParams,
  useTranslation,
  useBackendName,
} from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { parseAid, projectBody } from '../../components/project-calls/project-calls';
import { useProjectDescription } from '../../components/project-icon/use-project-intro';
import { RedirectHome } from '../../components/redirect-home/redirect-home';
import { ShareGivingLink } from '../../components/giving-link/share-giving-link';
import { StartGivingButton } from './start-giving-button';
import { asCampaign } from './as-campaign';
import { CampaignProgress } from './campaign-progress';
import { PledgeLink } from './pledge-link';
import { externalGivingUrl } from '../../components/off-site-giving/external-giving-url';
import { GIVING_NS } from '../../strings';
import { withSafeLinks } from './safe-links';
import styles from './project-detail-page.module.css';

const ProjectDetail = ({ project }: { project: Project }) => {
  const { t } = useTranslation(GIVING_NS);
  const nameOf = useBackendName();
  const navigate = useNavigate();
  const location = useLocation();
  const description = useProjectDescription(project);
  const contact = project.contact_info1.trim();
  const contactName = nameOf(project, 'contact_name1').trim();
  const campaign = asCampaign(project);
  const name = nameOf(project, 'project_name');

  // Back returns to where the donor came from, or home when the detail page was opened directly.
  const back = () => (location.key === 'default' ? navigate(ROUTES.home.build({})) : navigate(-1));

  return (
    <article className={styles.page} aria-labelledby="project-detail-name">
      <img className={styles.image} src={project.project_img_url} alt="" />
      <div className={styles.body}>
        <h1 id="project-detail-name" className={styles.name}>
          {name}
        </h1>
        {campaign && <CampaignProgress campaign={campaign} name={name} />}
        <p className={styles.description}>{withSafeLinks(description)}</p>
        {contact !== '' && (
          <p className={styles.contact}>
            {contactName === ''
              ? t('project.contactNoName', { info: contact })
              : t('project.contact', { info: contact, name: contactName })}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={back}>
            {t('project.back')}
          </Button>
          {/* A giving link opens an order here: not for a project that takes gifts elsewhere. */}
          {externalGivingUrl(project) === null && <ShareGivingLink project={project} />}
          {campaign && <PledgeLink campaign={campaign} name={name} />}
          <StartGivingButton project={project} />
        </div>
      </div>
    </article>
  );
};

/** docs/screens/giving.md, route `/project_detail/{projectAid}`: the project's introduction. */
export const ProjectDetailPage = () => {
  const { t } = useTranslation(GIVING_NS);
  const { projectAid } = useParams();
  const project = useApiResult('get_project_info_detail', projectBody(parseAid(projectAid)));

  if (project.status === 'loading') {
    return <PageLoading label={t('project.loading')} />;
  }
  if (project.status === 'failed') {
    // docs/screens/giving.md: project read failure.
    return (
      <RedirectHome
        title={t('common:errors.errorOccurred')}
        message={t('common:errors.redirectingHome')}
      />
    );
  }
  return <ProjectDetail project={project.data} />;
};
