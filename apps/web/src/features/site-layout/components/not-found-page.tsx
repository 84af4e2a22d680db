import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.documentTitle' }));
  return (
    <div className={`page ${styles.notFound}`}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p className={styles.body}>{intl.formatMessage({ id: 'notFound.body' })}</p>
      <Link to="/" className="button button--primary button--large">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </div>
  );
}
