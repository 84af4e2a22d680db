import { PRODUCT } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import styles from './site-footer.module.css';

const LEGAL_LINKS = [
  { href: '/legislation', id: 'footer.legal.legislation' },
  { href: '/cookie', id: 'footer.legal.cookie' },
  { href: '/terms', id: 'footer.legal.terms' },
  { href: '/privacy', id: 'footer.legal.privacy' },
] as const;

function backToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard users continue from the top of the page too.
  document.getElementById('page-top')?.focus({ preventScroll: true });
}

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <p className={styles.name}>{PRODUCT.name}</p>
          <address className={styles.address}>
            {intl.formatMessage({ id: 'footer.address' })}
          </address>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.legal.label' })}>
          <ul className={styles.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{intl.formatMessage({ id: link.id })}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.top} onClick={backToTop}>
          <span className={styles.arrow} aria-hidden="true" />
          {intl.formatMessage({ id: 'footer.backToTop' })}
        </button>
      </div>
      <p className={styles.copyright}>
        {intl.formatMessage(
          { id: 'footer.copyright' },
          { year: String(new Date().getFullYear()), product: PRODUCT.name },
        )}
      </p>
    </footer>
  );
}
