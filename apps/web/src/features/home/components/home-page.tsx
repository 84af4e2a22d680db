import { PRODUCT } from '@atelier/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useLocale } from '../../i18n/hooks/use-locale';
import { homeDataQueryOptions } from '../api/home-queries';
import { BannerSection } from './banner-section';
import styles from './home-page.module.css';

export function HomePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(homeDataQueryOptions(locale));
  useDocumentTitle(intl.formatMessage({ id: 'home.documentTitle' }, { product: PRODUCT.name }));
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroText}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {data.hero.title}
          </h1>
          <p className={styles.heroSubtitle}>{data.hero.subtitle}</p>
          <AppLink href={data.hero.ctaUrl} className="button button--primary button--large">
            {data.hero.ctaLabel}
          </AppLink>
        </div>
        <HeroPicture />
      </section>

      <BannerSection placement="home" titleId="home.banners.title" />

      <section className={styles.section} aria-labelledby="home-highlights-title">
        <h2 id="home-highlights-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'home.highlights.title' })}
        </h2>
        <ul className={styles.highlights}>
          {data.highlights.map((highlight) => (
            <li key={highlight.id} className={styles.highlight}>
              <span className={styles.highlightIcon} aria-hidden="true">
                {highlight.icon}
              </span>
              <h3 className={styles.highlightTitle}>{highlight.title}</h3>
              <p className={styles.highlightBody}>{highlight.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.figuresBand} aria-labelledby="home-figures-title">
        <h2 id="home-figures-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'home.figures.title' })}
        </h2>
        <dl className={styles.figures}>
          {data.figures.map((figure) => (
            <div key={figure.id} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="home-testimonials-title">
        <h2 id="home-testimonials-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'home.testimonials.title' })}
        </h2>
        <ul className={styles.testimonials}>
          {data.testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className={styles.testimonial}>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <strong>{testimonial.author}</strong>
                  <span>{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <BannerSection placement="other" titleId="home.otherBanners.title" />
    </div>
  );
}

/** A cheerful decorative picture beside the hero text. */
function HeroPicture() {
  return (
    <svg className={styles.heroPicture} viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="160" cy="130" r="118" fill="var(--color-primary-soft)" />
      <circle cx="262" cy="52" r="26" fill="var(--color-accent)" />
      <rect
        x="74"
        y="70"
        width="172"
        height="128"
        rx="22"
        fill="#fff"
        stroke="var(--color-primary)"
        strokeWidth="6"
      />
      <path
        d="M160 88v92M112 112h96M120 152h80"
        stroke="var(--color-primary)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="66" cy="206" r="16" fill="var(--color-teal)" />
      <circle cx="252" cy="212" r="10" fill="var(--color-teal)" />
      <path
        d="M36 96c14-18 34-18 48 0"
        stroke="var(--color-accent)"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
