import type { StoredSession } from '@atelier/machines';
import { isProviderExtra, isRole, isSessionUser } from '../../api/session-shapes';

/** localStorage key of the session the machine restores on page load (spec section 3). */
export const SESSION_STORAGE_KEY = 'atelier.session';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const STORED_KEYS: ReadonlySet<string> = new Set<keyof StoredSession>([
  'user',
  'tokenName',
  'tokenValue',
  'role',
  'provider',
  'providerExtra',
]);

const nullOr =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null | undefined =>
    value === null || value === undefined || check(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The stored session, with the machine's input rules (every field optional or null, no other
 * key): a malformed or edited entry means "logged out", never a crash or a half-trusted session.
 */
export function readStoredSession(storage: StorageLike | null): Partial<StoredSession> | undefined {
  let value: unknown;
  try {
    const text = storage?.getItem(SESSION_STORAGE_KEY);
    if (!text) return undefined;
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const valid =
    Object.keys(stored).every((key) => STORED_KEYS.has(key)) &&
    nullOr(isSessionUser)(stored.user) &&
    nullOr(isText)(stored.tokenName) &&
    nullOr(isText)(stored.tokenValue) &&
    nullOr(isRole)(stored.role) &&
    nullOr(isText)(stored.provider) &&
    nullOr(isProviderExtra)(stored.providerExtra);
  return valid ? (stored as Partial<StoredSession>) : undefined;
}

export function writeStoredSession(storage: StorageLike | null, session: StoredSession): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session lives on in memory for this page.
  }
}
