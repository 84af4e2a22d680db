import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * School administration (issue 5).
 *
 * - schools: a kind (`school`, or `private`: a private teacher's workspace, owned by that teacher)
 *   and the end of the school's access (null: no end).
 * - grades and classes: a description, and `deleted_at` (a deleted grade or class stays as a row:
 *   homework and class histories still point at it). A deleted class's code moves to
 *   `deleted_code` and its `code` becomes the class id, so the code can be used again.
 * - class_members keeps removed rows as history: the table is rebuilt with an id primary key, so
 *   a student can leave a class and join it again later; a partial unique index keeps one current
 *   (active or suspended) row per class and student. Nothing references class_members, so the
 *   rebuild needs no foreign-key juggling. `student_count` counts active and suspended members.
 */
export class SchoolAdmin1732200004000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE schools ADD COLUMN kind TEXT NOT NULL DEFAULT 'school'
         CHECK (kind IN ('school', 'private'))`,
    );
    await q.query(`ALTER TABLE schools ADD COLUMN owner_teacher_id TEXT REFERENCES users(id)`);
    await q.query(`ALTER TABLE schools ADD COLUMN access_until TEXT`);
    // One workspace per private teacher.
    await q.query(
      `CREATE UNIQUE INDEX schools_by_owner ON schools (owner_teacher_id)
         WHERE owner_teacher_id IS NOT NULL`,
    );

    await q.query(`ALTER TABLE grades ADD COLUMN description TEXT NOT NULL DEFAULT ''`);
    await q.query(
      `ALTER TABLE grades ADD COLUMN status TEXT NOT NULL DEFAULT 'in-use'
         CHECK (status IN ('in-use', 'terminated'))`,
    );
    await q.query(`ALTER TABLE grades ADD COLUMN deleted_at TEXT`);

    await q.query(`ALTER TABLE classes ADD COLUMN description TEXT NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE classes ADD COLUMN deleted_at TEXT`);
    await q.query(`ALTER TABLE classes ADD COLUMN deleted_code TEXT`);
    await q.query(
      `CREATE INDEX classes_by_teacher ON classes (teacher_id) WHERE teacher_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX classes_by_grade ON classes (grade_id)`);

    await q.query(`CREATE TABLE class_members_next (
      id TEXT PRIMARY KEY,
      class_id TEXT NOT NULL REFERENCES classes(id),
      student_id TEXT NOT NULL REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'removed')),
      via TEXT NOT NULL DEFAULT 'seed',
      joined_at TEXT NOT NULL,
      left_at TEXT
    )`);
    // Rows before this issue came from the demo seed's enrolments.
    await q.query(
      `INSERT INTO class_members_next (id, class_id, student_id, status, via, joined_at)
       SELECT class_id || '/' || student_id, class_id, student_id, status, 'seed', joined_at
         FROM class_members`,
    );
    await q.query(`DROP TABLE class_members`);
    await q.query(`ALTER TABLE class_members_next RENAME TO class_members`);
    await q.query(
      `CREATE UNIQUE INDEX class_members_current ON class_members (class_id, student_id)
         WHERE status <> 'removed'`,
    );
    await q.query(`CREATE INDEX class_members_by_student ON class_members (student_id, status)`);
    await q.query(`CREATE INDEX class_members_by_class ON class_members (class_id, status)`);
    await q.query(
      `UPDATE classes SET student_count = (
         SELECT count(*) FROM class_members m
          WHERE m.class_id = classes.id AND m.status IN ('active', 'suspended'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE class_members_prev (
      class_id TEXT NOT NULL REFERENCES classes(id),
      student_id TEXT NOT NULL REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'active',
      joined_at TEXT NOT NULL,
      PRIMARY KEY (class_id, student_id)
    )`);
    await q.query(
      `INSERT INTO class_members_prev (class_id, student_id, status, joined_at)
       SELECT class_id, student_id, status, joined_at FROM class_members WHERE status <> 'removed'`,
    );
    await q.query(`DROP TABLE class_members`);
    await q.query(`ALTER TABLE class_members_prev RENAME TO class_members`);
    await q.query(`CREATE INDEX class_members_by_student ON class_members (student_id)`);
    await q.query('DROP INDEX classes_by_grade');
    await q.query('DROP INDEX classes_by_teacher');
    for (const column of ['deleted_code', 'deleted_at', 'description']) {
      await q.query(`ALTER TABLE classes DROP COLUMN ${column}`);
    }
    for (const column of ['deleted_at', 'status', 'description']) {
      await q.query(`ALTER TABLE grades DROP COLUMN ${column}`);
    }
    await q.query('DROP INDEX schools_by_owner');
    for (const column of ['access_until', 'owner_teacher_id', 'kind']) {
      await q.query(`ALTER TABLE schools DROP COLUMN ${column}`);
    }
  }
}
