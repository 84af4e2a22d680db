import { GRADE_KEYS, SCHOOL_ADMIN_LIMITS, type GradeKey, type Role } from '@atelier/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CommandContext } from '../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../infrastructure/http/domain-error.js';
import { RegisterUserCommand } from '../modules/accounts/commands/register-user/register-user.command.js';
import { AnswerQuestionCommand } from '../modules/homework/commands/answer-question/answer-question.command.js';
import { AssignHomeworkCommand } from '../modules/homework/commands/assign-homework/assign-homework.command.js';
import { SubmitHomeworkCommand } from '../modules/homework/commands/submit-homework/submit-homework.command.js';
import { AssignTeacherCommand } from '../modules/schools/commands/assign-teacher/assign-teacher.command.js';
import { CreateClassCommand } from '../modules/schools/commands/create-class/create-class.command.js';
import { CreateGradeCommand } from '../modules/schools/commands/create-grade/create-grade.command.js';
import { EnrolStudentCommand } from '../modules/schools/commands/enrol-student/enrol-student.command.js';
import { AppointStaffMemberCommand } from '../modules/live-chat/commands/appoint-staff-member/appoint-staff-member.command.js';
import { RegisterSchoolCommand } from '../modules/schools/commands/register-school/register-school.command.js';
import { SeedInviteLinkCommand } from '../modules/schools/invitations/seed/seed-invite-link.command.js';

const person = z.object({
  key: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
});
const otherSchoolSchema = z.object({
  key: z.string(),
  name: z.string(),
  code: z.string(),
  /** The school's access ends this many days after the seed date (negative: it has ended). */
  accessDays: z.number().int(),
  manager: person,
  teachers: z.array(person),
  classes: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      code: z.string(),
      gradeKey: z.enum(GRADE_KEYS),
      level: z.number().int().min(1).max(6),
      teacher: z.string(),
      description: z.string(),
      students: z.array(person),
    }),
  ),
});
const demoSchoolSchema = z.object({
  school: z.object({
    key: z.string(),
    name: z.string(),
    code: z.string(),
    accessDays: z.number().int().min(1),
  }),
  password: z.string().min(6),
  manager: person,
  teachers: z.array(person).min(1),
  /** A private teacher whose one-month trial has ended: shows the plan-expired (403) flow. */
  expiredTrialTeacher: person,
  /** A private teacher (no school) in a running trial, with no classes yet. */
  privateTeacher: person,
  classes: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      code: z.string(),
      gradeKey: z.enum(GRADE_KEYS),
      level: z.number().int().min(1).max(6),
      teacher: z.string(),
      description: z.string(),
      /** Students of this class; default `studentsPerClass` (0 leaves a deletable class). */
      students: z.number().int().min(0).optional(),
      /** An invite link switched on at seeding (`activated`) or long ago (`expired`). */
      inviteLink: z.enum(['activated', 'expired']).optional(),
    }),
  ),
  studentsPerClass: z.number().int().min(1),
  studentFirstNames: z.array(z.string()).min(1),
  studentLastNames: z.array(z.string()).min(1),
  firstStudentEmail: z.email(),
  homework: z.object({
    weeks: z.number().int().min(1),
    itemsPerHomework: z.number().int().min(1),
    deadlineDays: z.number().int().min(1),
    completionRate: z.number().min(0).max(1),
    titles: z.array(z.string()).min(1),
  }),
  /** Small schools for "another school" (tenant isolation) and "no access" (access ended). */
  otherSchools: z.array(otherSchoolSchema),
});
type DemoSchool = z.infer<typeof demoSchoolSchema>;
type OtherSchool = z.infer<typeof otherSchoolSchema>;
type Person = z.infer<typeof person>;
type SeededClass = Pick<
  DemoSchool['classes'][number],
  'key' | 'name' | 'code' | 'level' | 'description' | 'teacher'
>;

/** A school being seeded: its ids, its people's password, and the context of its set-up. */
interface SchoolSeed {
  schoolId: string;
  id: (key: string) => string;
  password: string;
  context: CommandContext;
}

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  note?: string;
}

