import { SCHOOL_ADMIN_LIMITS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { checkEmailList, serverEmailProblems } from './email-list';

describe('checkEmailList', () => {
  it('takes one address per line, or separated by commas or semicolons, lower-cased', () => {
    const sut = checkEmailList('mia@family.test\n Noah@Family.test, lea@family.test;kwame@x.test');
    expect(sut).toEqual({
      ok: true,
      emails: ['mia@family.test', 'noah@family.test', 'lea@family.test', 'kwame@x.test'],
    });
  });

  it('drops duplicates, whatever their case', () => {
    expect(checkEmailList('mia@family.test\nMIA@family.test')).toEqual({
      ok: true,
      emails: ['mia@family.test'],
    });
  });

  it('names each wrong address with its own message, in the order typed', () => {
    const sut = checkEmailList('mia@family.test\nnoah@\nlea@family.test, kwame.family.test');
    expect(sut).toEqual({
      ok: false,
      problems: [
        { address: 'noah@', message: expect.objectContaining({ id: 'error.emailFormat' }) },
        {
          address: 'kwame.family.test',
          message: expect.objectContaining({ id: 'error.emailFormat' }),
        },
      ],
    });
  });

  it('an empty list is required', () => {
    expect(checkEmailList(' \n ,; ')).toEqual({
      ok: false,
      problems: [
        { address: null, message: expect.objectContaining({ id: 'validation.required' }) },
      ],
    });
  });

  it('refuses more addresses than one request takes, with the limit in the message', () => {
    const max = SCHOOL_ADMIN_LIMITS.inviteEmailsMax;
    const text = Array.from({ length: max + 1 }, (_, i) => `kid${i}@family.test`).join('\n');
    expect(checkEmailList(text)).toEqual({
      ok: false,
      problems: [
        {
          address: null,
          message: { id: 'schoolAdmin.validation.tooManyEmails', values: { max } },
        },
      ],
    });
  });
});

describe('serverEmailProblems', () => {
  it('names the address of each indexed field, and the list for the rest', () => {
    expect(
      serverEmailProblems({ 'emails.1': 'Wrong format.', emails: 'Too many.' }, [
        'a@x.test',
        'b@x',
      ]),
    ).toEqual([
      { address: 'b@x', message: { text: 'Wrong format.' } },
      { address: null, message: { text: 'Too many.' } },
    ]);
  });
});
