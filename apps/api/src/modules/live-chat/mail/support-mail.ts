import { PRODUCT, SUPPORT_PAGE_PATH, type Locale } from '@atelier/contracts';
import { translate, type MessageId } from '@atelier/i18n';
import type { MailMessage } from '../../../infrastructure/mail/mailer.js';

/** The support team reads English, whatever the visitor's language. */
const TEAM_LOCALE: Locale = 'en';

export interface SupportMailInput {
  to: string;
  conversationId: string;
  messageId: string;
  body: string;
  visitor: { name: string | null; email: string | null };
  lang: string;
  at: string;
  /** Origin of the web app, for the link to the inbox. */
  origin: string;
}

/**
 * The mail to the support address for a visitor's message: the text, who wrote it (if they
 * said), and a link to the conversation in the support inbox. The team answers in the inbox,
 * or by mail when the visitor left an e-mail.
 */
export function supportMail(input: SupportMailInput): MailMessage {
  const t = (id: MessageId, values?: Record<string, string>) => translate(TEAM_LOCALE, id, values);
  const notGiven = t('liveChat.mail.notGiven');
  const url = `${input.origin}${SUPPORT_PAGE_PATH}?conversation=${encodeURIComponent(input.conversationId)}`;
  return {
    to: input.to,
    subject: `${PRODUCT.name} · ${t('liveChat.mail.subject', { reference: input.conversationId })}`,
    text: [
      t('liveChat.mail.intro', { date: input.at, lang: input.lang }),
      '',
      `${t('liveChat.mail.name')}: ${input.visitor.name ?? notGiven}`,
      `${t('liveChat.mail.email')}: ${input.visitor.email ?? notGiven}`,
      '',
      `${t('liveChat.mail.message')}:`,
      input.body,
      '',
      t('liveChat.mail.answer', { url }),
      '',
    ].join('\n'),
  };
}