/** Fixed namespace so the demo's ids are the same on every machine. */
/** The support team's demo account (staff: answers the live chat at /support). */
const SUPPORT_STAFF_EMAIL = 'support@demo.atelier.test';
const DEMO_NAMESPACE = '6f1c1a52-4d0e-4a8e-9b53-2d1f0c7e5a10';
const DAY_MS = 86_400_000;

/** mulberry32: a small seeded PRNG, so the demo history is the same on every first start. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The context of a seed command: the system (or `actorId`) acting in the school at `at`. */
function seedContext(schoolId: string, at: Date, actorId = 'system'): CommandContext {
  return { actorId, schoolId, correlationId: `seed-${schoolId}`, lang: 'en', now: at };
}

/**
 * Seeds the demo school on first start through the command path (commands → events → read
 * models and warehouse), never by writing tables directly. A second start finds the school and
 * seeds nothing.
 */
@Injectable()
export class DemoSeeder {
  constructor(
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seedIfEmpty(now: Date = new Date()): Promise<{ seeded: boolean; accounts: DemoAccount[] }> {
    const demo = demoSchoolSchema.parse(
      JSON.parse(
        await fs.readFile(path.join(this.config.fixturesDir, 'seed', 'demo-school.json'), 'utf8'),
      ),
    );
    const accounts = this.accountsOf(demo);
    const existing: unknown[] = await this.db.query(`SELECT 1 FROM schools WHERE code = ?`, [
      demo.school.code,
    ]);
    if (existing.length > 0) return { seeded: false, accounts };
    await this.seed(demo, now);
    await this.seedSupportStaff(demo.password, now);
    return { seeded: true, accounts };
  }

  /** The support team's account (live chat inbox): a manager with no school, made staff. */
  private async seedSupportStaff(password: string, now: Date): Promise<void> {
    const userId = uuidv5('support/staff', DEMO_NAMESPACE);
    const ctx: CommandContext = {
      actorId: 'system',
      schoolId: null,
      correlationId: 'seed-support',
      lang: 'en',
      now,
    };
    await this.commands.execute(
      new RegisterUserCommand(
        {
          via: 'seed',
          userId,
          role: 'manager',
          schoolId: null,
          email: SUPPORT_STAFF_EMAIL,
          firstName: 'Lin',
          lastName: 'Support',
          password,
        },
        ctx,
      ),
    );
    await this.commands.execute(new AppointStaffMemberCommand({ userId }, ctx));
  }

  private accountsOf(demo: DemoSchool): DemoAccount[] {
    return [
      { role: 'manager', email: demo.manager.email, password: demo.password },
      { role: 'teacher', email: demo.teachers[0]!.email, password: demo.password },
      { role: 'student', email: demo.firstStudentEmail, password: demo.password },
      {
        role: 'teacher',
        email: demo.expiredTrialTeacher.email,
        password: demo.password,
        note: 'private teacher, trial ended',
      },
      {
        role: 'teacher',
        email: demo.privateTeacher.email,
        password: demo.password,
        note: 'private teacher, trial running, no classes yet',
      },
      {
        role: 'manager',
        email: SUPPORT_STAFF_EMAIL,
        password: demo.password,
        note: 'support staff: the live chat inbox at /support',
      },
      ...demo.otherSchools.flatMap((school): DemoAccount[] => [
        {
          role: 'manager',
          email: school.manager.email,
          password: demo.password,
          note: school.accessDays > 0 ? school.name : `${school.name}, access ended`,
        },
        ...school.teachers.slice(0, 1).map((teacher) => ({
          role: 'teacher' as const,
          email: teacher.email,
          password: demo.password,
          note: school.name,
        })),
      ]),
    ];
  }

  private async seed(demo: DemoSchool, now: Date): Promise<void> {
    const id = (key: string) => uuidv5(`${demo.school.key}/${key}`, DEMO_NAMESPACE);
    const schoolId = id('school');
    const historyStart = new Date(now.getTime() - (demo.homework.weeks + 2) * 7 * DAY_MS);
    const ctx = (at: Date, actorId?: string) => seedContext(schoolId, at, actorId);
    const send = (command: Parameters<CommandBus['execute']>[0]) => this.commands.execute(command);
    const scope: SchoolSeed = { schoolId, id, password: demo.password, context: ctx(historyStart) };

    await this.registerSchool(scope, demo.school, now);
    const gradeIds = new Map<GradeKey, string>();
    for (const gradeKey of GRADE_KEYS) {
      gradeIds.set(gradeKey, id(`grade/${gradeKey}`));
      await send(
        new CreateGradeCommand(
          { schoolId, gradeId: id(`grade/${gradeKey}`), gradeKey },
          ctx(historyStart),
        ),
      );
    }
    await this.registerPerson(scope, 'manager', demo.manager);
    for (const teacher of demo.teachers) await this.registerPerson(scope, 'teacher', teacher);
    // No plan given: the decider starts a private trial at the command's time, which ended long
    // before today.
    await send(
      new RegisterUserCommand(
        {
          via: 'seed',
          userId: id(`user/${demo.expiredTrialTeacher.key}`),
          role: 'teacher',
          schoolId: null,
          email: demo.expiredTrialTeacher.email,
          firstName: demo.expiredTrialTeacher.firstName,
          lastName: demo.expiredTrialTeacher.lastName,
          password: demo.password,
        },
        ctx(historyStart),
      ),
    );
    // No plan given either: a trial starting today, still running.
    await send(
      new RegisterUserCommand(
        {
          via: 'seed',
          userId: id(`user/${demo.privateTeacher.key}`),
          role: 'teacher',
          schoolId: null,
          email: demo.privateTeacher.email,
          firstName: demo.privateTeacher.firstName,
          lastName: demo.privateTeacher.lastName,
          password: demo.password,
        },
        { ...ctx(now), schoolId: null },
      ),
    );

    const random = prng(20_261_122);
    let studentIndex = 0;
    for (const klass of demo.classes) {
      const gradeId = gradeIds.get(klass.gradeKey)!;
      const { classId, teacherId } = await this.addClass(scope, klass, gradeId);
      if (klass.inviteLink) {
        // An expired link was switched on one validity period (and a day) before now.
        const validMs = SCHOOL_ADMIN_LIMITS.inviteLinkValidDays * DAY_MS;
        const switchedOnAt =
          klass.inviteLink === 'activated' ? now : new Date(now.getTime() - validMs - DAY_MS);
        await send(
          new SeedInviteLinkCommand({ schoolId, classId, switchedOnAt }, ctx(switchedOnAt)),
        );
      }

      const students: { id: string; ability: number }[] = [];
      const studentCount = klass.students ?? demo.studentsPerClass;
      if (studentCount === 0) continue; // an empty class: no students, no homework
      for (let i = 0; i < studentCount; i += 1) {
        const n = studentIndex;
        studentIndex += 1;
        const key = `student/${String(n + 1).padStart(3, '0')}`;
        const firstName = demo.studentFirstNames[n % demo.studentFirstNames.length]!;
        const lastName = demo.studentLastNames[(n * 7) % demo.studentLastNames.length]!;
        const email =
          n === 0
            ? demo.firstStudentEmail
            : `student${String(n + 1).padStart(3, '0')}@demo.atelier.test`;
        await this.registerPerson(scope, 'student', { key, email, firstName, lastName });
        await send(
          new EnrolStudentCommand(
            { classId, studentId: id(`user/${key}`), via: 'seed' },
            ctx(historyStart),
          ),
        );
        students.push({ id: id(`user/${key}`), ability: 0.55 + random() * 0.4 });
      }

      for (let week = 0; week < demo.homework.weeks; week += 1) {
        const assignedAt = new Date(
          historyStart.getTime() + (week + 1) * 7 * DAY_MS + 9 * 3_600_000,
        );
        const homeworkId = id(`homework/${klass.key}/${week}`);
        const itemIds = Array.from(
          { length: demo.homework.itemsPerHomework },
          (_, q) => `L${klass.level}-W${week + 1}-Q${q + 1}`,
        );
        const deadline = new Date(assignedAt.getTime() + demo.homework.deadlineDays * DAY_MS);
        await send(
          new AssignHomeworkCommand(
            {
              schoolId,
              gradeId,
              classId,
              homeworkId,
              teacherId,
              title: demo.homework.titles[week % demo.homework.titles.length]!,
              itemIds,
              deadline: deadline.toISOString(),
            },
            ctx(assignedAt, teacherId),
          ),
        );
        if (deadline.getTime() > now.getTime()) continue; // the current week's homework is still open
        for (const student of students) {
          if (random() > demo.homework.completionRate) continue;
          let at = assignedAt.getTime() + (1 + random() * 4) * DAY_MS;
          for (const itemId of itemIds) {
            const timeMs = Math.round(3_000 + random() * 12_000);
            at += timeMs;
            await send(
              new AnswerQuestionCommand(
                {
                  homeworkId,
                  studentId: student.id,
                  itemId,
                  correct: random() < student.ability,
                  timeMs,
                },
                ctx(new Date(at), student.id),
              ),
            );
          }
          await send(
            new SubmitHomeworkCommand(
              { homeworkId, studentId: student.id },
              ctx(new Date(at + 1_000), student.id),
            ),
          );
        }
      }
    }
    for (const school of demo.otherSchools) await this.seedOtherSchool(school, demo.password, now);
  }

  /** A small school: a manager, its teachers and classes with a few students; no homework. */
  private async seedOtherSchool(school: OtherSchool, password: string, now: Date): Promise<void> {
    const id = (key: string) => uuidv5(`${school.key}/${key}`, DEMO_NAMESPACE);
    const schoolId = id('school');
    const ctx = seedContext(schoolId, new Date(now.getTime() - 30 * DAY_MS));
    const scope: SchoolSeed = { schoolId, id, password, context: ctx };
    const send = (command: Parameters<CommandBus['execute']>[0]) => this.commands.execute(command);
    await this.registerSchool(scope, school, now);
    await this.registerPerson(scope, 'manager', school.manager);
    for (const teacher of school.teachers) await this.registerPerson(scope, 'teacher', teacher);
    for (const klass of school.classes) {
      const gradeId = id(`grade/${klass.gradeKey}`);
      await send(
        new CreateGradeCommand({ schoolId, gradeId, gradeKey: klass.gradeKey }, ctx),
      ).catch((error: unknown) => {
        // Two classes of one grade: the grade exists already.
        if (!(error instanceof DomainError && error.code === 'gradeExists')) throw error;
      });
      const { classId } = await this.addClass(scope, klass, gradeId);
      for (const student of klass.students) {
        await this.registerPerson(scope, 'student', student);
        await send(
          new EnrolStudentCommand(
            { classId, studentId: id(`user/${student.key}`), via: 'seed' },
            ctx,
          ),
        );
      }
    }
  }

  /** The school, its access ending `accessDays` after `now`. */
  private async registerSchool(
    scope: SchoolSeed,
    school: { name: string; code: string; accessDays: number },
    now: Date,
  ): Promise<void> {
    await this.commands.execute(
      new RegisterSchoolCommand(
        {
          schoolId: scope.schoolId,
          name: school.name,
          code: school.code,
          accessUntil: new Date(now.getTime() + school.accessDays * DAY_MS).toISOString(),
        },
        scope.context,
      ),
    );
  }

  private async registerPerson(scope: SchoolSeed, role: Role, p: Person): Promise<void> {
    await this.commands.execute(
      new RegisterUserCommand(
        {
          via: 'seed',
          userId: scope.id(`user/${p.key}`),
          role,
          schoolId: scope.schoolId,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          password: scope.password,
          // Teachers follow the school's plan (the decider makes them `school-teacher`); the
          // school pays for its students, whose plan has no end date here.
          plan: role === 'student' ? { state: 'subscriber', expiresAt: null } : undefined,
        },
        scope.context,
      ),
    );
  }

  /** A class of the grade, with its teacher assigned. */
  private async addClass(
    scope: SchoolSeed,
    klass: SeededClass,
    gradeId: string,
  ): Promise<{ classId: string; teacherId: string }> {
    const classId = scope.id(`class/${klass.key}`);
    const teacherId = scope.id(`user/${klass.teacher}`);
    await this.commands.execute(
      new CreateClassCommand(
        {
          schoolId: scope.schoolId,
          gradeId,
          classId,
          name: klass.name,
          code: klass.code,
          level: klass.level,
          description: klass.description,
        },
        scope.context,
      ),
    );
    await this.commands.execute(new AssignTeacherCommand({ classId, teacherId }, scope.context));
    return { classId, teacherId };
  }
}
