import { GRADE_KEYS } from '@atelier/contracts';
import type { UserRegistered } from '../../../modules/accounts/domain/account.events.js';
import type {
  HomeworkAssigned,
  HomeworkSubmitted,
  QuestionAnswered,
} from '../../../modules/homework/domain/homework.events.js';
import type {
  ClassCreated,
  GradeCreated,
  SchoolRegistered,
  StudentJoinedClass,
  TeacherAssignedToClass,
} from '../../../modules/schools/domain/school.events.js';
import type { NewEvent } from '../../event-store/event.js';
import type { AppendRequest } from '../../event-store/event-store.js';
import { DeterministicUuidV7, SeededRandom } from './seeded-random.js';

/** The shape of a school network and a year of its homework. */
export interface SchoolNetworkOptions {
  seed: number;
  schools: number;
  classesPerSchool: number;
  studentsPerClass: number;
  catalogueItems: number;
  questionsPerItem: number;
  assignmentsPerClass: number;
  /** The assignments of a class spread evenly over this many days. */
  days: number;
  /** ISO-8601 start of the school year; the set-up happens in the two weeks before. */
  start: string;
  deadlineDays: number;
  /** Each class draws its share of students who do not finish a homework from this range. */
  incompleteRate: { min: number; max: number };
  /**
   * `time`: every event in time order, classes and students interleaved, as a live system
   * records them. `assignment`: assignment after assignment (in time order), each one's events
   * stream by stream, as a bulk import of the history writes them. The same events either way,
   * but ids are drawn as events are emitted, so they differ between the two orders.
   */
  order: 'time' | 'assignment';
}

/** The benchmark's network: about 3.3 million events. */
export const BENCH_SCHOOL_NETWORK: SchoolNetworkOptions = {
  seed: 20_261_122,
  schools: 40,
  classesPerSchool: 10,
  studentsPerClass: 25,
  catalogueItems: 200,
  questionsPerItem: 10,
  assignmentsPerClass: 31,
  days: 365,
  start: '2025-09-01T00:00:00.000Z',
  deadlineDays: 7,
  incompleteRate: { min: 0.05, max: 0.1 },
  order: 'assignment',
};

export interface GeneratedEvent extends NewEvent {
  streamId: string;
  streamType: string;
  /** Version within the stream, so consecutive events of a stream can be appended together. */
  version: number;
}

type NetworkEvent =
  | SchoolRegistered
  | GradeCreated
  | ClassCreated
  | TeacherAssignedToClass
  | StudentJoinedClass
  | UserRegistered
  | HomeworkAssigned
  | QuestionAnswered
  | HomeworkSubmitted;

/** An event before it is emitted: ids and metadata are drawn at emission, in time order. */
interface PendingEvent {
  atMs: number;
  event: NetworkEvent;
  streamId: string;
  streamType: string;
  version: number;
  actorId: string;
  schoolId: string;
}

interface ClassPlan {
  schoolId: string;
  gradeId: string;
  classId: string;
  teacherId: string;
  students: { id: string; accuracy: number }[];
  incompleteRate: number;
}

interface Timeline {
  events: PendingEvent[];
  cursor: number;
  order: number;
}

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;
const LANGS = ['en', 'zh', 'fr'] as const;

/**
 * A deterministic school network and a year of homework, streamed without holding the millions
 * of events in memory: in time order (a k-way merge over the open assignments, classes
 * interleaved as in production) or assignment by assignment (see `order`). Same options, same
 * events, byte for byte.
 */
