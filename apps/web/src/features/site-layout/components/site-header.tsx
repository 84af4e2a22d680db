import { PRODUCT, ROLE_HOME } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { NavDropdown } from '../../../ui/dropdown/nav-dropdown';
import { useDisplayedUser } from '../../account/hooks/use-displayed-user';
import { LanguageSwitch } from '../../i18n/components/language-switch';
import { useLocale } from '../../i18n/hooks/use-locale';
import { useLogout } from '../../session/hooks/use-logout';
import { useSession } from '../../session/hooks/use-session';
import { LogoMark } from './logo-mark';
import styles from './site-header.module.css';
import { aboutArticlePath, useAboutArticles } from '../api/about-articles';
import { useFormDialog } from './form-dialogs';
import { UserAvatar } from './user-avatar';

/** Spec route of the tablet app page: /learn-chinese-{product}-atelier-tablet-app-download. */
const TABLET_APP_PATH = `/learn-chinese-${PRODUCT.slug}-atelier-tablet-app-download`;
const CASES_PATH = `/${PRODUCT.slug}-success-case-demo.html`;
/** The demo-attendance page in English and in French (spec section 2). */
const DEMO_ATTENDANCE_PATHS = { en: '/demo-attendance', fr: '/fr/demo-attendance' } as const;

export function SiteHeader() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const session = useSession();
  const displayedUser = useDisplayedUser();
  const logout = useLogout();
  const { locale } = useLocale();
  const aboutArticles = useAboutArticles(locale);
  const enquiry = useFormDialog('enquiry');

  // The narrow-screen menu closes once a link in it is followed, or on Escape.
  const closeMenuOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  const closeMenuOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
      setMenuOpen(false);
      menuToggleRef.current?.focus();
    }
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span className={styles.brandName}>{PRODUCT.name}</span>
        </Link>

        <button
          ref={menuToggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {t(menuOpen ? 'header.menu.close' : 'header.menu.open')}
        </button>

        <div
          id={menuId}
          className={styles.menu}
          data-open={menuOpen}
          onClick={closeMenuOnLink}
          onKeyDown={closeMenuOnEscape}
        >
          <div className={styles.tools}>
            <button
              type="button"
              className="button button--primary"
              aria-busy={enquiry.busy || undefined}
              onClick={enquiry.show}
            >
              {t('header.enquire')}
            </button>
            <LanguageSwitch />
            {session.isLoggedIn && session.role ? (
              <div className={styles.account}>
                <UserAvatar user={displayedUser} />
                <AppLink href={ROLE_HOME[session.role]} className="button button--secondary">
                  {t('header.personalCentre')}
                </AppLink>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={session.status === 'loggingOut'}
                  onClick={() => void logout()}
                >
                  {t('header.logout')}
                </button>
              </div>
            ) : (
              <div className={styles.account}>
                <AppLink href="/user/register" className="button button--secondary">
                  {t('header.register')}
                </AppLink>
                <Link to="/user/login" className="button button--primary">
                  {t('header.login')}
                </Link>
              </div>
            )}
          </div>

          <nav className={styles.nav} aria-label={t('header.nav.label')}>
            <ul className={styles.navList}>
              <li>
                <NavDropdown label={t('header.nav.about')}>
                  {aboutArticles.map((article) => (
                    <li key={article.id}>
                      <AppLink href={aboutArticlePath(article.url)}>{article.title}</AppLink>
                    </li>
                  ))}
                  <li>
                    <AppLink href={TABLET_APP_PATH}>{t('header.nav.tabletApp')}</AppLink>
                  </li>
                </NavDropdown>
              </li>
              <li>
                <NavDropdown label={t('header.nav.partnership')}>
                  <li>
                    <AppLink href="/cooperation">{t('header.nav.cooperation')}</AppLink>
                  </li>
                  <li>
                    <AppLink href="/ambassador">{t('header.nav.ambassador')}</AppLink>
                  </li>
                  <li>
                    <button type="button" onClick={enquiry.show}>
                      {t('header.nav.forInstitutions')}
                    </button>
                  </li>
                  <li>
                    <AppLink href={DEMO_ATTENDANCE_PATHS.en} hrefLang="en">
                      {t('header.nav.demoEn')}
                    </AppLink>
                  </li>
                  <li>
                    <AppLink href={DEMO_ATTENDANCE_PATHS.fr} hrefLang="fr">
                      {t('header.nav.demoFr')}
                    </AppLink>
                  </li>
                </NavDropdown>
              </li>
              <li>
                <AppLink className={styles.navLink} href={CASES_PATH}>
                  {t('header.nav.cases')}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.navLink} href="/purchase">
                  {t('header.nav.services')}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.navLink} href="/landing">
                  {t('header.nav.signUpPay')}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.navLink} href="/online-chinese-learning-class">
                  {t('header.nav.onlineCourse')}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.navLink} href="/blog">
                  {t('header.nav.blog')}
                </AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      {enquiry.element}
    </header>
  );
}
