import { PRICES, PRODUCT } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import { usePageMeta } from '../../../ui/use-page-meta';
import { AmbassadorForm } from '../../enquiries/components/ambassador-form';
import { ConsultationForm } from '../../enquiries/components/consultation-form';
import { useLocale } from '../../i18n/hooks/use-locale';
import { formatPrice } from '../lib/prices';
import { CaseList } from './case-list';
import { PageHeader, SectionBanners } from './page-parts';
import styles from './site-pages.module.css';

const product = { product: PRODUCT.name };

/** `/{product}-success-case-demo.html`: the customer success stories. */
export function CasesPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'sitePages.cases.title' });
  const lead = intl.formatMessage({ id: 'sitePages.cases.description' }, product);
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.cases.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={title} lead={lead} />
      <CaseList category="customer" />
      <SectionBanners section="cases" />
    </div>
  );
}

/** `/cooperation`: the partners' cases and the consultation form. */
export function CooperationPage() {
  const intl = useIntl();
  const lead = intl.formatMessage({ id: 'sitePages.cooperation.description' }, product);
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.cooperation.documentTitle' }),
    description: lead,
  });
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.cooperation.title' })} lead={lead}>
        <a href="#consultation" className="button button--primary button--large">
          {intl.formatMessage({ id: 'sitePages.cooperation.form' })}
        </a>
      </PageHeader>
      <section className={styles.section} aria-labelledby="cooperation-cases">
        <h2 id="cooperation-cases" className="visually-hidden">
          {intl.formatMessage({ id: 'sitePages.cooperation.cases' })}
        </h2>
        <CaseList category="cooperation" />
      </section>
      <section
        id="consultation"
        className={styles.formSection}
        aria-labelledby="consultation-title"
      >
        <h2 id="consultation-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.cooperation.form' })}
        </h2>
        <ConsultationForm />
      </section>
      <SectionBanners section="cooperation" />
    </div>
  );
}

/** `/ambassador`: how the ambassador programme works and the application form. */
export function AmbassadorPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const lead = intl.formatMessage({ id: 'sitePages.ambassador.description' }, product);
  usePageMeta({
    title: intl.formatMessage({ id: 'sitePages.ambassador.documentTitle' }),
    description: lead,
  });
  const price = formatPrice(locale, PRICES.referralLesson);
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={intl.formatMessage({ id: 'sitePages.ambassador.title' })} lead={lead} />
      <section className={styles.section} aria-labelledby="ambassador-how">
        <h2 id="ambassador-how" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.ambassador.how' })}
        </h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage({ id: 'sitePages.ambassador.step1' })}</li>
          <li>{intl.formatMessage({ id: 'sitePages.ambassador.step2' })}</li>
          <li>{intl.formatMessage({ id: 'sitePages.ambassador.step3' }, { price })}</li>
        </ol>
      </section>
      <section className={styles.formSection} aria-labelledby="ambassador-form">
        <h2 id="ambassador-form" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'sitePages.ambassador.form' })}
        </h2>
        <AmbassadorForm />
      </section>
      <SectionBanners section="ambassador" />
    </div>
  );
}
