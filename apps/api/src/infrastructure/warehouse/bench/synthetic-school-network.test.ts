import { describe, expect, it } from 'vitest';
import { SMALL_NETWORK } from '../test/warehouse-test-kit.js';
import {
  BENCH_SCHOOL_NETWORK,
  generateSchoolNetwork,
  toAppendRequests,
  type GeneratedEvent,
  type SchoolNetworkOptions,
} from './synthetic-school-network.js';

function summarise(options: SchoolNetworkOptions) {
  const counts: Record<string, number> = {};
  let first: GeneratedEvent | undefined;
  let last: GeneratedEvent | undefined;
  let total = 0;
  let ordered = true;
  const versions = new Map<string, number>();
  let versionsDense = true;
  for (const event of generateSchoolNetwork(options)) {
    first ??= event;
    if (last && last.occurredAt > event.occurredAt) ordered = false;
    if ((versions.get(event.streamId) ?? 0) + 1 !== event.version) versionsDense = false;
    versions.set(event.streamId, event.version);
    last = event;
    total += 1;
    counts[event.type] = (counts[event.type] ?? 0) + 1;
  }
  return { counts, first, last, total, ordered, versionsDense };
}

describe(generateSchoolNetwork.name, () => {
  it('generates the same events for the same seed', () => {
    const sut = () => summarise(SMALL_NETWORK);

    const a = sut();
    const b = sut();

    expect(b.total).toBe(a.total);
    expect(b.counts).toEqual(a.counts);
    expect(b.first).toEqual(a.first);
    expect(b.last).toEqual(a.last);
  });

  it('generates different events for another seed', () => {
    const a = summarise(SMALL_NETWORK);
    const b = summarise({ ...SMALL_NETWORK, seed: SMALL_NETWORK.seed + 1 });

    expect(b.first?.eventId).not.toBe(a.first?.eventId);
    expect(b.last).not.toEqual(a.last);
  });

  it('emits the network in time order, with dense stream versions and every event type', () => {
    const { counts, ordered, versionsDense } = summarise(SMALL_NETWORK);
    const { schools, classesPerSchool, studentsPerClass, assignmentsPerClass } = SMALL_NETWORK;
    const classes = schools * classesPerSchool;

    expect(ordered).toBe(true);
    expect(versionsDense).toBe(true);
    expect(counts).toMatchObject({
      SchoolRegistered: schools,
      GradeCreated: schools * 7,
      ClassCreated: classes,
      TeacherAssignedToClass: classes,
      StudentJoinedClass: classes * studentsPerClass,
      UserRegistered: schools + classes + classes * studentsPerClass,
      HomeworkAssigned: classes * assignmentsPerClass,
    });
    const attempts = classes * assignmentsPerClass * studentsPerClass;
    expect(counts['HomeworkSubmitted']).toBeLessThan(attempts);
    expect(counts['HomeworkSubmitted']).toBeGreaterThan(attempts * 0.5);
  });

  it('in assignment order, emits the same events with each stream contiguous', () => {
    const byTime = summarise(SMALL_NETWORK);
    const seenStreams = new Set<string>();
    let previousStream = '';
    let contiguous = true;
    for (const event of generateSchoolNetwork({ ...SMALL_NETWORK, order: 'assignment' })) {
      if (event.streamId !== previousStream) {
        // Class and school streams span the set-up; attempts and homework must not be split.
        const splittable = /^(class|school)-/.test(event.streamId);
        if (seenStreams.has(event.streamId) && !splittable) contiguous = false;
        seenStreams.add(event.streamId);
        previousStream = event.streamId;
      }
    }

    const byAssignment = summarise({ ...SMALL_NETWORK, order: 'assignment' });

    expect(byAssignment.counts).toEqual(byTime.counts);
    expect(byAssignment.versionsDense).toBe(true);
    expect(contiguous).toBe(true);
  });

  it('sizes the benchmark network at about 3.3 million events', () => {
    const { schools, classesPerSchool, studentsPerClass, assignmentsPerClass, questionsPerItem } =
      BENCH_SCHOOL_NETWORK;
    const perAttempt = questionsPerItem + 1;
    const upperBound =
      schools * classesPerSchool * assignmentsPerClass * (1 + studentsPerClass * perAttempt);

    expect(schools * classesPerSchool * studentsPerClass).toBe(10_000);
    expect(upperBound).toBeGreaterThan(3_300_000);
    expect(upperBound).toBeLessThan(3_500_000);
  });
});

describe(toAppendRequests.name, () => {
  it('groups consecutive events of a stream with the version before the first', () => {
    const events = [...generateSchoolNetwork(SMALL_NETWORK)].slice(0, 12);

    const requests = toAppendRequests(events);

    expect(requests.flatMap((r) => r.events.map((e) => e.eventId))).toEqual(
      events.map((e) => e.eventId),
    );
    for (const request of requests) {
      const first = events.find((e) => e.eventId === request.events[0]?.eventId);
      expect(request.expectedVersion).toBe((first?.version ?? 0) - 1);
    }
    expect(requests.length).toBeLessThan(events.length);
  });
});
