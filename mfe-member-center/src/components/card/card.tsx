import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  title: ReactNode;
  /** Added to the heading's own class (an outcome's colour). */
  titleClassName?: string;
  /** The heading's id, when something inside is also named by it (a list). */
  headingId?: string;
  children?: ReactNode;
}

/** One card of a member page: a section named by its own heading. */
export const Card = ({ title, titleClassName, headingId, children }: CardProps) => {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
};
