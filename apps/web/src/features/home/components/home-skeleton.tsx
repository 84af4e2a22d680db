import { useIntl } from 'react-intl';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './home-page.module.css';

/** Shown while the home content loads: the page's shape in grey, announced as loading. */
export function HomeSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.home} role="status" aria-busy="true">
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <Skeleton height="3rem" width="80%" />
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" width="65%" />
          <Skeleton height="3.5rem" width="14rem" radius="var(--radius-pill)" />
        </div>
        <Skeleton height="16rem" radius="50%" width="16rem" />
      </div>
      <div className={styles.section}>
        <ul className={styles.highlights}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={styles.highlight}>
              <Skeleton height="3rem" width="3rem" radius="50%" />
              <Skeleton height="1.5rem" width="60%" />
              <Skeleton height="4rem" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