export function* generateSchoolNetwork(options: SchoolNetworkOptions): Generator<GeneratedEvent> {
  const random = new SeededRandom(options.seed);
  const entityIds = new DeterministicUuidV7(new SeededRandom(options.seed ^ 0x5bd1e995));
  const eventIds = new DeterministicUuidV7(new SeededRandom(options.seed ^ 0x27d4eb2d));
  const start = Date.parse(options.start);
  const schoolLang = new Map<string, string>();

  const emit = (pending: PendingEvent): GeneratedEvent => ({
    eventId: eventIds.next(pending.atMs),
    type: pending.event.type,
    data: pending.event.data,
    metadata: {
      actorId: pending.actorId,
      schoolId: pending.schoolId,
      correlationId: eventIds.next(pending.atMs),
      causationId: null,
      lang: schoolLang.get(pending.schoolId) ?? 'en',
    },
    occurredAt: new Date(pending.atMs).toISOString(),
    streamId: pending.streamId,
    streamType: pending.streamType,
    version: pending.version,
  });

  // Set-up: schools, grades, classes, teachers and students, one event a second.
  let clock = start - 14 * DAY;
  const classes: ClassPlan[] = [];
  const setUp = (
    event: NetworkEvent,
    stream: [string, string, number],
    actorId: string,
    schoolId: string,
  ): GeneratedEvent => {
    clock += SECOND;
    const [streamId, streamType, version] = stream;
    return emit({ atMs: clock, event, streamId, streamType, version, actorId, schoolId });
  };

  for (let s = 0; s < options.schools; s += 1) {
    const schoolId = entityIds.next(clock);
    const managerId = entityIds.next(clock);
    schoolLang.set(schoolId, LANGS[random.int(LANGS.length)] as string);
    let schoolVersion = 0;
    const schoolStream = (): [string, string, number] => [
      `school-${schoolId}`,
      'school',
      (schoolVersion += 1),
    ];
    yield setUp(
      {
        type: 'SchoolRegistered',
        data: { schoolId, name: `School ${s + 1}`, code: `S${String(s + 1).padStart(3, '0')}` },
      },
      schoolStream(),
      managerId,
      schoolId,
    );
    yield setUp(
      {
        type: 'UserRegistered',
        data: {
          userId: managerId,
          role: 'manager',
          schoolId,
          via: 'seed',
          plan: null,
          planExpiresAt: null,
        },
      },
      [`user-${managerId}`, 'user', 1],
      managerId,
      schoolId,
    );
    const gradeIds: string[] = [];
    for (const gradeKey of GRADE_KEYS) {
      const gradeId = entityIds.next(clock);
      gradeIds.push(gradeId);
      yield setUp(
        { type: 'GradeCreated', data: { schoolId, gradeId, gradeKey } },
        schoolStream(),
        managerId,
        schoolId,
      );
    }
    for (let c = 0; c < options.classesPerSchool; c += 1) {
      const level = c % GRADE_KEYS.length;
      const gradeId = gradeIds[level] as string;
      const classId = entityIds.next(clock);
      const teacherId = entityIds.next(clock);
      const classStream = `class-${classId}`;
      yield setUp(
        {
          type: 'UserRegistered',
          data: {
            userId: teacherId,
            role: 'teacher',
            schoolId,
            via: 'seed',
            plan: 'school-teacher',
            planExpiresAt: null,
          },
        },
        [`user-${teacherId}`, 'user', 1],
        managerId,
        schoolId,
      );
      yield setUp(
        {
          type: 'ClassCreated',
          data: { schoolId, gradeId, classId, name: `Class ${c + 1}`, code: `C${c + 1}`, level },
        },
        [classStream, 'class', 1],
        managerId,
        schoolId,
      );
      yield setUp(
        { type: 'TeacherAssignedToClass', data: { schoolId, classId, teacherId } },
        [classStream, 'class', 2],
        managerId,
        schoolId,
      );
      const plan: ClassPlan = {
        schoolId,
        gradeId,
        classId,
        teacherId,
        students: [],
        incompleteRate:
          options.incompleteRate.min +
          random.next() * (options.incompleteRate.max - options.incompleteRate.min),
      };
      for (let k = 0; k < options.studentsPerClass; k += 1) {
        const studentId = entityIds.next(clock);
        plan.students.push({ id: studentId, accuracy: 0.55 + random.next() * 0.4 });
        yield setUp(
          {
            type: 'UserRegistered',
            data: {
              userId: studentId,
              role: 'student',
              schoolId,
              via: 'seed',
              plan: null,
              planExpiresAt: null,
            },
          },
          [`user-${studentId}`, 'user', 1],
          teacherId,
          schoolId,
        );
        yield setUp(
          { type: 'StudentJoinedClass', data: { schoolId, gradeId, classId, studentId } },
          [classStream, 'class', 3 + k],
          studentId,
          schoolId,
        );
      }
      classes.push(plan);
    }
  }

  const catalogue = Array.from({ length: options.catalogueItems }, () =>
    Array.from({ length: options.questionsPerItem }, () => entityIds.next(clock)),
  );

  // Each class gets its assignments at a regular interval from its own offset, in school hours.
  const interval = options.days / options.assignmentsPerClass;
  const schedule: { atMs: number; plan: ClassPlan }[] = [];
  for (const plan of classes) {
    const offset = random.next() * interval;
    for (let i = 0; i < options.assignmentsPerClass; i += 1) {
      const day = Math.floor(offset + i * interval);
      const atMs = start + day * DAY + random.between(8, 15) * HOUR + random.int(3_600) * SECOND;
      schedule.push({ atMs, plan });
    }
  }
  schedule.sort((a, b) => a.atMs - b.atMs);

  if (options.order === 'assignment') {
    for (const { atMs, plan } of schedule) {
      for (const pending of planAssignment(atMs, plan)) yield emit(pending);
    }
    return;
  }

  const heap = new TimelineHeap();
  let next = 0;
  let order = 0;
  for (;;) {
    const head = heap.peek();
    const upcoming = schedule[next];
    if (upcoming && (!head || upcoming.atMs <= timeOf(head))) {
      const events = planAssignment(upcoming.atMs, upcoming.plan);
      heap.push({ events, cursor: 0, order: (order += 1) });
      next += 1;
      continue;
    }
    if (!head) return;
    const pending = head.events[head.cursor] as PendingEvent;
    yield emit(pending);
    head.cursor += 1;
    if (head.cursor < head.events.length) heap.replaceTop(head);
    else heap.pop();
  }

  function planAssignment(atMs: number, plan: ClassPlan): PendingEvent[] {
    const homeworkId = entityIds.next(atMs);
    const itemIds = catalogue[random.int(catalogue.length)] as string[];
    const deadline = atMs + options.deadlineDays * DAY;
    const events: PendingEvent[] = [
      {
        atMs,
        event: {
          type: 'HomeworkAssigned',
          data: {
            schoolId: plan.schoolId,
            gradeId: plan.gradeId,
            classId: plan.classId,
            homeworkId,
            teacherId: plan.teacherId,
            title: `Homework ${homeworkId.slice(-4)}`,
            itemIds,
            deadline: new Date(deadline).toISOString(),
          },
        },
        streamId: `homework-${homeworkId}`,
        streamType: 'homework',
        version: 1,
        actorId: plan.teacherId,
        schoolId: plan.schoolId,
      },
    ];
    for (const student of plan.students) {
      const finishes = random.next() >= plan.incompleteRate;
      const answered = finishes ? itemIds.length : random.int(itemIds.length);
      const streamId = `attempt-${homeworkId}-${student.id}`;
      // A few start late enough to submit after the deadline.
      let at = atMs + Math.floor(random.next() * (options.deadlineDays + 0.5) * DAY);
      let correctCount = 0;
      let durationMs = 0;
      for (let q = 0; q < answered; q += 1) {
        const timeMs = random.between(3_000, 40_000);
        const correct = random.next() < student.accuracy;
        at += timeMs + random.int(5 * SECOND);
        durationMs += timeMs;
        if (correct) correctCount += 1;
        events.push({
          atMs: at,
          event: {
            type: 'QuestionAnswered',
            data: {
              schoolId: plan.schoolId,
              gradeId: plan.gradeId,
              classId: plan.classId,
              homeworkId,
              studentId: student.id,
              itemId: itemIds[q] as string,
              correct,
              timeMs,
            },
          },
          streamId,
          streamType: 'attempt',
          version: q + 1,
          actorId: student.id,
          schoolId: plan.schoolId,
        });
      }
      if (finishes) {
        events.push({
          atMs: at + 2 * SECOND,
          event: {
            type: 'HomeworkSubmitted',
            data: {
              schoolId: plan.schoolId,
              gradeId: plan.gradeId,
              classId: plan.classId,
              homeworkId,
              studentId: student.id,
              questionCount: itemIds.length,
              correctCount,
              durationMs,
            },
          },
          streamId,
          streamType: 'attempt',
          version: answered + 1,
          actorId: student.id,
          schoolId: plan.schoolId,
        });
      }
    }
    // Object spreads are written out above: V8 clones them ~20 times slower than literals, which
    // made generation the benchmark's bottleneck.
    if (options.order === 'assignment') return events;
    // Stable sort: within a stream, times strictly increase, so versions stay in order.
    return events.sort((a, b) => a.atMs - b.atMs);
  }
}

