import { PRICES } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { discountedAppPrice, formatPrice } from './prices';

/** Intl puts narrow no-break spaces in French; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes the section 9 prices the English way', () => {
    expect(formatPrice('en', PRICES.lesson)).toBe('£18');
    expect(formatPrice('en', PRICES.monthlyPlan)).toBe('£29.99');
    expect(formatPrice('en', PRICES.flashcardsPerLevel)).toBe('€39');
    expect(formatPrice('en', PRICES.appMonthly)).toBe('€9.90');
    expect(formatPrice('en', PRICES.referralLesson)).toBe('€15');
  });

  it('writes them the French way (comma, symbol after the amount)', () => {
    expect(plain(formatPrice('fr', PRICES.lesson))).toBe('18 £GB');
    expect(plain(formatPrice('fr', PRICES.monthlyPlan))).toBe('29,99 £GB');
    expect(plain(formatPrice('fr', PRICES.flashcardsPerLevel))).toBe('39 €');
    expect(plain(formatPrice('fr', PRICES.appMonthly))).toBe('9,90 €');
    expect(plain(formatPrice('fr', PRICES.referralLesson))).toBe('15 €');
  });

  it('writes them the Chinese way', () => {
    expect(formatPrice('zh', PRICES.lesson)).toBe('£18');
    expect(formatPrice('zh', PRICES.monthlyPlan)).toBe('£29.99');
    expect(formatPrice('zh', PRICES.flashcardsPerLevel)).toBe('€39');
    expect(formatPrice('zh', PRICES.appMonthly)).toBe('€9.90');
  });

  it('halves the app price for online-course learners', () => {
    expect(discountedAppPrice()).toEqual({ amountMinor: 495, currency: 'EUR' });
    expect(formatPrice('en', discountedAppPrice())).toBe('€4.95');
  });
});
