/** The screen the registration page shows for a state of the registration machine. */
export type RegistrationStep = 'email' | 'code' | 'details' | 'done';

interface Matcher {
  matches(
    state: 'sendingCode' | 'codeSent' | 'codeExpired' | 'verified' | 'submitting' | 'completed',
  ): boolean;
}

/**
 * `sendingCode` is both the first send (still on the e-mail step) and a resend (the code step
 * stays on screen, busy): `codeWasSent` tells them apart.
 */
export function registrationStep(snapshot: Matcher, codeWasSent: boolean): RegistrationStep {
  if (snapshot.matches('completed')) return 'done';
  if (snapshot.matches('verified') || snapshot.matches('submitting')) return 'details';
  if (snapshot.matches('codeSent') || snapshot.matches('codeExpired')) return 'code';
  if (snapshot.matches('sendingCode') && codeWasSent) return 'code';
  return 'email';
}
