import type { SessionGrant } from '@atelier/contracts';
import { failureMessage } from '../../api/api-errors';
import { isSessionGrant } from '../../api/session-shapes';
import type { SessionActor } from './session-actor';

export type SignInOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Runs a call that answers a session grant (login, registration, social or partner login)
 * through the session machine: LOGIN, then LOGIN_SUCCEEDED (the machine stores the grant and
 * opens the role's centre) or LOGIN_FAILED with the failure's message. The machine accepts LOGIN
 * only when logged out, so pages offering a sign-in first send logged-in visitors elsewhere.
 *
 * `afterSignIn` runs right after LOGIN_SUCCEEDED, in the same task: a page that sends the user
 * elsewhere than their centre (the `redirect` of an invitation's join page) navigates there, and
 * the router drops the centre's navigation before it has rendered.
 */
export async function signIn(
  session: SessionActor,
  call: () => Promise<SessionGrant>,
  afterSignIn?: () => void,
): Promise<SignInOutcome> {
  session.send({ type: 'LOGIN' });
  try {
    const grant: unknown = await call();
    // An answer without a usable grant is a failure without a message (callers say "Error").
    if (!isSessionGrant(grant)) throw new Error('');
    session.send({ type: 'LOGIN_SUCCEEDED', grant });
  } catch (error) {
    session.send({ type: 'LOGIN_FAILED', message: failureMessage(error) });
    return { ok: false, error };
  }
  afterSignIn?.();
  return { ok: true };
}
