import {
  fillPath,
  SchoolAdminPaths,
  type ClassRow,
  type ClassStatusAction,
  type GradeRow,
  type GradeStatusAction,
  type StudentStatusAction,
} from '@atelier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '../../../api/client';
import { useTenant } from '../hooks/use-tenant';
import { keysToInvalidate, type SchoolAdminChange } from './school-admin-keys';

/*
 * The writes of the school administration. Each one, whether it succeeds or is refused, makes the
 * lists it touches stale (a refusal such as transitionRefused means the screen was out of date).
 * Failures are toasted by the API client; 400 field errors are read by the forms.
 */

/** The bodies the forms send: values already checked (and trimmed) by the contracts' schemas. */
export interface GradeCreate {
  gradeKey: string;
  description: string;
}
export interface ClassFields {
  gradeId: string;
  name: string;
  code: string;
  level: number;
  description: string;
}
export interface ClassCreate extends ClassFields {
  teacherId: string;
}

function useAdminMutation<TVars, TAnswer>(
  mutationFn: (vars: TVars) => Promise<TAnswer>,
  changeOf: (vars: TVars) => SchoolAdminChange,
) {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  return useMutation({
    mutationFn,
    onSettled: (_answer, _error, vars) =>
      Promise.all(
        keysToInvalidate(tenant, changeOf(vars)).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCreateGrade() {
  return useAdminMutation(
    (form: GradeCreate) => apiPost<GradeRow>(SchoolAdminPaths.grades, { ...form }),
    () => ({ kind: 'grade' }),
  );
}

export function useUpdateGrade() {
  return useAdminMutation(
    ({ gradeId, description }: { gradeId: string; description: string }) =>
      apiPatch<GradeRow>(fillPath(SchoolAdminPaths.grade, { gradeId }), { description }),
    () => ({ kind: 'grade' }),
  );
}

export function useGradeStatus() {
  return useAdminMutation(
    ({ gradeId, action }: { gradeId: string; action: GradeStatusAction }) =>
      apiPost<GradeRow>(fillPath(SchoolAdminPaths.gradeStatus, { gradeId }), { action }),
    () => ({ kind: 'grade' }),
  );
}

export function useDeleteGrade() {
  return useAdminMutation(
    ({ gradeId }: { gradeId: string }) =>
      apiDelete<unknown>(fillPath(SchoolAdminPaths.grade, { gradeId })),
    () => ({ kind: 'grade' }),
  );
}

export function useCreateClass() {
  return useAdminMutation(
    (form: ClassCreate) => apiPost<ClassRow>(SchoolAdminPaths.classes, { ...form }),
    () => ({ kind: 'class' }),
  );
}

export function useUpdateClass() {
  return useAdminMutation(
    ({ classId, ...form }: ClassFields & { classId: string }) =>
      apiPatch<ClassRow>(fillPath(SchoolAdminPaths.class, { classId }), { ...form }),
    ({ classId }) => ({ kind: 'class', classId }),
  );
}

export function useClassStatus() {
  return useAdminMutation(
    ({ classId, action }: { classId: string; action: ClassStatusAction }) =>
      apiPost<ClassRow>(fillPath(SchoolAdminPaths.classStatus, { classId }), { action }),
    ({ classId }) => ({ kind: 'class', classId }),
  );
}

export function useDeleteClass() {
  return useAdminMutation(
    ({ classId }: { classId: string }) =>
      apiDelete<unknown>(fillPath(SchoolAdminPaths.class, { classId })),
    ({ classId }) => ({ kind: 'class', classId }),
  );
}

export function useAssignTeacher() {
  return useAdminMutation(
    ({ classId, teacherId }: { classId: string; teacherId: string }) =>
      apiPost<ClassRow>(fillPath(SchoolAdminPaths.classTeacher, { classId }), { teacherId }),
    ({ classId }) => ({ kind: 'class-teacher', classId }),
  );
}

export function useMoveStudent() {
  return useAdminMutation(
    ({ studentId, toClassId }: { studentId: string; fromClassId: string; toClassId: string }) =>
      apiPost<unknown>(fillPath(SchoolAdminPaths.studentMove, { studentId }), { toClassId }),
    ({ studentId, fromClassId, toClassId }) => ({
      kind: 'student-left',
      studentId,
      classIds: [fromClassId, toClassId],
    }),
  );
}

export function useRemoveStudent() {
  return useAdminMutation(
    ({ studentId, classId }: { studentId: string; classId: string }) =>
      apiPost<unknown>(fillPath(SchoolAdminPaths.studentRemove, { studentId }), { classId }),
    ({ studentId, classId }) => ({ kind: 'student-left', studentId, classIds: [classId] }),
  );
}

export function useStudentStatus() {
  return useAdminMutation(
    ({
      studentId,
      classId,
      action,
    }: {
      studentId: string;
      classId: string;
      action: StudentStatusAction;
    }) =>
      apiPost<unknown>(fillPath(SchoolAdminPaths.studentStatus, { studentId }), {
        classId,
        action,
      }),
    ({ studentId, classId }) => ({ kind: 'student-status', studentId, classId }),
  );
}
