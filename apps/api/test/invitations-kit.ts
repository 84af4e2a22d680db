import {
  fillPath,
  SchoolAdminPaths,
  type ClassRow,
  type GradeKey,
  type InviteLinkView,
  type Role,
} from '@atelier/contracts';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createSchool, createUser, logIn, uniqueEmail } from './accounts-kit.js';
import type { TestClient } from './http.js';
import type { TestApp } from './test-app.js';

/** A logged-in account made through the real command path. */
export interface Account {
  id: string;
  email: string;
  token: string;
}

export async function account(
  sut: TestApp,
  client: TestClient,
  role: Role,
  options: { schoolId?: string | null; email?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail(role);
  const id = await createUser(sut, { email, role, schoolId: options.schoolId ?? null });
  const grant = await logIn(client, email, role);
  return { id, email, token: grant.tokenValue };
}

export interface SchoolWithManager {
  schoolId: string;
  schoolName: string;
  manager: Account;
}

export async function schoolWithManager(
  sut: TestApp,
  client: TestClient,
  schoolName = 'Maple School',
): Promise<SchoolWithManager> {
  const schoolId = await createSchool(sut, `S${randomUUID().slice(0, 8)}`, schoolName);
  const manager = await account(sut, client, 'manager', { schoolId });
  return { schoolId, schoolName, manager };
}

/** A class through the API, as the manager (or a private teacher) adds it. */
export async function addClass(
  client: TestClient,
  token: string,
  name: string,
  gradeKey: GradeKey = 'grade-1',
): Promise<ClassRow> {
  const res = await client.post<ClassRow>(
    SchoolAdminPaths.classes,
    {
      gradeId: gradeKey,
      name,
      code: `C${randomUUID().slice(0, 8)}`,
      level: 1,
    },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export function inviteLinkPath(classId: string): string {
  return fillPath(SchoolAdminPaths.classInviteLink, { classId });
}

/** The token of an invite page path or URL (`…/invite/<token>`). */
export function tokenOf(pathOrUrl: string): string {
  const match = /\/invite\/([\w.-]+)/.exec(pathOrUrl);
  if (!match?.[1]) throw new Error(`no invitation token in ${pathOrUrl}`);
  return match[1];
}

export async function linkAction(
  client: TestClient,
  token: string,
  classId: string,
  action: string,
) {
  return client.post<InviteLinkView>(inviteLinkPath(classId), { action }, { token });
}

export function invitationPath(token: string): string {
  return fillPath(SchoolAdminPaths.invitation, { token });
}

export function acceptPath(token: string): string {
  return fillPath(SchoolAdminPaths.invitationAccept, { token });
}
