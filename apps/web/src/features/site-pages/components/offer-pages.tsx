import {
  AGE_RANGES,
  COMPANY,
  CURRICULUM,
  LIVE_CLASS,
  ONE_TO_ONE_PACKAGE,
  PRICES,
  PRODUCT,
  TRIAL_MONTHS,
  VACATION_CAMP,
  type Video,
} from '@atelier/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl, type IntlShape } from 'react-intl';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useLocale } from '../../i18n/hooks/use-locale';
import { featuredVideoQueryOptions, videoListQueryOptions } from '../api/site-queries';
import { discountedAppPrice, formatPrice } from '../lib/prices';
import { EmptyState, PageHeader, SectionBanners } from './page-parts';
import styles from './site-pages.module.css';

/** `/purchase`: services and the prices of section 9. */
export function PurchasePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const lead = intl.formatMessage({ id: 'sitePages.purchase.description' });
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.purchase.documentTitle' }),
    description: lead,
  });
  const price = (key: keyof typeof PRICES) => formatPrice(locale, PRICES[key]);
  const plans = [
    {
      id: 'lesson',
      name: intl.formatMessage({ id: 'sitePages.purchase.price.lesson' }),
      price: intl.formatMessage(
        { id: 'sitePages.purchase.price.lessonUnit' },
        { price: price('lesson') },
      ),
      note: intl.formatMessage(
        { id: 'sitePages.purchase.live.length' },
        { minutes: LIVE_CLASS.minutesPerLesson },
      ),
    },
    {
      id: 'monthly',
      name: intl.formatMessage({ id: 'sitePages.purchase.price.monthlyPlan' }),
      price: intl.formatMessage(
        { id: 'sitePages.purchase.price.monthlyPlanUnit' },
        { price: price('monthlyPlan') },
      ),
      note: intl.formatMessage(
        { id: 'sitePages.purchase.price.monthlyPlanNote' },
        { lessons: LIVE_CLASS.lessonsPerMonth },
      ),
    },
    {
      id: 'flashcards',
      name: intl.formatMessage({ id: 'sitePages.purchase.price.flashcards' }),
      price: intl.formatMessage(
        { id: 'sitePages.purchase.price.flashcardsUnit' },
        { price: price('flashcardsPerLevel') },
      ),
      note: null,
    },
    {
      id: 'app',
      name: intl.formatMessage({ id: 'sitePages.purchase.price.app' }),
      price: intl.formatMessage(
        { id: 'sitePages.purchase.price.appUnit' },
        { price: price('appMonthly') },
      ),
      note: intl.formatMessage(
        { id: 'sitePages.purchase.price.appNote' },
        {
          percent: PRICES.appMonthly.onlineCourseDiscountPercent,
          price: formatPrice(locale, discountedAppPrice()),
        },
      ),
    },
    {
      id: 'referral',
      name: intl.formatMessage({ id: 'sitePages.purchase.price.referral' }),
      price: intl.formatMessage(
        { id: 'sitePages.purchase.price.referralUnit' },
        { price: price('referralLesson') },
      ),
      note: intl.formatMessage({ id: 'sitePages.purchase.price.referralNote' }),
    },
  ];
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.purchase.title' })} lead={lead}>
        <Link to="/user/register" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.purchase.cta.register' })}
        </Link>
        <Link
          to="/online-chinese-learning-class"
          className="button button--secondary button--large"
        >
          {intl.formatMessage({ id: 'sitePages.purchase.cta.course' })}
        </Link>
      </PageHeader>
      <section className={styles.section} aria-labelledby="purchase-live">
        <h2 id="purchase-live" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.purchase.live.title' })}
        </h2>
        <LiveClassFacts intl={intl} />
      </section>
      <section className={styles.section} aria-labelledby="purchase-prices">
        <h2 id="purchase-prices" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.purchase.plans.title' })}
        </h2>
        <ul className={styles.cards}>
          {plans.map((plan) => (
            <li key={plan.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{plan.name}</h3>
              <p className={styles.price}>{plan.price}</p>
              {plan.note ? <p className={styles.cardNote}>{plan.note}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="purchase-extras">
        <h2 id="purchase-extras" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.purchase.extras.title' })}
        </h2>
        <ul className={styles.facts}>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.purchase.extras.oneToOne' },
              { lessons: ONE_TO_ONE_PACKAGE.lessons, months: ONE_TO_ONE_PACKAGE.validMonths },
            )}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.purchase.extras.camp' },
              {
                lessons: VACATION_CAMP.lessonsPerWeek,
                themed: VACATION_CAMP.themedLessons,
                practice: VACATION_CAMP.practiceLessons,
              },
            )}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.purchase.extras.trial' },
              { months: TRIAL_MONTHS },
            )}
          </li>
        </ul>
      </section>
      <SectionBanners section="purchase" />
    </div>
  );
}

