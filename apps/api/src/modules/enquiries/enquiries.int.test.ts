import {
  ApiPaths,
  CHECK_USER_EMAIL_RATE_LIMIT,
  LOCALES,
  RATE_LIMITS,
  REPLY_WITHIN_HOURS,
  type EnquiryAccepted,
  type Envelope,
  type Locale,
  type RetryAfter,
  type ValidationErrorData,
} from '@atelier/contracts';
import { translate, type MessageId } from '@atelier/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/accounts-kit.js';
import {
  startSmtpTestServer,
  type ReceivedMail,
  type SmtpTestServer,
} from '../../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config/app-config.js';
import type { EnquiryRow } from './projections/enquiries.projection.js';

const SALES = 'sales-team@atelier.test';

let smtp: SmtpTestServer;
let sut: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sut = await startTestApp({ SMTP_URL: smtp.url, SALES_EMAIL: SALES });
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

type FormValue = string | number | boolean | readonly string[] | undefined;
type Form = Record<string, FormValue>;
interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

let addressCounter = 0;
/** A client address of its own (through the trusted loopback proxy), so limits do not mix. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A form-encoded post as a browser form sends it: lists as repeated keys. */
async function post<T = EnquiryAccepted>(
  path: string,
  form: Form,
  options: { lang?: Locale; address?: string } = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, String(item));
    else body.set(key, String(value));
  }
  const res = await fetch(`${sut.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.address ?? freshAddress(),
      ...(options.lang ? { lang: options.lang } : {}),
    },
    body: body.toString(),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function postJson<T = EnquiryAccepted>(
  path: string,
  json: unknown,
  options: { address?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${sut.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.address ?? freshAddress(),
    },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function rowsFor(email: string): Promise<EnquiryRow[]> {
  return (await sut
    .dataSource()
    .query(`SELECT * FROM enquiries WHERE email = ? ORDER BY created_at`, [email])) as EnquiryRow[];
}

async function onlyRowFor(email: string): Promise<EnquiryRow> {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0] as EnquiryRow;
}

/** Rows in `enquiries` and `EnquirySubmitted` events: what a refused submission must not change. */
async function stored(): Promise<{ rows: number; events: number }> {
  const db = sut.dataSource();
  const [rows] = (await db.query(`SELECT count(*) AS n FROM enquiries`)) as { n: number }[];
  const [events] = (await db.query(
    `SELECT count(*) AS n FROM events WHERE type = 'EnquirySubmitted'`,
  )) as { n: number }[];
  return { rows: rows?.n ?? -1, events: events?.n ?? -1 };
}

async function mailStatusOf(id: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [row] = (await sut
      .dataSource()
      .query(`SELECT mail_status FROM enquiries WHERE id = ?`, [id])) as { mail_status: string }[];
    if (row && row.mail_status !== 'pending') return row.mail_status;
    if (Date.now() > deadline) return row?.mail_status ?? 'missing';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The sales mail of one enquiry (its id is in the subject), waiting for it to arrive. */
async function salesMailOf(id: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(SALES) && m.subject.includes(id));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no sales mail for enquiry ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function fieldsOf(answer: Answer<unknown>): Record<string, string> {
  return (answer.body.data as ValidationErrorData).fields;
}

const t = (locale: Locale, id: MessageId) => translate(locale, id);

// -----------------------------------------------------------------------------------------------
// Good forms (every field filled)

function fullEnquiry(email: string): Form {
  return {
    countryRegion: 'FR-IDF',
    city: 'Paris',
    institutionName: 'École Bilingue Lumière',
    institutionPersonFirstName: 'Camille',
    institutionPersonLastName: 'Durand',
    institutionPhone: '+33 1 23 45 67 89',
    institutionEmail: email,
    institutionStudentNumber: 240,
    needFunctions: ['homework', 'progress-reports', 'live-online-classes'],
    consent: 'on',
  };
}

function fullConsultation(email: string): Form {
  return {
    institutionName: 'Little Dragons Academy',
    firstName: 'Oliver',
    lastName: 'Smith',
    email,
    phone: '+44 20 7946 0018',
    studentCount: 85,
    city: 'Manchester',
    country: 'gb',
    message: 'We teach Mandarin twice a week\nand need homework tracking.',
    studentAgeRange: '6-8',
    socialMediaName: '@littledragons',
  };
}

function fullAmbassador(email: string): Form {
  return {
    name: 'Amina Njoroge',
    email,
    phone: '+254 712 345 678',
    studentAgeRange: '9-11',
    school: 'Nairobi Hill School',
  };
}

function fullDemo(email: string): Form {
  return {
    contactName: 'Julie Martin',
    email,
    phone: '+33 6 12 34 56 78',
    childAge: 7,
    demoLanguage: 'fr',
    preferredTimeSlot: 'Wednesday afternoon, 14:00-16:00 CET',
    consent: 'true',
  };
}

function fullContact(email: string): Form {
  return {
    firstName: 'Lena',
    lastName: 'Becker',
    email,
    message: 'Do you offer a trial for a class of 12?',
  };
}

// -----------------------------------------------------------------------------------------------

describe('the enquiry (institution) form', () => {
  it('stores every field it is sent, in its own column, and records an event without personal data', async () => {
    const email = uniqueEmail('school');
    const before = await stored();

    const answer = await post(ApiPaths.consultAdvice, fullEnquiry(email), { lang: 'fr' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { replyWithinHours: 24 } });
    expect(REPLY_WITHIN_HOURS).toBe(24);
    const row = await onlyRowFor(email);
    expect(row).toMatchObject({
      kind: 'institution',
      lang: 'fr',
      email,
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '+33 1 23 45 67 89',
      institution_name: 'École Bilingue Lumière',
      country_code: 'FR',
      region_code: 'FR-IDF',
      city: 'Paris',
      student_count: 240,
      full_name: null,
      school_name: null,
      message: null,
      child_age: null,
    });
    expect(JSON.parse(row.need_functions ?? 'null')).toEqual([
      'homework',
      'progress-reports',
      'live-online-classes',
    ]);
    expect(row.consent_at).toBe(row.created_at);
    expect(Date.parse(row.created_at)).not.toBeNaN();
    expect(await stored()).toEqual({ rows: before.rows + 1, events: before.events + 1 });

    const events = (await sut
      .dataSource()
      .query(`SELECT stream_id, stream_type, data, metadata FROM events WHERE stream_id = ?`, [
        `enquiry-${row.id}`,
      ])) as { stream_id: string; stream_type: string; data: string; metadata: string }[];
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.data ?? '{}')).toEqual({ enquiryId: row.id, kind: 'institution' });
    const everything = JSON.stringify(events);
    for (const personal of [email, 'Camille', 'Durand', '45 67 89', 'Lumière', 'Paris']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('mails every field to SALES_EMAIL in English, whatever the visitor’s language', async () => {
    const email = uniqueEmail('school');

    const answer = await post(ApiPaths.consultAdvice, fullEnquiry(email), { lang: 'zh' });

    expect(answer.status).toBe(200);
    const row = await onlyRowFor(email);
    const mail = await salesMailOf(row.id);
    expect(mail.to).toEqual([SALES]);
    expect(mail.subject).toContain('Institution enquiry');
    expect(mail.subject).toContain(row.id);
    for (const line of [
      'Institution name: École Bilingue Lumière',
      'First name: Camille',
      'Last name: Durand',
      `Business email address: ${email}`,
      'Business phone number: +33 1 23 45 67 89',
      'Country or region: France / Île-de-France (FR-IDF)',
      'City: Paris',
      'Number of students: 240',
      'What do you need?: Homework, Progress reports, Live online classes',
      'Consent given: Yes',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('site language: zh');
    expect(await mailStatusOf(row.id)).toBe('sent');
  });

  it('defaults the student number to 1 when it is left out or blank', async () => {
    const omitted = uniqueEmail('school');
    const blank = uniqueEmail('school');

    const a = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(omitted),
      institutionStudentNumber: undefined,
      needFunctions: undefined,
    });
    const b = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(blank),
      institutionStudentNumber: '',
    });

    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await onlyRowFor(omitted)).student_count).toBe(1);
    expect((await onlyRowFor(omitted)).need_functions).toBe('[]');
    expect((await onlyRowFor(blank)).student_count).toBe(1);
  });

  it('accepts the same form as JSON', async () => {
    const email = uniqueEmail('school');
    const form = {
      ...fullEnquiry(email),
      institutionStudentNumber: 12,
      needFunctions: ['tests'],
      countryRegion: 'de',
      consent: true,
    };

    const answer = await postJson(ApiPaths.consultAdvice, form);

    expect(answer.status).toBe(200);
    expect(await onlyRowFor(email)).toMatchObject({
      country_code: 'DE',
      region_code: null,
      student_count: 12,
      need_functions: '["tests"]',
    });
  });

  it('answers the exact messages of spec section 5 for every missing required field', async () => {
    const before = await stored();

    const answer = await post(ApiPaths.consultAdvice, { consent: 'on' }, { lang: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(t('en', 'error.validationFailed'));
    expect(fieldsOf(answer)).toEqual({
      institutionPersonFirstName: 'First name is required',
      institutionPersonLastName: 'Last name is required',
      institutionName: 'Institution name is required',
      countryRegion: 'Country is required',
      city: 'City name is required',
      institutionPhone: 'Business phone number is required',
      institutionEmail: 'Business email address is required',
    });
    expect(await stored()).toEqual(before);
  });

  for (const lang of LOCALES) {
    it(`localises the messages in ${lang} (blank fields, bad e-mail, unticked consent) and stores nothing`, async () => {
      const before = await stored();
      const blank = Object.fromEntries(Object.keys(fullEnquiry('x')).map((key) => [key, '  ']));

      const missing = await post(ApiPaths.consultAdvice, blank, { lang });
      const badEmail = await post(
        ApiPaths.consultAdvice,
        { ...fullEnquiry('not-an-email'), consent: 'false' },
        { lang },
      );

      expect(missing.status).toBe(400);
      expect(fieldsOf(missing)).toEqual({
        institutionPersonFirstName: t(lang, 'enquiries.validation.firstNameRequired'),
        institutionPersonLastName: t(lang, 'enquiries.validation.lastNameRequired'),
        institutionName: t(lang, 'enquiries.validation.institutionNameRequired'),
        countryRegion: t(lang, 'enquiries.validation.countryRequired'),
        city: t(lang, 'enquiries.validation.cityRequired'),
        institutionPhone: t(lang, 'enquiries.validation.businessPhoneRequired'),
        institutionEmail: t(lang, 'enquiries.validation.businessEmailRequired'),
        consent: t(lang, 'enquiries.validation.consentRequired'),
      });
      expect(badEmail.status).toBe(400);
      expect(fieldsOf(badEmail)).toEqual({
        institutionEmail: t(lang, 'enquiries.validation.businessEmailInvalid'),
        consent: t(lang, 'enquiries.validation.consentRequired'),
      });
      expect(badEmail.body.message).toBe(t(lang, 'error.validationFailed'));
      expect(await stored()).toEqual(before);
    });
  }

  it('refuses the form when the consent box is unticked or left out', async () => {
    const email = uniqueEmail('school');
    const before = await stored();

    const unticked = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(email),
      consent: 'false',
    });
    const absent = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(email),
      consent: undefined,
    });
    const jsonFalse = await postJson(ApiPaths.consultAdvice, {
      ...fullEnquiry(email),
      consent: false,
    });

    for (const answer of [unticked, absent, jsonFalse]) {
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({ consent: 'Please tick the consent box to send the form' });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a country or region that is not in the list, and other bad values', async () => {
    const email = uniqueEmail('school');
    const before = await stored();

    const unknownCountry = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(email),
      countryRegion: 'XX',
    });
    const foreignRegion = await post(ApiPaths.consultAdvice, {
      ...fullEnquiry(email),
      countryRegion: 'FR-CA',
    });
    const badValues = await post(
      ApiPaths.consultAdvice,
      {
        ...fullEnquiry(email),
        countryRegion: 'France',
        institutionStudentNumber: 0,
        institutionPhone: 'call me',
        needFunctions: ['homework', 'teleportation'],
      },
      { lang: 'fr' },
    );

    for (const answer of [unknownCountry, foreignRegion]) {
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({
        countryRegion: 'Please choose a country or region from the list',
      });
    }
    expect(fieldsOf(badValues)).toEqual({
      countryRegion: t('fr', 'enquiries.validation.countryInvalid'),
      institutionStudentNumber: t('fr', 'enquiries.validation.studentNumberInvalid'),
      institutionPhone: t('fr', 'enquiries.validation.phoneInvalid'),
      'needFunctions.1': t('fr', 'validation.invalid'),
    });
    expect(await stored()).toEqual(before);
  });
});

// -----------------------------------------------------------------------------------------------
// The other forms, table-driven: good input is stored whole and mailed; bad input is refused in
// each language with per-field messages and stores nothing.

interface FormCase {
  name: string;
  path: string;
  kind: string;
  full: (email: string) => Form;
  /** Columns the full form must fill. */
  columns: (email: string) => Partial<EnquiryRow>;
  /** Lines the sales mail must carry. */
  mailLines: (email: string) => string[];
  /** What an empty form answers: field -> message id. */
  required: Record<string, MessageId>;
  /** Further bad input and its messages. */
  bad: { form: (email: string) => Form; fields: Record<string, MessageId> }[];
}

const CASES: FormCase[] = [
  {
    name: 'contact',
    path: ApiPaths.consultContact,
    kind: 'contact',
    full: fullContact,
    columns: (email) => ({
      email,
      first_name: 'Lena',
      last_name: 'Becker',
      message: 'Do you offer a trial for a class of 12?',
      phone: null,
      consent_at: null,
    }),
    mailLines: (email) => [
      'First name: Lena',
      'Last name: Becker',
      `Email address: ${email}`,
      'Message: Do you offer a trial for a class of 12?',
    ],
    required: {
      firstName: 'enquiries.validation.firstNameRequired',
      lastName: 'enquiries.validation.lastNameRequired',
      email: 'enquiries.validation.emailRequired',
    },
    bad: [
      {
        form: (email) => ({ ...fullContact(email), email: 'lena@', message: 'x'.repeat(2001) }),
        fields: { email: 'enquiries.validation.emailInvalid', message: 'validation.tooLong' },
      },
    ],
  },
  {
    name: 'consultation',
    path: ApiPaths.advice,
    kind: 'consultation',
    full: fullConsultation,
    columns: (email) => ({
      email,
      institution_name: 'Little Dragons Academy',
      first_name: 'Oliver',
      last_name: 'Smith',
      phone: '+44 20 7946 0018',
      student_count: 85,
      city: 'Manchester',
      country_code: 'GB',
      region_code: null,
      message: 'We teach Mandarin twice a week\nand need homework tracking.',
      student_age_range: '6-8',
      social_media_name: '@littledragons',
    }),
    mailLines: (email) => [
      'Institution name: Little Dragons Academy',
      'First name: Oliver',
      'Last name: Smith',
      `Business email address: ${email}`,
      'Business phone number: +44 20 7946 0018',
      'Number of students: 85',
      'Student age range: 6 to 8 years',
      'City: Manchester',
      'Country: United Kingdom (GB)',
      'Social media account name: @littledragons',
      'Your message or needs: We teach Mandarin twice a week\nand need homework tracking.',
    ],
    required: {
      institutionName: 'enquiries.validation.institutionNameRequired',
      firstName: 'enquiries.validation.firstNameRequired',
      lastName: 'enquiries.validation.lastNameRequired',
      email: 'enquiries.validation.businessEmailRequired',
      phone: 'enquiries.validation.businessPhoneRequired',
      studentCount: 'enquiries.validation.studentCountRequired',
      city: 'enquiries.validation.cityRequired',
      country: 'enquiries.validation.countryRequired',
      studentAgeRange: 'enquiries.validation.studentAgeRangeRequired',
      socialMediaName: 'enquiries.validation.socialMediaNameRequired',
    },
    bad: [
      {
        form: (email) => ({
          ...fullConsultation(email),
          studentCount: '2.5',
          studentAgeRange: '15-18',
          country: 'ZZ',
        }),
        fields: {
          studentCount: 'enquiries.validation.studentNumberInvalid',
          studentAgeRange: 'validation.invalid',
        },
      },
      {
        // The schema is satisfied, the region list is not.
        form: (email) => ({ ...fullConsultation(email), country: 'ZZ' }),
        fields: { country: 'enquiries.validation.countryInvalid' },
      },
    ],
  },
  {
    name: 'ambassador',
    path: ApiPaths.ambassador,
    kind: 'ambassador',
    full: fullAmbassador,
    columns: (email) => ({
      email,
      full_name: 'Amina Njoroge',
      phone: '+254 712 345 678',
      student_age_range: '9-11',
      school_name: 'Nairobi Hill School',
      institution_name: null,
    }),
    mailLines: (email) => [
      'Name: Amina Njoroge',
      `Email address: ${email}`,
      'Phone number: +254 712 345 678',
      'Student age range: 9 to 11 years',
      'School: Nairobi Hill School',
    ],
    required: {
      name: 'enquiries.validation.nameRequired',
      email: 'enquiries.validation.emailRequired',
      phone: 'enquiries.validation.phoneRequired',
      studentAgeRange: 'enquiries.validation.studentAgeRangeRequired',
      school: 'enquiries.validation.schoolRequired',
    },
    bad: [
      {
        form: (email) => ({ ...fullAmbassador(email), phone: '12', email: 'amina at school' }),
        fields: {
          phone: 'enquiries.validation.phoneInvalid',
          email: 'enquiries.validation.emailInvalid',
        },
      },
    ],
  },
  {
    name: 'demo request',
    path: ApiPaths.demoRequest,
    kind: 'demo',
    full: fullDemo,
    columns: (email) => ({
      email,
      full_name: 'Julie Martin',
      phone: '+33 6 12 34 56 78',
      child_age: 7,
      demo_language: 'fr',
      preferred_time_slot: 'Wednesday afternoon, 14:00-16:00 CET',
    }),
    mailLines: (email) => [
      'Your name: Julie Martin',
      `Email address: ${email}`,
      'Phone number: +33 6 12 34 56 78',
      'Child’s age: 7',
      'Language of the demo: Français (fr)',
      'Preferred time slot: Wednesday afternoon, 14:00-16:00 CET',
      'Consent given: Yes',
    ],
    required: {
      contactName: 'enquiries.validation.contactNameRequired',
      email: 'enquiries.validation.emailRequired',
      childAge: 'enquiries.validation.childAgeRequired',
      demoLanguage: 'enquiries.validation.demoLanguageRequired',
      preferredTimeSlot: 'enquiries.validation.timeSlotRequired',
      consent: 'enquiries.validation.consentRequired',
    },
    bad: [
      {
        form: (email) => ({ ...fullDemo(email), childAge: 2, demoLanguage: 'de' }),
        fields: {
          childAge: 'enquiries.validation.childAgeInvalid',
          demoLanguage: 'validation.invalid',
        },
      },
      {
        form: (email) => ({ ...fullDemo(email), childAge: 15, consent: 'off' }),
        fields: {
          childAge: 'enquiries.validation.childAgeInvalid',
          consent: 'enquiries.validation.consentRequired',
        },
      },
    ],
  },
];

for (const form of CASES) {
  describe(`the ${form.name} form`, () => {
    it('stores every field, records the event and mails every field to sales', async () => {
      const email = uniqueEmail(form.kind);
      const before = await stored();

      const answer = await post(form.path, form.full(email), { lang: 'fr' });

      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ replyWithinHours: REPLY_WITHIN_HOURS });
      expect(answer.body.message).toBe(t('fr', 'api.ok'));
      const row = await onlyRowFor(email);
      expect(row).toMatchObject({ kind: form.kind, lang: 'fr', ...form.columns(email) });
      expect(await stored()).toEqual({ rows: before.rows + 1, events: before.events + 1 });
      const mail = await salesMailOf(row.id);
      expect(mail.to).toEqual([SALES]);
      for (const line of form.mailLines(email)) expect(mail.text).toContain(line);
      expect(await mailStatusOf(row.id)).toBe('sent');
    });

    for (const lang of LOCALES) {
      it(`refuses bad input with ${lang} messages per field and stores nothing`, async () => {
        const email = uniqueEmail(form.kind);
        const before = await stored();

        const empty = await post(form.path, { lang }, {});
        expect(empty.status).toBe(400);
        expect(fieldsOf(empty)).toEqual(
          Object.fromEntries(
            Object.entries(form.required).map(([field, id]) => [field, t(lang, id)]),
          ),
        );
        for (const bad of form.bad) {
          const answer = await post(form.path, bad.form(email), { lang });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toBe(t(lang, 'error.validationFailed'));
          expect(fieldsOf(answer)).toEqual(
            Object.fromEntries(
              Object.entries(bad.fields).map(([field, id]) => [
                field,
                translate(lang, id, id === 'validation.tooLong' ? { max: 2000 } : undefined),
              ]),
            ),
          );
        }
        expect(await stored()).toEqual(before);
      });
    }
  });
}

describe('the contact form', () => {
  it('takes the message as optional', async () => {
    const email = uniqueEmail('contact');

    const answer = await post(ApiPaths.consultContact, { ...fullContact(email), message: '' });

    expect(answer.status).toBe(200);
    const row = await onlyRowFor(email);
    expect(row.message).toBeNull();
    expect((await salesMailOf(row.id)).text).toContain('Message: (not given)');
  });
});

// -----------------------------------------------------------------------------------------------

describe('rate limits of the forms', () => {
  it(`refuses the submission after RATE_LIMITS.forms.max (${RATE_LIMITS.forms.max}) per e-mail`, async () => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < RATE_LIMITS.forms.max; i += 1) {
      // Each from another address: the e-mail is what is counted here.
      expect((await post(ApiPaths.consultContact, fullContact(email))).status).toBe(200);
    }
    const before = await stored();

    const refused = await post<RetryAfter>(ApiPaths.advice, fullConsultation(email), {
      lang: 'zh',
    });

    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(429);
    expect(refused.body.message).toBe(t('zh', 'error.rateLimited'));
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.data.retryAfterSeconds).toBeLessThanOrEqual(
      RATE_LIMITS.forms.windowSeconds,
    );
    expect(await stored()).toEqual(before);
    expect(await rowsFor(email)).toHaveLength(RATE_LIMITS.forms.max);
  });

  it(`refuses a client address after RATE_LIMITS.forms.perAddressMax (${RATE_LIMITS.forms.perAddressMax}) submissions`, async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.forms.perAddressMax; i += 1) {
      const answer = await post(ApiPaths.consultContact, fullContact(uniqueEmail('crowd')), {
        address,
      });
      expect(answer.status).toBe(200);
    }
    const before = await stored();

    const refused = await post(ApiPaths.demoRequest, fullDemo(uniqueEmail('crowd')), {
      address,
      lang: 'fr',
    });
    const elsewhere = await post(ApiPaths.demoRequest, fullDemo(uniqueEmail('crowd')));

    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(t('fr', 'error.rateLimited'));
    expect(elsewhere.status).toBe(200);
    expect(await stored()).toEqual({ rows: before.rows + 1, events: before.events + 1 });
  });

  it('does not count refused bad input', async () => {
    const email = uniqueEmail('typo');
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.forms.max + 2; i += 1) {
      await post(ApiPaths.consultContact, { ...fullContact(email), firstName: '' }, { address });
    }

    const answer = await post(ApiPaths.consultContact, fullContact(email), { address });

    expect(answer.status).toBe(200);
  });
});

// -----------------------------------------------------------------------------------------------

describe('check-user-email', () => {
  it('tells whether an account uses the e-mail, whatever its case, and nothing more', async () => {
    const email = uniqueEmail('teacher');
    await createUser(sut, { email, role: 'teacher' });

    const known = await post<unknown>(ApiPaths.checkUserEmail, { email: email.toUpperCase() });
    const unknown = await postJson<unknown>(ApiPaths.checkUserEmail, {
      email: uniqueEmail('nobody'),
    });

    expect(known.status).toBe(200);
    expect(known.body.data).toEqual({ registered: true });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ registered: false });
  });

  it('refuses a malformed e-mail with a localised message', async () => {
    for (const lang of LOCALES) {
      const answer = await post<unknown>(ApiPaths.checkUserEmail, { email: 'nope' }, { lang });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({ email: t(lang, 'enquiries.validation.emailInvalid') });
    }
  });

  it('is rate-limited per client address, so it cannot be used to scan for accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < CHECK_USER_EMAIL_RATE_LIMIT.perAddressMax; i += 1) {
      const answer = await post<unknown>(
        ApiPaths.checkUserEmail,
        { email: uniqueEmail('scan') },
        { address },
      );
      expect(answer.status).toBe(200);
    }

    const refused = await post<RetryAfter>(
      ApiPaths.checkUserEmail,
      { email: uniqueEmail('scan') },
      { address, lang: 'fr' },
    );

    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(t('fr', 'error.rateLimited'));
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('SALES_EMAIL', () => {
  it('defaults to a local address and refuses a list', () => {
    expect(loadConfig({}).salesEmail).toBe('sales@atelier.test');
    expect(loadConfig({ SALES_EMAIL: ' team@school.test ' }).salesEmail).toBe('team@school.test');
    expect(() => loadConfig({ SALES_EMAIL: 'a@b.test, c@d.test' })).toThrow(/SALES_EMAIL/);
  });
});

describe('when the mail to sales fails', () => {
  let broken: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every send fails at once.
    broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await broken.close();
  });

  it('keeps the stored enquiry, answers the visitor, and marks the mail failed', async () => {
    const email = uniqueEmail('school');

    const res = await fetch(`${broken.baseUrl}${ApiPaths.consultAdvice}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fullEnquiry(email), consent: true }),
    });

    expect(res.status).toBe(200);
    const db = broken.dataSource();
    const deadline = Date.now() + 5_000;
    let row: EnquiryRow | undefined;
    do {
      [row] = (await db.query(`SELECT * FROM enquiries WHERE email = ?`, [email])) as EnquiryRow[];
      if (row?.mail_status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() < deadline);
    expect(row).toMatchObject({
      email,
      first_name: 'Camille',
      mail_status: 'failed',
      mailed_at: null,
    });
    const events = (await db.query(`SELECT count(*) AS n FROM events WHERE stream_id = ?`, [
      `enquiry-${row?.id}`,
    ])) as { n: number }[];
    expect(events[0]?.n).toBe(1);
  });
});