/**
 * Groups a chunk of events into append requests: consecutive events of one stream go together,
 * with the version before the first as the expected version.
 */
export function toAppendRequests(events: readonly GeneratedEvent[]): AppendRequest[] {
  const requests: AppendRequest[] = [];
  let current: (AppendRequest & { events: NewEvent[] }) | undefined;
  for (const event of events) {
    if (!current || current.streamId !== event.streamId) {
      current = {
        streamId: event.streamId,
        streamType: event.streamType,
        expectedVersion: event.version - 1,
        events: [],
      };
      requests.push(current);
    }
    current.events.push({
      eventId: event.eventId,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      occurredAt: event.occurredAt,
    });
  }
  return requests;
}

/** Reads a generator in chunks, so callers can append a chunk per transaction. */
export function* chunked<T>(source: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of source) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

function timeOf(timeline: Timeline): number {
  return (timeline.events[timeline.cursor] as PendingEvent).atMs;
}

function before(a: Timeline, b: Timeline): boolean {
  const ta = timeOf(a);
  const tb = timeOf(b);
  return ta < tb || (ta === tb && a.order < b.order);
}

/** A binary min-heap of assignment timelines, ordered by their next event's time. */
class TimelineHeap {
  private readonly items: Timeline[] = [];

  peek(): Timeline | undefined {
    return this.items[0];
  }

  push(item: Timeline): void {
    this.items.push(item);
    this.siftUp(this.items.length - 1);
  }

  pop(): void {
    const last = this.items.pop();
    if (last && this.items.length > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
  }

  /** The top's key changed (its cursor moved on): restore the order. */
  replaceTop(item: Timeline): void {
    this.items[0] = item;
    this.siftDown(0);
  }

  private siftUp(index: number): void {
    const items = this.items;
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i] as Timeline, items[parent] as Timeline)) break;
      [items[i], items[parent]] = [items[parent] as Timeline, items[i] as Timeline];
      i = parent;
    }
  }

  private siftDown(index: number): void {
    const items = this.items;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < items.length && before(items[left] as Timeline, items[smallest] as Timeline)) {
        smallest = left;
      }
      if (right < items.length && before(items[right] as Timeline, items[smallest] as Timeline)) {
        smallest = right;
      }
      if (smallest === i) return;
      [items[i], items[smallest]] = [items[smallest] as Timeline, items[i] as Timeline];
      i = smallest;
    }
  }
}
