import { useId, useState } from 'react';
import { PageSection, registerStrings, useTranslation } from '@eoffering/shared';
import en from '../../locales/faq/en.json';
import zhTW from '../../locales/faq/zh-TW.json';
import { SHELL_NS } from '../../strings';
import { FAQ_GROUPS } from './faq-content';
import styles from './faq-page.module.css';

// The answers come with this page's own chunk rather than with the shell's first visit
// (docs/architecture.md); they join the shell namespace when the page first loads.
const FAQ_NS = registerStrings(SHELL_NS, { 'zh-TW': zhTW, en });

/**
 * docs/screens/shell.md: the FAQ accordion, one answer open at a time (WAI-ARIA accordion: each question is a
 * button in a heading, with aria-expanded and aria-controls naming its answer region).
 */
export const FaqPage = () => {
  const { t } = useTranslation(FAQ_NS);
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <PageSection title={t('faq.title')}>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`${baseId}-${group.id}`}>
          <h2 id={`${baseId}-${group.id}`} className={styles.groupTitle}>
            {t(`faq.${group.id}.title`)}
          </h2>
          {group.questions.map((question) => {
            const key = `${group.id}.${question}`;
            const buttonId = `${baseId}-${group.id}-${question}-q`;
            const panelId = `${baseId}-${group.id}-${question}-a`;
            const expanded = open === key;
            return (
              <div key={key} className={styles.item}>
                <h3 className={styles.question}>
                  <button
                    type="button"
                    id={buttonId}
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : key)}
                  >
                    <span>{t(`faq.${key}.q`)}</span>
                    <span className={styles.marker} aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className={styles.answer}
                  hidden={!expanded}
                >
                  <p>{t(`faq.${key}.a`)}</p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </PageSection>
  );
};
