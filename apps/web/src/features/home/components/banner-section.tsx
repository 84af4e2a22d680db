import type { MessageId } from '@atelier/i18n';
import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { ErrorBoundary } from '../../../ui/error-boundary/error-boundary';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { useLocale } from '../../i18n/hooks/use-locale';
import { bannersQueryOptions, type BannerPlacement } from '../api/home-queries';
import styles from './banner-section.module.css';

interface BannerSectionProps {
  placement: BannerPlacement;
  titleId: MessageId;
}

/**
 * A strip of banner cards that scrolls sideways, with previous/next buttons. It loads on its own:
 * while it does, or if it fails, the rest of the home page is already usable.
 */
export function BannerSection({ placement, titleId }: BannerSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: titleId })}
      </h2>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary
            onReset={reset}
            fallback={(retry) => (
              <div className={styles.error} role="status">
                <p>{intl.formatMessage({ id: 'home.banners.error' })}</p>
                <button type="button" className="button button--ghost" onClick={retry}>
                  {intl.formatMessage({ id: 'common.retry' })}
                </button>
              </div>
            )}
          >
            <Suspense fallback={<BannerSkeleton />}>
              <BannerStrip placement={placement} />
            </Suspense>
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </section>
  );
}

function BannerSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.track} role="status" aria-busy="true">
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.card}>
          <Skeleton height="9rem" radius="var(--radius-m)" />
          <Skeleton height="1.25rem" width="70%" />
          <Skeleton height="1rem" width="90%" />
        </div>
      ))}
    </div>
  );
}

function BannerStrip({ placement }: { placement: BannerPlacement }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: banners } = useSuspenseQuery(bannersQueryOptions(locale, placement));
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, banners]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * track.clientWidth * 0.8,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  if (banners.length === 0) {
    return <p className={styles.empty}>{intl.formatMessage({ id: 'home.banners.empty' })}</p>;
  }

  const scrollable = !(edges.atStart && edges.atEnd);
  return (
    <div className={styles.carousel}>
      <ul ref={trackRef} className={styles.track} onScroll={measure}>
        {banners.map((banner) => (
          <li key={banner.id} className={styles.card}>
            <AppLink href={banner.linkUrl} className={styles.cardLink}>
              <img className={styles.image} src={banner.imageUrl} alt="" width={480} height={270} />
              <span className={styles.cardTitle}>{banner.title}</span>
              <span className={styles.cardSubtitle}>{banner.subtitle}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      {scrollable && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={intl.formatMessage({ id: 'home.banners.previous' })}
            disabled={edges.atStart}
            onClick={() => scroll(-1)}
          >
            <span className={styles.arrowLeft} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={intl.formatMessage({ id: 'home.banners.next' })}
            disabled={edges.atEnd}
            onClick={() => scroll(1)}
          >
            <span className={styles.arrowRight} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
