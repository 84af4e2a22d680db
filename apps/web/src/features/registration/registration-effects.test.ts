import type { SessionGrant } from '@atelier/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor } from 'xstate';
import { ApiError } from '../../api/client';
import { provideRegistrationMachine, type RegistrationEffects } from './registration-effects';
import { registrationStep } from './registration-step';

function buildGrant(): SessionGrant {
  return {
    user: {
      id: 'u-1',
      email: 'mia@family.test',
      firstName: 'Mia',
      lastName: 'Durand',
      avatar: null,
      role: 'student',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'fresh',
    role: 'student',
  };
}

const details = {
  firstName: 'Mia',
  lastName: 'Durand',
  password: 'Panda-2026',
  confirmation: 'Panda-2026',
};

/** The machine with fake calls answering as told, and a record of what the page was told. */
const started: AnyActor[] = [];
// The machines' code timers (cooldown, lifetime) must not outlive a test.
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

function buildActor(
  answers: Partial<Pick<RegistrationEffects, 'sendCode' | 'verifyCode' | 'register'>> = {},
) {
  const calls: string[] = [];
  const told: { codeSent: number; fields: Record<string, string>[]; grants: SessionGrant[] } = {
    codeSent: 0,
    fields: [],
    grants: [],
  };
  const machine = provideRegistrationMachine({
    sendCode: (params) => {
      calls.push(`sendCode ${params.email} ${params.role}`);
      return answers.sendCode?.(params) ?? Promise.resolve({});
    },
    verifyCode: (params) => {
      calls.push(`verifyCode ${params.code}`);
      return answers.verifyCode?.(params) ?? Promise.resolve({ ticket: 'ticket-1' });
    },
    register: (params) => {
      calls.push(`register ${params.ticket} ${params.details.firstName}`);
      return answers.register?.(params) ?? Promise.resolve(buildGrant());
    },
    codeSent: () => void (told.codeSent += 1),
    fieldErrors: (fields) => void told.fields.push(fields),
    registered: (grant) => void told.grants.push(grant),
  });
  const sut = createActor(machine).start();
  started.push(sut);
  return { sut, calls, told };
}

describe('provideRegistrationMachine', () => {
  it('runs e-mail → code → details → registered through the API calls', async () => {
    const { sut, calls, told } = buildActor();

    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test', role: 'student' });
    await waitFor(sut, (snapshot) => snapshot.matches('codeSent'));
    expect(told.codeSent).toBe(1);
    sut.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(sut, (snapshot) => snapshot.matches('verified'));
    expect(sut.getSnapshot().context.ticket).toBe('ticket-1');
    sut.send({ type: 'SUBMIT_DETAILS', details });
    await waitFor(sut, (snapshot) => snapshot.status === 'done');

    expect(calls).toEqual([
      'sendCode mia@family.test student',
      'verifyCode 123456',
      'register ticket-1 Mia',
    ]);
    expect(told.grants).toEqual([buildGrant()]);
  });

  it('a refused send goes back to the e-mail with the server’s text', async () => {
    const { sut, told } = buildActor({
      sendCode: () => Promise.reject(new ApiError(409, 'This e-mail is already registered.', null)),
    });

    sut.send({ type: 'SUBMIT_EMAIL', email: 'taken@family.test', role: 'student' });
    await waitFor(sut, (snapshot) => snapshot.context.error !== null);

    expect(sut.getSnapshot().matches('enteringEmail')).toBe(true);
    expect(sut.getSnapshot().context.error).toBe('This e-mail is already registered.');
    expect(told.codeSent).toBe(0);
  });

  it('a send refused with field errors hands them to the page', async () => {
    const { sut, told } = buildActor({
      sendCode: () =>
        Promise.reject(
          new ApiError(400, 'Some fields need your attention.', {
            fields: { role: 'This value is not valid.' },
          }),
        ),
    });

    sut.send({ type: 'SUBMIT_EMAIL', email: 'school@family.test', role: 'manager' });
    await waitFor(sut, (snapshot) => snapshot.context.error !== null);

    expect(told.fields).toEqual([{ role: 'This value is not valid.' }]);
  });

  it('a rejected code, or an answer without a ticket, stays on the code step', async () => {
    let answer: Promise<{ ticket: string }> = Promise.reject(
      new ApiError(400, 'This code is wrong or has expired.', null),
    );
    const { sut } = buildActor({ verifyCode: () => answer });
    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test', role: 'student' });
    await waitFor(sut, (snapshot) => snapshot.matches('codeSent'));

    sut.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(
      sut,
      (snapshot) =>
        snapshot.matches({ codeSent: 'enteringCode' }) && snapshot.context.error !== null,
    );
    expect(sut.getSnapshot().context.error).toBe('This code is wrong or has expired.');

    answer = Promise.resolve({ ticket: '' });
    sut.send({ type: 'SUBMIT_CODE', code: '111111' });
    await waitFor(sut, (snapshot) => snapshot.matches({ codeSent: 'enteringCode' }));
    expect(sut.getSnapshot().context.ticket).toBeNull();
  });

  it('a refused registration hands the field errors to the page and stays on the details', async () => {
    const { sut, told } = buildActor({
      register: () =>
        Promise.reject(
          new ApiError(400, 'Some fields need your attention.', {
            fields: { schoolCode: 'The school code is wrong, please try again.' },
          }),
        ),
    });
    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test', role: 'student' });
    await waitFor(sut, (snapshot) => snapshot.matches('codeSent'));
    sut.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(sut, (snapshot) => snapshot.matches('verified'));

    sut.send({ type: 'SUBMIT_DETAILS', details });
    await waitFor(
      sut,
      (snapshot) => snapshot.matches('verified') && snapshot.context.error !== null,
    );

    expect(told.fields).toEqual([{ schoolCode: 'The school code is wrong, please try again.' }]);
    expect(told.grants).toEqual([]);
  });
});

describe('registrationStep', () => {
  const at = (...states: string[]) => ({ matches: (state: string) => states.includes(state) });

  it.each([
    [at('enteringEmail'), false, 'email'],
    [at('sendingCode'), false, 'email'],
    [at('sendingCode'), true, 'code'],
    [at('codeSent'), true, 'code'],
    [at('codeExpired'), true, 'code'],
    [at('verified'), true, 'details'],
    [at('submitting'), true, 'details'],
    [at('completed'), true, 'done'],
  ] as const)('%j (code sent before: %s) → %s', (snapshot, codeWasSent, expected) => {
    expect(registrationStep(snapshot, codeWasSent)).toBe(expected);
  });
});
