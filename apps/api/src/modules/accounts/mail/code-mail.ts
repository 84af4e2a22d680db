import { EMAIL_CODE, PRODUCT, type Locale } from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import type { MailMessage } from '../../../infrastructure/mail/mailer.js';

/**
 * The mail that carries an e-mailed code, in the request's language. The code is its only secret:
 * no link with a token, no name, nothing about the account.
 */
export function codeMail(
  locale: Locale,
  purpose: 'register' | 'reset',
  to: string,
  code: string,
): MailMessage {
  const prefix = purpose === 'register' ? 'mail.registerCode' : 'mail.resetCode';
  const values = { product: PRODUCT.name, code, minutes: EMAIL_CODE.ttlMinutes };
  return {
    to,
    subject: translate(locale, `${prefix}.subject`, values),
    text: translate(locale, `${prefix}.body`, values),
  };
}
