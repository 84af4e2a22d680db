import type { RunCommand } from '../../../infrastructure/cqrs/command-runner.js';
import { classDecider, type ClassCommand, type ClassState } from '../domain/class.decider.js';
import { schoolDecider, type SchoolCommand, type SchoolState } from '../domain/school.decider.js';
import type { ClassStreamEvent, SchoolStreamEvent } from '../domain/school.events.js';
import { projectSchoolEvents } from '../projections/schools.projection.js';

type StreamOf<S, C, E extends ClassStreamEvent | SchoolStreamEvent> = Omit<
  RunCommand<S, C, E>,
  'command' | 'context'
>;

/** A school's stream: the school and its grades. */
export function schoolStream(
  schoolId: string,
): StreamOf<SchoolState, SchoolCommand, SchoolStreamEvent> {
  return {
    streamId: `school-${schoolId}`,
    streamType: 'school',
    decider: schoolDecider,
    project: projectSchoolEvents,
  };
}

/** A class's stream: the class, its teacher and its members. */
export function classStream(classId: string): StreamOf<ClassState, ClassCommand, ClassStreamEvent> {
  return {
    streamId: `class-${classId}`,
    streamType: 'class',
    decider: classDecider,
    project: projectSchoolEvents,
  };
}
