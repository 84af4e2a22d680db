import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor } from 'xstate';
import { ApiError } from '../../api/client';
import { providePasswordResetMachine, type PasswordResetEffects } from './password-reset-effects';
import { passwordResetStep } from './password-reset-step';

const started: AnyActor[] = [];
// The machines' code timers (cooldown, lifetime) must not outlive a test.
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

function buildActor(
  answers: Partial<Pick<PasswordResetEffects, 'sendResetEmail' | 'resetPassword'>> = {},
) {
  const calls: string[] = [];
  const told = { emailSent: 0, fields: [] as Record<string, string>[] };
  const machine = providePasswordResetMachine({
    sendResetEmail: (params) => {
      calls.push(`send ${params.email}`);
      return answers.sendResetEmail?.(params) ?? Promise.resolve({});
    },
    resetPassword: (params) => {
      calls.push(`reset ${params.email} ${params.code} ${params.password}`);
      return answers.resetPassword?.(params) ?? Promise.resolve(null);
    },
    emailSent: () => void (told.emailSent += 1),
    fieldErrors: (fields) => void told.fields.push(fields),
  });
  const sut = createActor(machine).start();
  started.push(sut);
  return { sut, calls, told };
}

const reset = {
  type: 'SUBMIT_RESET',
  code: '123456',
  password: 'Bamboo-77',
  confirmation: 'Bamboo-77',
} as const;

describe('providePasswordResetMachine', () => {
  it('runs e-mail → reset → succeeded through the API calls', async () => {
    const { sut, calls, told } = buildActor();

    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test' });
    await waitFor(sut, (snapshot) => snapshot.matches('emailSent'));
    sut.send(reset);
    await waitFor(sut, (snapshot) => snapshot.status === 'done');

    expect(calls).toEqual(['send mia@family.test', 'reset mia@family.test 123456 Bamboo-77']);
    expect(told.emailSent).toBe(1);
  });

  it('a refused reset keeps the form, with the field errors for the page', async () => {
    const { sut, told } = buildActor({
      resetPassword: () =>
        Promise.reject(
          new ApiError(400, 'Some fields need your attention.', { fields: { code: 'Used code.' } }),
        ),
    });
    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test' });
    await waitFor(sut, (snapshot) => snapshot.matches('emailSent'));

    sut.send(reset);
    await waitFor(sut, (snapshot) => snapshot.context.error !== null);

    expect(sut.getSnapshot().matches({ emailSent: 'enteringReset' })).toBe(true);
    expect(told.fields).toEqual([{ code: 'Used code.' }]);
  });

  it('a refused send goes back to the e-mail step', async () => {
    const { sut, told } = buildActor({
      sendResetEmail: () => Promise.reject(new ApiError(429, 'Too many attempts.', null)),
    });
    sut.send({ type: 'SUBMIT_EMAIL', email: 'mia@family.test' });
    await waitFor(sut, (snapshot) => snapshot.context.error !== null);

    expect(sut.getSnapshot().matches('enteringEmail')).toBe(true);
    expect(told.emailSent).toBe(0);
  });
});

describe('passwordResetStep', () => {
  const at = (...states: string[]) => ({ matches: (state: string) => states.includes(state) });

  it.each([
    [at('enteringEmail'), false, 'email'],
    [at('sending'), false, 'email'],
    [at('sending'), true, 'reset'],
    [at('emailSent'), true, 'reset'],
    [at('codeExpired'), true, 'reset'],
    [at('succeeded'), true, 'done'],
  ] as const)('%j (e-mail sent before: %s) → %s', (snapshot, emailWasSent, expected) => {
    expect(passwordResetStep(snapshot, emailWasSent)).toBe(expected);
  });
});
