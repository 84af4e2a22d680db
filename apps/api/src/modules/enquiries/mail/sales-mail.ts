import { PRODUCT, REPLY_WITHIN_HOURS, type Locale } from '@atelier/contracts';
import { translate, type MessageId } from '@atelier/i18n';
import type { MailMessage } from '../../../infrastructure/mail/mailer.js';
import type { EnquirySubmission } from '../commands/submit-enquiry/submit-enquiry.command.js';

/** The sales team reads English, whatever the visitor's language. */
const TEAM_LOCALE: Locale = 'en';

export interface SalesMailInput {
  to: string;
  enquiryId: string;
  submission: EnquirySubmission;
  /** The visitor's language. */
  lang: string;
  /** ISO-8601 time of the submission. */
  at: string;
  /** A readable country/region for a code (`France / Île-de-France (FR-IDF)`). */
  describePlace: (code: string) => string;
}

type Line = [label: MessageId, value: string | number | undefined];

/**
 * The mail to the sales address: what was sent, every field of the form labelled in English, so
 * nothing a visitor typed is lost between the form and the team (the seed product dropped names,
 * phones and e-mails). Values are the visitor's own text.
 */
export function salesMail(input: SalesMailInput): MailMessage {
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    translate(TEAM_LOCALE, id, values);
  const kind = t(`enquiries.kind.${input.submission.kind}`);
  const reference = input.enquiryId;
  const notGiven = t('enquiries.mail.notGiven');
  const lines = fieldLines(input).map(([label, value]) => {
    const text = value === undefined || value === '' ? notGiven : String(value);
    return `${t(label)}: ${text}`;
  });
  return {
    to: input.to,
    subject: t('enquiries.mail.subject', { product: PRODUCT.name, kind, reference }),
    text: [
      t('enquiries.mail.intro', {
        kind,
        date: input.at,
        lang: input.lang,
        reference,
        hours: REPLY_WITHIN_HOURS,
      }),
      '',
      ...lines,
      '',
    ].join('\n'),
  };
}

function fieldLines({ submission, describePlace }: SalesMailInput): Line[] {
  const t = (id: MessageId) => translate(TEAM_LOCALE, id);
  const consent: Line = ['enquiries.mail.consentGiven', t('enquiries.mail.yes')];
  switch (submission.kind) {
    case 'institution': {
      const f = submission.form;
      return [
        ['enquiries.field.institutionName', f.institutionName],
        ['enquiries.field.firstName', f.institutionPersonFirstName],
        ['enquiries.field.lastName', f.institutionPersonLastName],
        ['enquiries.field.businessEmail', f.institutionEmail],
        ['enquiries.field.businessPhone', f.institutionPhone],
        ['enquiries.field.countryRegion', describePlace(f.countryRegion)],
        ['enquiries.field.city', f.city],
        ['enquiries.field.studentNumber', f.institutionStudentNumber],
        [
          'enquiries.field.needFunctions',
          f.needFunctions.map((key) => t(`enquiries.needFunction.${key}`)).join(', '),
        ],
        consent,
      ];
    }
    case 'contact': {
      const f = submission.form;
      return [
        ['enquiries.field.firstName', f.firstName],
        ['enquiries.field.lastName', f.lastName],
        ['enquiries.field.email', f.email],
        ['enquiries.field.message', f.message],
      ];
    }
    case 'consultation': {
      const f = submission.form;
      return [
        ['enquiries.field.institutionName', f.institutionName],
        ['enquiries.field.firstName', f.firstName],
        ['enquiries.field.lastName', f.lastName],
        ['enquiries.field.businessEmail', f.email],
        ['enquiries.field.businessPhone', f.phone],
        ['enquiries.field.studentNumber', f.studentCount],
        ['enquiries.field.studentAgeRange', t(`enquiries.ageRange.${f.studentAgeRange}`)],
        ['enquiries.field.city', f.city],
        ['enquiries.field.country', describePlace(f.country)],
        ['enquiries.field.socialMediaName', f.socialMediaName],
        ['enquiries.field.needsMessage', f.message],
      ];
    }
    case 'ambassador': {
      const f = submission.form;
      return [
        ['enquiries.field.name', f.name],
        ['enquiries.field.email', f.email],
        ['enquiries.field.phone', f.phone],
        ['enquiries.field.studentAgeRange', t(`enquiries.ageRange.${f.studentAgeRange}`)],
        ['enquiries.field.school', f.school],
      ];
    }
    case 'demo': {
      const f = submission.form;
      return [
        ['enquiries.field.contactName', f.contactName],
        ['enquiries.field.email', f.email],
        ['enquiries.field.phone', f.phone],
        ['enquiries.field.childAge', f.childAge],
        ['enquiries.field.demoLanguage', `${t(`language.${f.demoLanguage}`)} (${f.demoLanguage})`],
        ['enquiries.field.preferredTimeSlot', f.preferredTimeSlot],
        consent,
      ];
    }
    default: {
      const unknown: never = submission;
      return unknown;
    }
  }
}
