import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Operational read models of schools, accounts and homework (updated with each command). */
export class SchoolsAccountsHomework1732200002000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE schools (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      code TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    )`);
    await q.query(`CREATE TABLE grades (
      id TEXT PRIMARY KEY,
      school_id TEXT NOT NULL REFERENCES schools(id),
      grade_key TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (school_id, grade_key)
    )`);
    await q.query(`CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('student', 'teacher', 'manager')),
      school_id TEXT REFERENCES schools(id),
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`);
    await q.query(`CREATE TABLE classes (
      id TEXT PRIMARY KEY,
      school_id TEXT NOT NULL REFERENCES schools(id),
      grade_id TEXT NOT NULL REFERENCES grades(id),
      name TEXT NOT NULL,
      code TEXT NOT NULL,
      level INTEGER NOT NULL,
      teacher_id TEXT REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'in-use',
      student_count INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      UNIQUE (school_id, code)
    )`);
    await q.query(`CREATE TABLE class_members (
      class_id TEXT NOT NULL REFERENCES classes(id),
      student_id TEXT NOT NULL REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'active',
      joined_at TEXT NOT NULL,
      PRIMARY KEY (class_id, student_id)
    )`);
    await q.query(`CREATE INDEX class_members_by_student ON class_members (student_id)`);
    await q.query(`CREATE TABLE homework (
      id TEXT PRIMARY KEY,
      school_id TEXT NOT NULL REFERENCES schools(id),
      class_id TEXT NOT NULL REFERENCES classes(id),
      teacher_id TEXT NOT NULL REFERENCES users(id),
      title TEXT NOT NULL,
      item_ids TEXT NOT NULL,
      deadline TEXT NOT NULL,
      assigned_at TEXT NOT NULL
    )`);
    await q.query(`CREATE INDEX homework_by_class ON homework (class_id, deadline)`);
    await q.query(`CREATE TABLE homework_results (
      homework_id TEXT NOT NULL REFERENCES homework(id),
      student_id TEXT NOT NULL REFERENCES users(id),
      question_count INTEGER NOT NULL,
      correct_count INTEGER NOT NULL,
      duration_ms INTEGER NOT NULL,
      submitted_at TEXT NOT NULL,
      PRIMARY KEY (homework_id, student_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'homework_results',
      'homework',
      'class_members',
      'classes',
      'users',
      'grades',
      'schools',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
