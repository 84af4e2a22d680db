// @vitest-environment happy-dom
import type { ClassDetail, ClassMemberRow, ClassRow } from '@atelier/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../testing/admin-test-harness';
import { MoveStudentForm } from './member-dialogs';

function buildClass(overrides: Partial<ClassRow> = {}): ClassRow {
  return {
    id: 'c-tigers',
    name: 'Tigers',
    code: 'TIGERS',
    level: 2,
    gradeId: 'g-2',
    gradeKey: 'grade-2',
    schoolName: 'Maple Grove',
    studentCount: 10,
    teacher: null,
    description: '',
    status: 'in-use',
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function buildDetail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return {
    ...buildClass(),
    members: [],
    inviteLink: { state: 'not-activated', path: '/invite/t', expiresAt: null },
    pendingInvitations: [],
    ...overrides,
  };
}

const member: ClassMemberRow = {
  studentId: 's-1',
  firstName: 'Léa',
  lastName: 'Dubois',
  email: 'lea@family.test',
  status: 'active',
  joinedAt: '2026-09-01T08:00:00.000Z',
  via: 'seed',
};

const classes = [
  buildClass(),
  buildClass({ id: 'c-cranes', name: 'Cranes', code: 'CRANES' }),
  buildClass({ id: 'c-off', name: 'Owls', code: 'OWLS', status: 'terminated' }),
];

afterEach(cleanup);

describe(MoveStudentForm.name, () => {
  it('offers the other classes in use, refuses no choice, and sends nothing', async () => {
    const onDone = vi.fn();
    const { requests } = renderWithApp(
      <MoveStudentForm member={member} fromClass={buildDetail()} onDone={onDone} />,
      { locale: 'fr', answers: [ok(classes)] },
    );
    const select = await screen.findByLabelText<HTMLSelectElement>('Nouvelle classe');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choisissez une classe',
      'Cranes (CRANES)',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Déplacer' }));
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Ce champ est obligatoire.');
    // Only the list of classes was asked for.
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /atelier/school/classes',
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('moves the student with POST .../move and says where', async () => {
    const onDone = vi.fn();
    const { requests, toasts } = renderWithApp(
      <MoveStudentForm member={member} fromClass={buildDetail()} onDone={onDone} />,
      // The classes, the move, then the classes again (the move makes the list stale).
      { answers: [ok(classes), ok(null), ok(classes)] },
    );
    fireEvent.change(await screen.findByLabelText('New class'), { target: { value: 'c-cranes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/atelier/school/students/s-1/move',
        body: { toClassId: 'c-cranes' },
      },
    ]);
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual([
      'Léa Dubois moved to Cranes.',
    ]);
  });
});