/** The facts of the live classes (section 9: 4 learners, 50 minutes, 4 lessons a month). */
function LiveClassFacts({ intl }: { intl: IntlShape }) {
  return (
    <ul className={styles.facts}>
      <li>
        {intl.formatMessage(
          { id: 'sitePages.purchase.live.groupSize' },
          { learners: LIVE_CLASS.learners },
        )}
      </li>
      <li>
        {intl.formatMessage(
          { id: 'sitePages.purchase.live.length' },
          { minutes: LIVE_CLASS.minutesPerLesson },
        )}
      </li>
      <li>
        {intl.formatMessage(
          { id: 'sitePages.purchase.live.perMonth' },
          { lessons: LIVE_CLASS.lessonsPerMonth },
        )}
      </li>
      <li>{intl.formatMessage({ id: 'sitePages.purchase.live.ages' }, AGE_RANGES.onlineCourse)}</li>
    </ul>
  );
}

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `/online-chinese-learning-class`: the live online course. */
export function OnlineCoursePage() {
  const intl = useIntl();
  const lead = intl.formatMessage({ id: 'sitePages.course.description' }, AGE_RANGES.onlineCourse);
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.course.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.course.title' })} lead={lead}>
        <Link to="/purchase" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.course.cta' })}
        </Link>
      </PageHeader>
      <section className={styles.section} aria-labelledby="course-video">
        <h2 id="course-video" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.course.video.title' })}
        </h2>
        <FeaturedVideo />
      </section>
      <section className={styles.section} aria-labelledby="course-facts">
        <h2 id="course-facts" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.course.facts.title' })}
        </h2>
        <LiveClassFacts intl={intl} />
        <ul className={styles.facts}>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.course.facts.words' },
              { words: CURRICULUM.words, levels: CURRICULUM.levels },
            )}
          </li>
          <li>
            {intl.formatMessage(
              { id: 'sitePages.course.facts.themes' },
              { themes: CURRICULUM.themes },
            )}
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="course-levels">
        <h2 id="course-levels" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.course.levels.title' })}
        </h2>
        <ul className={styles.cards}>
          {LEVELS.map((level) => {
            const course = CURRICULUM.courses[level];
            const { min, max } = course.lessons;
            return (
              <li key={level} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {intl.formatMessage({ id: `sitePages.course.level.${level}` })}
                </h3>
                <p className={styles.cardNote}>
                  {intl.formatMessage(
                    { id: 'sitePages.course.level.detail' },
                    {
                      first: course.levels[0],
                      second: course.levels[1],
                      lessons: min === max ? String(min) : `${min}–${max}`,
                    },
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="course-videos">
        <h2 id="course-videos" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.course.videos.title' })}
        </h2>
        <LessonVideos />
      </section>
      <SectionBanners section="online-course" />
    </div>
  );
}

function VideoFigure({ video, headingLevel }: { video: Video; headingLevel: 'h3' | 'p' }) {
  const intl = useIntl();
  const Title = headingLevel;
  return (
    <figure className={styles.video}>
      {video.url ? (
        <video
          controls
          preload="none"
          poster={video.posterUrl}
          src={video.url}
          width={640}
          height={360}
        ></video>
      ) : (
        <img src={video.posterUrl} alt="" width={640} height={360} loading="lazy" />
      )}
      <figcaption>
        <Title className={styles.cardTitle}>{video.title}</Title>
        <p>{video.description}</p>
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: 'sitePages.course.video.duration' },
            { duration: formatDuration(video.durationSeconds) },
          )}
          {video.url
            ? null
            : ` · ${intl.formatMessage({ id: 'sitePages.course.video.unpublished' })}`}
        </p>
      </figcaption>
    </figure>
  );
}

/** The featured film (`GET /ajax/video`): its poster only while `url` is null. */
function FeaturedVideo() {
  const { locale } = useLocale();
  const { data: video } = useSuspenseQuery(featuredVideoQueryOptions(locale));
  return <VideoFigure video={video} headingLevel="p" />;
}

/** Lesson extracts (`POST /atelier/video/list`, category lesson). */
function LessonVideos() {
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(videoListQueryOptions(locale, 'lesson'));
  if (data.items.length === 0) return <EmptyState />;
  return (
    <ul className={styles.cards}>
      {data.items.map((video) => (
        <li key={video.id}>
          <VideoFigure video={video} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/** `/learn-chinese-{product}-atelier-tablet-app-download`: the tablet app and its stores. */
export function TabletAppPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const lead = intl.formatMessage({ id: 'sitePages.app.description' }, AGE_RANGES.app);
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.app.documentTitle' }),
    description: lead,
  });
  const features = ['scenes', 'speaking', 'cards', 'parents'] as const;
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader
        title={intl.formatMessage({ id: 'sitePages.app.title' }, { product: PRODUCT.name })}
        lead={lead}
      />
      <section className={styles.section} aria-labelledby="app-stores">
        <h2 id="app-stores" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.app.stores' })}
        </h2>
        {COMPANY.appStoreUrl || COMPANY.googlePlayUrl ? (
          <div className={styles.actions}>
            {COMPANY.appStoreUrl && (
              <a
                className="button button--primary button--large"
                href={COMPANY.appStoreUrl}
                rel="noopener noreferrer"
              >
                {intl.formatMessage({ id: 'sitePages.app.appStore' })}
              </a>
            )}
            {COMPANY.googlePlayUrl && (
              <a
                className="button button--secondary button--large"
                href={COMPANY.googlePlayUrl}
                rel="noopener noreferrer"
              >
                {intl.formatMessage({ id: 'sitePages.app.googlePlay' })}
              </a>
            )}
          </div>
        ) : (
          // No store listing yet (COMPANY in contracts): say so rather than link nowhere.
          <p>{intl.formatMessage({ id: 'sitePages.app.storesSoon' })}</p>
        )}
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: 'sitePages.app.price' },
            { price: formatPrice(locale, PRICES.appMonthly) },
          )}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="app-features">
        <h2 id="app-features" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.app.features.title' })}
        </h2>
        <ul className={styles.facts}>
          {features.map((feature) => (
            <li key={feature}>{intl.formatMessage({ id: `sitePages.app.feature.${feature}` })}</li>
          ))}
        </ul>
      </section>
      <SectionBanners section="tablet-app" />
    </div>
  );
}
