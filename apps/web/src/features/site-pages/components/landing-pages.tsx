import {
  AGE_RANGES,
  CURRICULUM,
  LIVE_CLASS,
  PRICES,
  REPLY_WITHIN_HOURS,
  type Locale,
} from '@atelier/contracts';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/use-page-meta';
import { DemoRequestForm } from '../../enquiries/components/demo-request-form';
import { useLocale } from '../../i18n/hooks/use-locale';
import { formatPrice } from '../lib/prices';
import { FixedLanguage } from './fixed-language';
import { PageHeader } from './page-parts';
import styles from './site-pages.module.css';

/** `/demo-attendance` (English) and `/fr/demo-attendance` (French), whatever the UI language. */
export function DemoAttendancePage({ locale }: { locale: Extract<Locale, 'en' | 'fr'> }) {
  return (
    <FixedLanguage locale={locale}>
      <DemoAttendanceContent />
    </FixedLanguage>
  );
}

function DemoAttendanceContent() {
  const intl = useIntl();
  const lead = intl.formatMessage({ id: 'sitePages.demo.description' });
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.demo.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.demo.title' })} lead={lead}>
        <Link to="/new-landing" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.demo.book' })}
        </Link>
      </PageHeader>
      <section className={styles.section} aria-labelledby="demo-steps">
        <h2 id="demo-steps" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.demo.steps.title' })}
        </h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage({ id: 'sitePages.demo.step1' })}</li>
          <li>
            {intl.formatMessage({ id: 'sitePages.demo.step2' }, { hours: REPLY_WITHIN_HOURS })}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.demo.step3' },
              { minutes: LIVE_CLASS.minutesPerLesson, learners: LIVE_CLASS.learners },
            )}
          </li>
          <li>{intl.formatMessage({ id: 'sitePages.demo.step4' })}</li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="demo-prepare">
        <h2 id="demo-prepare" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.demo.prepare.title' })}
        </h2>
        <ul className={styles.facts}>
          <li>{intl.formatMessage({ id: 'sitePages.demo.prepare1' })}</li>
          <li>{intl.formatMessage({ id: 'sitePages.demo.prepare2' })}</li>
          <li>{intl.formatMessage({ id: 'sitePages.demo.prepare3' })}</li>
        </ul>
      </section>
    </div>
  );
}

/** `/landing`: the online course in short, with registration and payment entry. */
export function LandingPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const lead = intl.formatMessage(
    { id: 'sitePages.landing.description' },
    { ...AGE_RANGES.onlineCourse, price: formatPrice(locale, PRICES.lesson) },
  );
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.landing.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.landing.title' })} lead={lead}>
        <Link to="/user/register" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.landing.register' })}
        </Link>
        <Link to="/purchase" className="button button--secondary button--large">
          {intl.formatMessage({ id: 'sitePages.landing.pay' })}
        </Link>
      </PageHeader>
      <section className={styles.section} aria-labelledby="landing-why">
        <h2 id="landing-why" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.landing.why' })}
        </h2>
        <ul className={styles.facts}>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.landing.point1' },
              { learners: LIVE_CLASS.learners },
            )}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.landing.point2' },
              { minutes: LIVE_CLASS.minutesPerLesson, lessons: LIVE_CLASS.lessonsPerMonth },
            )}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.landing.point3' },
              { words: CURRICULUM.words, levels: CURRICULUM.levels },
            )}
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="landing-steps">
        <h2 id="landing-steps" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.landing.steps' })}
        </h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage({ id: 'sitePages.landing.step1' })}</li>
          <li>{intl.formatMessage({ id: 'sitePages.landing.step2' })}</li>
        </ol>
      </section>
    </div>
  );
}

/** `/new-landing`: the demo request form. */
export function NewLandingPage() {
  const intl = useIntl();
  const lead = intl.formatMessage(
    { id: 'sitePages.newLanding.description' },
    { minutes: LIVE_CLASS.minutesPerLesson, learners: LIVE_CLASS.learners },
  );
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.newLanding.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.newLanding.title' })} lead={lead} />
      <section className={styles.formSection} aria-labelledby="new-landing-form">
        <h2 id="new-landing-form" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.newLanding.form' })}
        </h2>
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: 'sitePages.newLanding.promise' },
            { hours: REPLY_WITHIN_HOURS },
          )}
        </p>
        <DemoRequestForm />
      </section>
    </div>
  );
}
