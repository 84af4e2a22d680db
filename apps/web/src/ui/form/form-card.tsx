import type { ReactNode } from 'react';
import styles from './form-card.module.css';

interface FormCardProps {
  title: string;
  /** A line under the title (e.g. the step of a multi-step form). */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (register, forgot password, …). */
  footer?: ReactNode;
}

/** The centred card of the login, registration and password pages. */
export function FormCard({ title, lead, children, footer }: FormCardProps) {
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
