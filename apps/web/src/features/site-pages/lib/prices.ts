import { PRICES, type Locale } from '@atelier/contracts';

export interface Price {
  /** Minor units (pence, cents). */
  amountMinor: number;
  currency: string;
}

/** The regional form of each interface language used for money (the prices are in £ and €). */
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', fr: 'fr-FR' };

/**
 * A price as the language writes it: `£18`, `£29.99`, `39 €`, `9,90 €`, `€15`. Whole amounts show
 * no decimals; others show two.
 */
export function formatPrice(locale: Locale, price: Price): string {
  const whole = price.amountMinor % 100 === 0;
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price.amountMinor / 100);
}

/** The app's price for online-course learners (section 9: 50% off), rounded to the cent. */
export function discountedAppPrice(): Price {
  const { amountMinor, currency, onlineCourseDiscountPercent } = PRICES.appMonthly;
  return {
    amountMinor: Math.round((amountMinor * (100 - onlineCourseDiscountPercent)) / 100),
    currency,
  };
}
