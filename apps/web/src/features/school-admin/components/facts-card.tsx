import type { ReactNode } from 'react';
import styles from './school-admin.module.css';

interface FactsCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Term and value, in order. */
  facts: [string, ReactNode][];
  /** What follows the list in the card (a description, buttons). */
  children?: ReactNode;
}

/** The facts of a class or a student: a card with a heading and a list of terms and values. */
export function FactsCard({ titleId, title, facts, children }: FactsCardProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
