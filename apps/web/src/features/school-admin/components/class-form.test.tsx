// @vitest-environment happy-dom
import type { ClassRow, GradeRow, TeacherRow } from '@atelier/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../testing/admin-test-harness';
import { ClassForm } from './class-form';

function buildGrade(overrides: Partial<GradeRow> = {}): GradeRow {
  return {
    id: 'g-1',
    gradeKey: 'grade-1',
    description: '',
    status: 'in-use',
    classCount: 0,
    studentCount: 0,
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function buildClass(overrides: Partial<ClassRow> = {}): ClassRow {
  return {
    id: 'c-1',
    name: 'Pandas',
    code: 'PANDAS',
    level: 1,
    gradeId: 'g-1',
    gradeKey: 'grade-1',
    schoolName: 'Maple Grove',
    studentCount: 3,
    teacher: null,
    description: '',
    status: 'in-use',
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function buildTeacher(overrides: Partial<TeacherRow> = {}): TeacherRow {
  return {
    id: 't-1',
    firstName: 'Na',
    lastName: 'Li',
    email: 'li@school.test',
    classes: [],
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function errorOf(label: string): string {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const grades = [
  buildGrade(),
  buildGrade({ id: 'g-2', gradeKey: 'grade-2' }),
  buildGrade({ id: 'g-off', gradeKey: 'grade-5', status: 'terminated' }),
];

afterEach(cleanup);

describe(ClassForm.name, () => {
  it('refuses empty and malformed fields with the messages of the language, sending nothing', async () => {
    const onDone = vi.fn();
    const { requests } = renderWithApp(
      <ClassForm classRow={null} grades={grades} teachers={null} onDone={onDone} />,
      { locale: 'zh' },
    );
    fireEvent.change(screen.getByLabelText('班级代码'), { target: { value: 'pandas 2!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '添加班级' }));
    });

    expect(errorOf('班级名称')).toContain('此项为必填项。');
    expect(errorOf('班级代码')).toContain('只能使用字母、数字和连字符。');
    expect(errorOf('年级')).toContain('此项为必填项。');
    expect(errorOf('级别')).toContain('此项为必填项。');
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says how long a name may be', async () => {
    const { requests } = renderWithApp(
      <ClassForm classRow={null} grades={grades} teachers={null} onDone={() => undefined} />,
    );
    fireEvent.change(screen.getByLabelText('Class name'), { target: { value: 'N'.repeat(61) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    });
    expect(errorOf('Class name')).toContain('Please enter at most 60 characters.');
    expect(errorOf('Level')).toContain('This field is required.');
    expect(requests).toEqual([]);
  });

  it('offers the grades in use and, for a manager, the teachers', () => {
    renderWithApp(
      <ClassForm
        classRow={null}
        grades={grades}
        teachers={[buildTeacher()]}
        onDone={() => undefined}
      />,
    );
    const gradeOptions = [...screen.getByLabelText<HTMLSelectElement>('Grade').options].map(
      (option) => option.textContent,
    );
    expect(gradeOptions).toEqual(['Choose a grade', 'Grade 1', 'Grade 2']);
    const teacherOptions = [...screen.getByLabelText<HTMLSelectElement>('Teacher').options].map(
      (option) => option.textContent,
    );
    expect(teacherOptions).toEqual(['No teacher for now', 'Na Li']);
  });

  it('adds a class: trimmed values, the code in capitals, the chosen teacher', async () => {
    const onDone = vi.fn();
    const { requests, toasts } = renderWithApp(
      <ClassForm classRow={null} grades={grades} teachers={[buildTeacher()]} onDone={onDone} />,
      { answers: [ok(buildClass({ name: 'Koalas' }))] },
    );
    fireEvent.change(screen.getByLabelText('Class name'), { target: { value: ' Koalas ' } });
    fireEvent.change(screen.getByLabelText('Class code'), { target: { value: 'koala-1' } });
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: 'g-2' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Teacher'), { target: { value: 't-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a class' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/atelier/school/classes',
        body: {
          gradeId: 'g-2',
          name: 'Koalas',
          code: 'KOALA-1',
          level: '3',
          description: '',
          teacherId: 't-1',
        },
      },
    ]);
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(['Class Koalas added.']);
  });

  it('edits a class with PATCH and without a teacher field', async () => {
    const onDone = vi.fn();
    const { requests } = renderWithApp(
      <ClassForm classRow={buildClass()} grades={grades} teachers={null} onDone={onDone} />,
      { answers: [ok(buildClass({ name: 'Big Pandas' }))] },
    );
    expect(screen.queryByLabelText('Teacher')).toBeNull();
    fireEvent.change(screen.getByLabelText('Class name'), { target: { value: 'Big Pandas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/atelier/school/classes/c-1',
        body: { gradeId: 'g-1', name: 'Big Pandas', code: 'PANDAS', level: '1', description: '' },
      },
    ]);
  });

  it('shows a taken code under the code field, as the server says it', async () => {
    const onDone = vi.fn();
    renderWithApp(
      <ClassForm classRow={buildClass()} grades={grades} teachers={null} onDone={onDone} />,
      {
        answers: [
          {
            code: 400,
            message: 'Some fields need your attention.',
            data: { fields: { code: 'This class code is already used in your school.' } },
          },
        ],
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('Class code')).toContain('This class code is already used in your school.'),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says when the refusal is about no field, inside the dialog', async () => {
    renderWithApp(
      <ClassForm
        classRow={buildClass()}
        grades={grades}
        teachers={null}
        onDone={() => undefined}
      />,
      { answers: [{ code: 409, message: 'This action is not possible now.', data: null }] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This action is not possible now.'),
    );
  });
});
