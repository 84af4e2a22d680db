import type { Profile, SessionGrant } from '@atelier/contracts';
import type { StoredSession } from '@atelier/machines';
import type { Page } from '@playwright/test';

export const SESSION_KEY = 'atelier.session';
export const LOCALE_KEY = 'atelier.locale';

export function buildStoredSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    user: {
      id: 'u-student-e2e',
      email: 'mia@family.test',
      firstName: 'Mia',
      lastName: 'Durand',
      avatar: null,
      role: 'student',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'e2e-student-token',
    role: 'student',
    provider: null,
    providerExtra: null,
    ...overrides,
  };
}

export function buildTeacherGrant(): SessionGrant {
  return {
    user: {
      id: 'u-teacher-e2e',
      email: 'li.na@school.test',
      firstName: 'Li',
      lastName: 'Na',
      avatar: null,
      role: 'teacher',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'e2e-teacher-token',
    role: 'teacher',
  };
}

/** The account page's data (`GET validate`) of a grant's user. */
export function buildProfile(grant: SessionGrant): Profile {
  return {
    ...grant.user,
    gender: null,
    birthDate: null,
    country: null,
    schoolName: null,
    plan: 'private-teacher',
  };
}

/**
 * Writes localStorage of the app's origin before the app runs: opens a static file of the origin
 * (no app code), writes, and leaves the page there for the test's next `goto`.
 */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, entries);
}

/** Reads the stored session of the app's origin, from wherever the page currently is. */
export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  const reader = await page.context().newPage();
  try {
    await reader.goto('/favicon.svg');
    const raw = await reader.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    return raw === null ? null : (JSON.parse(raw) as StoredSession);
  } finally {
    await reader.close();
  }
}
