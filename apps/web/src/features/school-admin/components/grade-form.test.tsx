// @vitest-environment happy-dom
import type { GradeRow } from '@atelier/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../testing/admin-test-harness';
import { GradeForm } from './grade-form';

function buildGrade(overrides: Partial<GradeRow> = {}): GradeRow {
  return {
    id: 'g-1',
    gradeKey: 'grade-1',
    description: 'First year',
    status: 'in-use',
    classCount: 1,
    studentCount: 10,
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The error text tied to a field by aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.id.endsWith('-error'))
    .map((node) => node?.textContent ?? '')
    .join(' ');
}

afterEach(cleanup);

describe(GradeForm.name, () => {
  it('refuses an empty choice and a too long description in French, and sends nothing', async () => {
    const onDone = vi.fn();
    const { requests } = renderWithApp(<GradeForm grade={null} usedKeys={[]} onDone={onDone} />, {
      locale: 'fr',
    });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'x'.repeat(501) },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter un niveau' }));
    });

    const select = screen.getByLabelText('Nom du niveau');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(select)).toContain('Ce champ est obligatoire.');
    expect(errorOf(screen.getByLabelText('Description'))).toContain(
      'Veuillez saisir au plus 500 caractères.',
    );
    expect(document.activeElement).toBe(select);
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers only the grade names not used yet', () => {
    renderWithApp(
      <GradeForm grade={null} usedKeys={['grade-1', 'preparatory']} onDone={() => undefined} />,
    );
    const options = [...screen.getByLabelText<HTMLSelectElement>('Grade name').options].map(
      (option) => option.textContent,
    );
    expect(options).toEqual([
      'Choose a grade',
      'Kindergarten start',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
    ]);
  });

  it('adds a grade with the trimmed description, says so and closes', async () => {
    const onDone = vi.fn();
    const { requests, toasts } = renderWithApp(
      <GradeForm grade={null} usedKeys={[]} onDone={onDone} />,
      { answers: [ok(buildGrade({ gradeKey: 'grade-3' }))] },
    );
    fireEvent.change(screen.getByLabelText('Grade name'), { target: { value: 'grade-3' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: '  Nine-year-olds ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a grade' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/atelier/school/grades',
        body: { gradeKey: 'grade-3', description: 'Nine-year-olds' },
      },
    ]);
    expect(toasts.getSnapshot().map((toast) => [toast.tone, toast.message])).toEqual([
      ['info', 'Grade 3 added.'],
    ]);
  });

  it('edits only the description, with PATCH', async () => {
    const onDone = vi.fn();
    const { requests } = renderWithApp(
      <GradeForm grade={buildGrade()} usedKeys={['grade-1']} onDone={onDone} />,
      { answers: [ok(buildGrade({ description: 'Six-year-olds' }))] },
    );
    expect(screen.queryByLabelText('Grade name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Six-year-olds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/atelier/school/grades/g-1',
        body: { description: 'Six-year-olds' },
      },
    ]);
  });

  it('shows the server’s field errors next to their field and stays open', async () => {
    const onDone = vi.fn();
    renderWithApp(<GradeForm grade={null} usedKeys={[]} onDone={onDone} />, {
      answers: [
        {
          code: 400,
          message: 'Some fields need your attention.',
          data: { fields: { gradeKey: 'This school already has this grade.' } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('Grade name'), { target: { value: 'grade-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a grade' }));

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Grade name'))).toContain(
        'This school already has this grade.',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
