import type { CaseCategory, SiteCase } from '@atelier/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/hooks/use-locale';
import { casesQueryOptions } from '../api/site-queries';
import { ContentBody, EmptyState } from './page-parts';
import styles from './site-pages.module.css';

/** The cases of one category, each as an article with its figures and quote. */
export function CaseList({ category }: { category: CaseCategory }) {
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(casesQueryOptions(locale, category));
  const regions = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  if (data.items.length === 0) return <EmptyState />;
  return (
    <ul className={styles.cases}>
      {data.items.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} country={regions.of(item.country) ?? item.country} />
        </li>
      ))}
    </ul>
  );
}

function CaseCard({ item, country }: { item: SiteCase; country: string }) {
  const intl = useIntl();
  const headingId = `case-${item.id}`;
  return (
    <article className={styles.case} aria-labelledby={headingId}>
      <img className={styles.caseImage} src={item.imageUrl} alt="" width={640} height={360} />
      <div className={styles.caseText}>
        {item.illustrative ? (
          <p
            className={styles.badge}
            title={intl.formatMessage({ id: 'sitePages.cases.illustrativeNote' })}
          >
            {intl.formatMessage({ id: 'sitePages.cases.illustrative' })}
            <span className="visually-hidden">
              {' — '}
              {intl.formatMessage({ id: 'sitePages.cases.illustrativeNote' })}
            </span>
          </p>
        ) : null}
        <h2 id={headingId} className={styles.caseTitle}>
          {item.title}
        </h2>
        <p className={styles.meta}>
          {item.institution} ·{' '}
          {intl.formatMessage({ id: 'sitePages.cases.location' }, { city: item.city, country })}
        </p>
        <p>{item.summary}</p>
        {item.figures.length > 0 ? (
          <dl
            className={styles.figures}
            aria-label={intl.formatMessage({ id: 'sitePages.cases.figures' })}
          >
            {item.figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ContentBody source={item.body} nested />
        {item.quote ? (
          <figure className={styles.quote}>
            <blockquote>
              <p>{item.quote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{item.quote.author}</strong>, {item.quote.role}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </article>
  );
}
