import path from 'node:path';
import { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../warehouse/test/warehouse-test-kit.js';
import { sqliteOptions } from '../data-source.js';
import { migrations } from './index.js';
import { SchoolAdmin1732200004000 } from './1732200004000-school-admin.js';

/** A database as the demo seed left it before issue 5, then migrated. */
describe(SchoolAdmin1732200004000.name, () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await makeTempDir('school-admin-migration');
    file = path.join(dir, 'atelier.sqlite');
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  async function open(upTo: number): Promise<DataSource> {
    const dataSource = new DataSource({
      ...sqliteOptions({ file }),
      migrations: migrations.slice(0, upTo),
    });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
    return dataSource;
  }

  it('keeps seeded schools, classes and members, and lets a removed student rejoin', async () => {
    const before = await open(migrations.indexOf(SchoolAdmin1732200004000));
    const at = '2026-01-05T09:00:00.000Z';
    await before.query(
      `INSERT INTO schools (id, name, code, created_at) VALUES ('s1', 'M', 'M1', ?)`,
      [at],
    );
    await before.query(
      `INSERT INTO grades (id, school_id, grade_key, created_at) VALUES ('g1', 's1', 'grade-1', ?)`,
      [at],
    );
    for (const id of ['u1', 'u2']) {
      await before.query(
        `INSERT INTO users (id, email, password_hash, role, school_id, first_name, last_name,
                            created_at)
         VALUES (?, ?, 'x', 'student', 's1', 'A', 'B', ?)`,
        [id, `${id}@test.atelier.test`, at],
      );
    }
    await before.query(
      `INSERT INTO classes (id, school_id, grade_id, name, code, level, student_count, created_at)
       VALUES ('c1', 's1', 'g1', 'Pandas', 'PANDAS', 1, 2, ?)`,
      [at],
    );
    await before.query(
      `INSERT INTO class_members (class_id, student_id, joined_at)
       VALUES ('c1', 'u1', ?), ('c1', 'u2', ?)`,
      [at, at],
    );
    await before.destroy();

    const after = await open(migrations.length);
    try {
      expect(await after.query(`SELECT kind, owner_teacher_id, access_until FROM schools`)).toEqual(
        [{ kind: 'school', owner_teacher_id: null, access_until: null }],
      );
      expect(await after.query(`SELECT description, status, deleted_at FROM grades`)).toEqual([
        { description: '', status: 'in-use', deleted_at: null },
      ]);
      expect(await after.query(`SELECT student_count, description FROM classes`)).toEqual([
        { student_count: 2, description: '' },
      ]);
      expect(
        await after.query(
          `SELECT student_id, status, via, joined_at, left_at FROM class_members ORDER BY student_id`,
        ),
      ).toEqual([
        { student_id: 'u1', status: 'active', via: 'seed', joined_at: at, left_at: null },
        { student_id: 'u2', status: 'active', via: 'seed', joined_at: at, left_at: null },
      ]);

      await after.query(`UPDATE class_members SET status = 'removed' WHERE student_id = 'u1'`);
      await after.query(
        `INSERT INTO class_members (id, class_id, student_id, joined_at) VALUES ('m2', 'c1', 'u1', ?)`,
        [at],
      );
      await expect(
        after.query(
          `INSERT INTO class_members (id, class_id, student_id, joined_at) VALUES ('m3', 'c1', 'u1', ?)`,
          [at],
        ),
      ).rejects.toThrow(/UNIQUE/);
    } finally {
      await after.destroy();
    }
  });
});
