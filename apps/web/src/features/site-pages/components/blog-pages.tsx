import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useLocale } from '../../i18n/hooks/use-locale';
import { blogListQueryOptions, blogPostQueryOptions } from '../api/site-queries';
import { formatContentDate } from '../lib/dates';
import { ContentBody, EmptyState, PageHeader, SectionBanners } from './page-parts';
import styles from './site-pages.module.css';

/** `/blog?page=`: a page of posts, newest first. */
export function BlogListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { page } = useSearch({ from: '/blog/' });
  const { data } = useSuspenseQuery(blogListQueryOptions(locale, page));
  const lead = intl.formatMessage({ id: 'sitePages.blog.description' });
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.blog.documentTitle' }),
    description: lead,
  });
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.blog.title' })} lead={lead} />
      {data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.posts}>
          {data.items.map((post) => (
            <li key={post.slug}>
              <article className={styles.postCard}>
                <img src={post.coverImage} alt="" width={640} height={360} loading="lazy" />
                <h2 className={styles.cardTitle}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }} className={styles.postLink}>
                    {post.title}
                  </Link>
                </h2>
                <p className={styles.meta}>
                  <time dateTime={post.publishedOn}>
                    {formatContentDate(intl, post.publishedOn)}
                  </time>
                  {' · '}
                  {intl.formatMessage(
                    { id: 'sitePages.blog.readingTime' },
                    { minutes: post.readingMinutes },
                  )}
                </p>
                <p>{post.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          className={styles.pagination}
          aria-label={intl.formatMessage({ id: 'sitePages.blog.pagination' })}
        >
          {page > 1 ? (
            <Link to="/blog" search={{ page: page - 1 }} className="button button--ghost">
              {intl.formatMessage({ id: 'sitePages.blog.previous' })}
            </Link>
          ) : null}
          <span aria-current="page">
            {intl.formatMessage({ id: 'sitePages.blog.pageOf' }, { page, pages })}
          </span>
          {page < pages ? (
            <Link to="/blog" search={{ page: page + 1 }} className="button button--ghost">
              {intl.formatMessage({ id: 'sitePages.blog.next' })}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <SectionBanners section="blog" />
    </div>
  );
}

/** `/blog/$slug`: one post. */
export function BlogPostPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { slug } = useParams({ from: '/blog/$slug' });
  const { data: post } = useSuspenseQuery(blogPostQueryOptions(locale, slug));
  usePageMeta({ title: post.title, description: post.summary });
  return (
    <div className={`page ${styles.page}`}>
      <article className={styles.article} lang={post.lang}>
        <p className={styles.eyebrow}>
          <Link to="/blog" search={{ page: 1 }}>
            {intl.formatMessage({ id: 'sitePages.blog.back' })}
          </Link>
        </p>
        <PageHeader title={post.title} lead={post.summary} />
        <p className={styles.meta}>
          {intl.formatMessage({ id: 'sitePages.blog.byline' }, { author: post.author })}
          {' · '}
          <time dateTime={post.publishedOn}>{formatContentDate(intl, post.publishedOn)}</time>
          {' · '}
          {intl.formatMessage(
            { id: 'sitePages.blog.readingTime' },
            { minutes: post.readingMinutes },
          )}
        </p>
        <img className={styles.cover} src={post.coverImage} alt="" width={960} height={540} />
        <ContentBody source={post.body} />
      </article>
    </div>
  );
}
