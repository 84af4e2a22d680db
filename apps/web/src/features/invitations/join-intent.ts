/**
 * "Log in to join" and "Create an account" on the join page remember, for this tab, which
 * invitation the user meant to accept. When the login or registration brings them back, the page
 * joins by itself, once: the user already chose to join. Opening a join page while logged in
 * never joins without a click, so a link alone cannot move anyone into a class.
 */
const KEY = 'atelier.invite.intent';

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): IntentStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberJoinIntent(token: string, storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, token);
  } catch {
    // Storage full or refused: the user will click "Join" themselves.
  }
}

/** Whether the user meant to join `token`; the intent is used up by asking. */
export function takeJoinIntent(token: string, storage = tabStorage()): boolean {
  try {
    const intended = storage?.getItem(KEY) ?? null;
    if (intended === null) return false;
    storage?.removeItem(KEY);
    return intended === token;
  } catch {
    return false;
  }
}
