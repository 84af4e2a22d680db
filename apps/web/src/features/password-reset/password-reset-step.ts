/** The screen the password-reset page shows for a state of the password-reset machine. */
export type PasswordResetStep = 'email' | 'reset' | 'done';

interface Matcher {
  matches(state: 'sending' | 'emailSent' | 'codeExpired' | 'succeeded'): boolean;
}

/** `sending` is the first send (e-mail step) or a resend (`emailWasSent`: the reset step stays). */
export function passwordResetStep(snapshot: Matcher, emailWasSent: boolean): PasswordResetStep {
  if (snapshot.matches('succeeded')) return 'done';
  if (snapshot.matches('emailSent') || snapshot.matches('codeExpired')) return 'reset';
  if (snapshot.matches('sending') && emailWasSent) return 'reset';
  return 'email';
}
