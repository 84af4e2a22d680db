import { PRODUCT, SCHOOL_ADMIN_LIMITS, type Locale } from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import type { MailMessage } from '../../../../infrastructure/mail/mailer.js';

/**
 * The mail of an e-mailed invitation, in the inviter's language. Its secret is the link's token;
 * it names the school and the class, nothing about the inviter or other invitees.
 */
export function invitationMail(
  locale: Locale,
  invitation: {
    kind: 'student' | 'teacher';
    to: string;
    link: string;
    schoolName: string;
    className: string | null;
  },
): MailMessage {
  const prefix =
    invitation.kind === 'student' ? 'invitations.mail.student' : 'invitations.mail.teacher';
  const values = {
    product: PRODUCT.name,
    schoolName: invitation.schoolName,
    className: invitation.className ?? '',
    link: invitation.link,
    days: SCHOOL_ADMIN_LIMITS.invitationValidDays,
  };
  return {
    to: invitation.to,
    subject: translate(locale, `${prefix}.subject`, values),
    text: translate(locale, `${prefix}.body`, values),
  };
}
