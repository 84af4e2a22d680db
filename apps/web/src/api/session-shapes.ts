import { ROLES, type Role, type SessionGrant, type SessionUser } from '@atelier/contracts';

/*
 * Shape checks of the session data the browser receives (a 403's grant) or keeps (localStorage),
 * mirroring contracts' `sessionUserSchema` and `sessionGrantSchema`. Hand-written on purpose:
 * using zod here would put all of zod on the first load of every page (about 27 KB gzip),
 * while these few fields need a dozen lines. session-shapes.test.ts checks them against the
 * contracts' schemas, so the two cannot drift apart unnoticed.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isNonEmptyText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

export const isRole = (value: unknown): value is Role =>
  (ROLES as readonly unknown[]).includes(value);

export function isSessionUser(value: unknown): value is SessionUser {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.email === 'string' &&
    typeof value.firstName === 'string' &&
    typeof value.lastName === 'string' &&
    (value.avatar === null || typeof value.avatar === 'string') &&
    isRole(value.role)
  );
}

/** Provider extras: string values, one of them the `domain`. */
export function isProviderExtra(
  value: unknown,
): value is { domain: string } & Record<string, string> {
  return (
    isObject(value) &&
    typeof value.domain === 'string' &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

export function isSessionGrant(value: unknown): value is SessionGrant {
  return (
    isObject(value) &&
    isSessionUser(value.user) &&
    isNonEmptyText(value.tokenName) &&
    isNonEmptyText(value.tokenValue) &&
    isRole(value.role) &&
    (value.provider === undefined || typeof value.provider === 'string') &&
    (value.providerExtra === undefined || isProviderExtra(value.providerExtra))
  );
}
