import { describe, expect, it } from 'vitest';
import {
  ambassadorFormSchema,
  demoRequestFormSchema,
  enquiryFormSchema,
  regionsQuerySchema,
} from './enquiries.js';

const enquiry = {
  countryRegion: 'fr-idf',
  city: ' Paris ',
  institutionName: 'École Lumière',
  institutionPersonFirstName: 'Camille',
  institutionPersonLastName: 'Durand',
  institutionPhone: '+33 1 23 45 67 89',
  institutionEmail: 'Camille@Example.TEST',
  consent: 'on',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('enquiryFormSchema', () => {
  it('reads a form as a browser sends it: trimmed, codes upper-cased, e-mail lower-cased', () => {
    expect(enquiryFormSchema.parse(enquiry)).toEqual({
      countryRegion: 'FR-IDF',
      city: 'Paris',
      institutionName: 'École Lumière',
      institutionPersonFirstName: 'Camille',
      institutionPersonLastName: 'Durand',
      institutionPhone: '+33 1 23 45 67 89',
      institutionEmail: 'camille@example.test',
      institutionStudentNumber: 1,
      needFunctions: [],
      consent: true,
    });
  });

  it('takes the student number as digits and the needs as a list or a comma-separated string', () => {
    const parsed = enquiryFormSchema.parse({
      ...enquiry,
      institutionStudentNumber: '30',
      needFunctions: 'homework, tests,homework',
    });
    expect(parsed.institutionStudentNumber).toBe(30);
    expect(parsed.needFunctions).toEqual(['homework', 'tests']);
  });

  it('names the message id of spec section 5 for each missing required field', () => {
    expect(messages(enquiryFormSchema.safeParse({ consent: true }))).toEqual({
      countryRegion: 'enquiries.validation.countryRequired',
      city: 'enquiries.validation.cityRequired',
      institutionName: 'enquiries.validation.institutionNameRequired',
      institutionPersonFirstName: 'enquiries.validation.firstNameRequired',
      institutionPersonLastName: 'enquiries.validation.lastNameRequired',
      institutionPhone: 'enquiries.validation.businessPhoneRequired',
      institutionEmail: 'enquiries.validation.businessEmailRequired',
    });
  });

  it('refuses a malformed e-mail, a zero student number and any consent but yes', () => {
    for (const consent of [false, 'false', 'off', '', undefined, 'maybe']) {
      expect(
        messages(
          enquiryFormSchema.safeParse({
            ...enquiry,
            institutionEmail: 'camille@',
            institutionStudentNumber: 0,
            consent,
          }),
        ),
      ).toEqual({
        institutionEmail: 'enquiries.validation.businessEmailInvalid',
        institutionStudentNumber: 'enquiries.validation.studentNumberInvalid',
        consent: 'enquiries.validation.consentRequired',
      });
    }
  });
});

describe('ambassadorFormSchema', () => {
  it('requires name, e-mail, phone, student age range and school', () => {
    expect(Object.keys(messages(ambassadorFormSchema.safeParse({}))).sort()).toEqual([
      'email',
      'name',
      'phone',
      'school',
      'studentAgeRange',
    ]);
  });
});

describe('demoRequestFormSchema', () => {
  const demo = {
    contactName: 'Julie',
    email: 'julie@example.test',
    childAge: '7',
    demoLanguage: 'zh',
    preferredTimeSlot: 'Saturday morning',
    consent: 'true',
  };

  it('takes the phone as optional and the child age within the app ages', () => {
    expect(demoRequestFormSchema.parse({ ...demo, phone: ' ' })).toMatchObject({
      childAge: 7,
      phone: undefined,
    });
    for (const childAge of ['2', '15', '7.5', 'seven']) {
      expect(messages(demoRequestFormSchema.safeParse({ ...demo, childAge }))).toEqual({
        childAge: 'enquiries.validation.childAgeInvalid',
      });
    }
  });
});

describe('regionsQuerySchema', () => {
  it('takes an optional two-letter country code in any case', () => {
    expect(regionsQuerySchema.parse({ country: 'fr', lang: 'zh' })).toEqual({
      country: 'FR',
      lang: 'zh',
    });
    expect(regionsQuerySchema.parse({ country: '' })).toEqual({ country: undefined });
    expect(regionsQuerySchema.safeParse({ country: 'France' }).success).toBe(false);
  });
});
