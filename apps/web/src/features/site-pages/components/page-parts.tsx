import type { SiteSection } from '@atelier/contracts';
import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { ErrorBoundary } from '../../../ui/error-boundary/error-boundary';
import { useLocale } from '../../i18n/hooks/use-locale';
import { sectionBannersQueryOptions } from '../api/site-queries';
import { SiteMarkdown, type SiteLinkProps } from './site-markdown';
import styles from './site-pages.module.css';

interface PageHeaderProps {
  /** A short line above the title (the section the page belongs to). */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** The page's only level-1 heading, with its lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}

/** Shown in place of a list that has nothing published yet. */
export function EmptyState() {
  const intl = useIntl();
  return <p className={styles.empty}>{intl.formatMessage({ id: 'sitePages.empty' })}</p>;
}

function RouterLink({ href, className, children }: SiteLinkProps) {
  return (
    <AppLink href={href} className={className}>
      {children}
    </AppLink>
  );
}

/** A content body (article, post, case) rendered from its Markdown, with router links. */
export function ContentBody({ source, nested = false }: { source: string; nested?: boolean }) {
  return (
    <SiteMarkdown
      source={source}
      className={styles.prose}
      linkComponent={RouterLink}
      headingShift={nested ? 1 : 0}
    />
  );
}

/**
 * The banners of an inner page (`GET /ajax/other/banners?section=`). They load on their own and
 * stay out of the way: nothing while loading fails or when there are none.
 */
export function SectionBanners({ section }: { section: SiteSection }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={() => null}>
          <Suspense fallback={null}>
            <BannerCards section={section} />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function BannerCards({ section }: { section: SiteSection }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const { data: banners } = useSuspenseQuery(sectionBannersQueryOptions(locale, section));
  if (banners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'sitePages.banners.title' })}
      </h2>
      <ul className={styles.banners}>
        {banners.slice(0, 3).map((banner) => (
          <li key={banner.id}>
            <AppLink href={banner.linkUrl} className={styles.bannerCard}>
              <img src={banner.imageUrl} alt="" width={480} height={270} loading="lazy" />
              <span className={styles.bannerTitle}>{banner.title}</span>
              <span className={styles.bannerSubtitle}>{banner.subtitle}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
