import { COMPANY, PRODUCT } from '@atelier/contracts';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useFormDialog } from './form-dialogs';
import styles from './site-footer.module.css';

// The popup and its QR library are fetched on the first click, never with the page's first load.
const importWeChatPopup = () => import('./wechat-popup');
const WeChatPopup = lazy(() =>
  importWeChatPopup().then((module) => ({ default: module.WeChatPopup })),
);

const LEGAL_LINKS = [
  { href: '/legislation', id: 'footer.legal.legislation' },
  { href: '/cookie', id: 'footer.legal.cookie' },
  { href: '/terms', id: 'footer.legal.terms' },
  { href: '/privacy', id: 'footer.legal.privacy' },
] as const;

/** Spec route of the tablet app page; the store links lead there until the app is listed. */
const TABLET_APP_PATH = `/learn-chinese-${PRODUCT.slug}-atelier-tablet-app-download`;
const APP_LINKS = [
  { href: COMPANY.appStoreUrl ?? TABLET_APP_PATH, id: 'footer.appStore' },
  { href: COMPANY.googlePlayUrl ?? TABLET_APP_PATH, id: 'footer.googlePlay' },
] as const;

// The live-chat button comes in a chunk of its own, after the page (its panel on the first click).
const ChatLauncher = lazy(() =>
  import('../../live-chat/components/chat-launcher').then((module) => ({
    default: module.ChatLauncher,
  })),
);

function backToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // Keyboard users continue from the top of the page too.
  document.getElementById('page-top')?.focus({ preventScroll: true });
}

export function SiteFooter() {
  const intl = useIntl();
  const contact = useFormDialog('contact');
  const [wechat, setWeChat] = useState<'never' | 'open' | 'closed'>('never');
  const showWeChat = () =>
    void importWeChatPopup().then(
      () => setWeChat('open'),
      // Offline: the button stays usable for another try.
      () => undefined,
    );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <p className={styles.name}>{PRODUCT.name}</p>
          <address className={styles.address}>
            {[COMPANY.legalName, ...COMPANY.addressLines].join('\n')}
            {'\n'}
            {intl.formatMessage({ id: 'footer.country' })}
          </address>
          <button
            type="button"
            className={styles.pill}
            aria-busy={contact.busy || undefined}
            onClick={contact.show}
          >
            {intl.formatMessage({ id: 'footer.contact' })}
          </button>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.apps.label' })}>
          <p className={styles.heading} aria-hidden="true">
            {intl.formatMessage({ id: 'footer.apps.label' })}
          </p>
          <ul className={styles.links}>
            {APP_LINKS.map((link) => (
              <li key={link.id}>
                <AppLink href={link.href}>{intl.formatMessage({ id: link.id })}</AppLink>
              </li>
            ))}
            <li>
              <AppLink href="/landing">{intl.formatMessage({ id: 'footer.homeEdition' })}</AppLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={intl.formatMessage({ id: 'footer.social.label' })}>
          <p className={styles.heading} aria-hidden="true">
            {intl.formatMessage({ id: 'footer.social.label' })}
          </p>
          <ul className={styles.links}>
            {COMPANY.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
            <li>
              <button type="button" aria-haspopup="dialog" onClick={showWeChat}>
                {intl.formatMessage({ id: 'footer.wechat' })}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label={intl.formatMessage({ id: 'footer.legal.label' })}>
          <p className={styles.heading} aria-hidden="true">
            {intl.formatMessage({ id: 'footer.legal.label' })}
          </p>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{intl.formatMessage({ id: link.id })}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.pill} onClick={backToTop}>
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
      {wechat !== 'never' && (
        <Suspense fallback={null}>
          <WeChatPopup open={wechat === 'open'} onClose={() => setWeChat('closed')} />
        </Suspense>
      )}
      {contact.element}
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </footer>
  );
}
