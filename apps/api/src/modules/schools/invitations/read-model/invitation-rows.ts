import type { ClassDetail, ClassStatus, InviteLinkState } from '@atelier/contracts';
import type { EntityManager } from 'typeorm';

/** Anything that runs SQL: the DataSource for reads, a transaction's manager for writes. */
type Queryable = Pick<EntityManager, 'query'>;

export interface InviteLinkRow {
  class_id: string;
  school_id: string;
  link_id: string;
  /** The stored state: an activated link past its end date is still `activated` here. */
  state: InviteLinkState;
  expires_at: string | null;
}

/** A link found by its id, with what the invitation page shows and the join needs. */
export interface InviteLinkTarget extends InviteLinkRow {
  class_name: string;
  class_status: ClassStatus;
  school_name: string;
}

export interface InvitationRow {
  id: string;
  kind: 'student' | 'teacher';
  email: string;
  school_id: string;
  class_id: string | null;
  expires_at: string;
  accepted_at: string | null;
  school_name: string;
  /** Null for a teacher invitation, or when the class has been deleted since. */
  class_name: string | null;
}

export type PendingInvitation = ClassDetail['pendingInvitations'][number];

const LINK_COLUMNS = 'l.class_id, l.school_id, l.link_id, l.state, l.expires_at';

export async function linkOfClass(db: Queryable, classId: string): Promise<InviteLinkRow | null> {
  const rows = (await db.query(
    `SELECT ${LINK_COLUMNS} FROM class_invite_links l WHERE l.class_id = ?`,
    [classId],
  )) as InviteLinkRow[];
  return rows[0] ?? null;
}

/** The class's current link with this id; null for a regenerated-away link or a deleted class. */
export async function linkTarget(db: Queryable, linkId: string): Promise<InviteLinkTarget | null> {
  const rows = (await db.query(
    `SELECT ${LINK_COLUMNS}, c.name AS class_name, c.status AS class_status,
            s.name AS school_name
       FROM class_invite_links l
       JOIN classes c ON c.id = l.class_id AND c.deleted_at IS NULL
       JOIN schools s ON s.id = l.school_id
      WHERE l.link_id = ?`,
    [linkId],
  )) as InviteLinkTarget[];
  return rows[0] ?? null;
}

export async function invitationByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const rows = (await db.query(
    `SELECT i.id, i.kind, i.email, i.school_id, i.class_id, i.expires_at, i.accepted_at,
            s.name AS school_name, c.name AS class_name
       FROM invitations i
       JOIN schools s ON s.id = i.school_id
       LEFT JOIN classes c ON c.id = i.class_id AND c.deleted_at IS NULL
      WHERE i.token_hash = ?`,
    [tokenHash],
  )) as InvitationRow[];
  return rows[0] ?? null;
}

/** The scope of a pending invitation: a student's is a class, a teacher's a school. */
const PENDING_SCOPE = { student: 'class_id', teacher: 'school_id' } as const;

/**
 * Invitations of one kind not yet accepted nor expired, for one class (students) or school
 * (teachers), newest first; an address invited more than once shows once, with its latest
 * invitation.
 */
export async function pendingInvitations(
  db: Queryable,
  kind: InvitationRow['kind'],
  scopeId: string,
  now: Date,
): Promise<PendingInvitation[]> {
  return (await db.query(
    `SELECT email, max(created_at) AS sentAt, max(expires_at) AS expiresAt
       FROM invitations
      WHERE ${PENDING_SCOPE[kind]} = ? AND kind = ? AND accepted_at IS NULL AND expires_at > ?
      GROUP BY email
      ORDER BY sentAt DESC`,
    [scopeId, kind, now.toISOString()],
  )) as PendingInvitation[];
}

export async function schoolNameOf(db: Queryable, schoolId: string): Promise<string> {
  const rows = (await db.query(`SELECT name FROM schools WHERE id = ?`, [schoolId])) as {
    name: string;
  }[];
  return rows[0]?.name ?? '';
}
