import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useLocale } from '../../i18n/hooks/use-locale';
import { articleQueryOptions } from '../api/site-queries';
import { formatContentDate } from '../lib/dates';
import { ContentBody, PageHeader, SectionBanners } from './page-parts';
import styles from './site-pages.module.css';

/** The legal pages, each an article of kind `legal` read by its id. */
export type LegalPageId = 'legislation' | 'cookie' | 'terms' | 'privacy';

function ArticleView({ by, value }: { by: 'url' | 'id'; value: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: article } = useSuspenseQuery(articleQueryOptions(locale, by, value));
  usePageMeta({ title: article.title, description: article.summary });
  const eyebrow = intl.formatMessage({
    id: article.kind === 'legal' ? 'sitePages.legal.section' : 'sitePages.article.section',
  });
  return (
    <div className={`page ${styles.page}`}>
      <article className={styles.article} lang={article.lang}>
        <PageHeader eyebrow={eyebrow} title={article.title} lead={article.summary} />
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: 'sitePages.updatedOn' },
            { date: formatContentDate(intl, article.updatedOn) },
          )}
        </p>
        <ContentBody source={article.body} />
      </article>
      <SectionBanners section={article.kind === 'legal' ? 'legal' : 'about'} />
    </div>
  );
}

/** `/about/$url` (and the spec's `/about/#/{url}`): an about article. */
export function AboutArticlePage() {
  const { url } = useParams({ from: '/about/$url' });
  return <ArticleView by="url" value={url} />;
}

/** `/legislation`, `/cookie`, `/terms`, `/privacy`. */
export function LegalPage({ id }: { id: LegalPageId }) {
  return <ArticleView by="id" value={id} />;
}

/** An article or post that does not exist (the server answered 404): a friendly page. */
export function ContentNotFound({
  titleId = 'sitePages.article.notFound.title',
}: {
  titleId?: 'sitePages.article.notFound.title' | 'sitePages.blog.notFound.title';
}) {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.article.notFound.documentTitle' }),
    description: intl.formatMessage({ id: 'sitePages.article.notFound.body' }),
  });
  return (
    <div className={`page ${styles.page} ${styles.notFound}`}>
      <PageHeader
        title={intl.formatMessage({ id: titleId })}
        lead={intl.formatMessage({ id: 'sitePages.article.notFound.body' })}
      >
        <Link to="/" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.article.notFound.home' })}
        </Link>
      </PageHeader>
    </div>
  );
}
