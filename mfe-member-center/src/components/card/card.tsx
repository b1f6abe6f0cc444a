import { useId, type ReactNode, type Ref } from 'react';
import styles from './card.module.css';

interface CardProps {
  title: ReactNode;
  /** Added to the heading's own class (an outcome's colour). */
  titleClassName?: string;
  /** The heading's id, when something inside is also named by it (a list). */
  headingId?: string;
  /** Given when focus may be sent to the heading (the control that had it is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** One card of a member page: a section named by its own heading. */
export const Card = ({ title, titleClassName, headingId, headingRef, children }: CardProps) => {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}
      >
        {title}
      </h2>
      {children}
    </section>
  );
};
