// @vitest-environment happy-dom
import type { ClassRow } from '@atelier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../testing/admin-test-harness';
import { ClassActions } from './class-actions';

function buildClass(overrides: Partial<ClassRow> = {}): ClassRow {
  return {
    id: 'c-1',
    name: 'Pandas',
    code: 'PANDAS',
    level: 1,
    gradeId: 'g-1',
    gradeKey: 'grade-1',
    schoolName: 'Maple Grove',
    studentCount: 0,
    teacher: null,
    description: '',
    status: 'in-use',
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function buttonNames(): string[] {
  return screen.getAllByRole('button').map((button) => button.textContent ?? '');
}

afterEach(cleanup);

describe(ClassActions.name, () => {
  it('offers the status changes the class machine allows in each status', () => {
    const { unmount } = renderWithApp(
      <ClassActions classRow={buildClass()} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(buttonNames()).toEqual(['Edit', 'Suspend', 'Disable', 'Delete']);
    unmount();

    renderWithApp(
      <ClassActions
        classRow={buildClass({ status: 'suspended' })}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(buttonNames()).toEqual(['Edit', 'Activate', 'Disable', 'Delete']);
    cleanup();

    renderWithApp(
      <ClassActions
        classRow={buildClass({ status: 'terminated' })}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(buttonNames()).toEqual(['Edit', 'Enable', 'Delete']);
  });

  it('keeps delete unavailable, with the reason, while the class has students', () => {
    const onDelete = vi.fn();
    const { toasts } = renderWithApp(
      <ClassActions
        classRow={buildClass({ studentCount: 3 })}
        onEdit={vi.fn()}
        onDelete={onDelete}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Delete' });
    const reason = 'Pandas still has 3 students: move or remove them before deleting the class.';
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    const describedBy = remove.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(reason);

    fireEvent.click(remove);
    expect(onDelete).not.toHaveBeenCalled();
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual([reason]);
  });

  it('opens the delete confirmation of an empty class', () => {
    const onDelete = vi.fn();
    renderWithApp(<ClassActions classRow={buildClass()} onEdit={vi.fn()} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('suspends with POST .../status and says so', async () => {
    const { requests, toasts } = renderWithApp(
      <ClassActions classRow={buildClass()} onEdit={vi.fn()} onDelete={vi.fn()} />,
      { answers: [ok(buildClass({ status: 'suspended' }))] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(['Pandas is suspended.']),
    );
    expect(requests).toEqual([
      { method: 'POST', path: '/atelier/school/classes/c-1/status', body: { action: 'suspend' } },
    ]);
  });
});
