import type { TeachersAnswer } from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ClassInvitationsReader,
  type ClassInvitations,
} from '../../tenancy/class-invitations-reader.js';
import { TeacherInvitationsReader } from '../../tenancy/teacher-invitations-reader.js';
import { InviteLinks } from '../invite-links.js';
import { linkOfClass, pendingInvitations } from '../read-model/invitation-rows.js';

/**
 * The class detail's invitations: the class's link as the machine has it now (a link past its end
 * date shows `expired`; the manager's own look at the link records it), and the e-mail
 * invitations not yet accepted. A read: nothing is created or recorded here.
 */
@Injectable()
export class SqliteClassInvitationsReader extends ClassInvitationsReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: InviteLinks,
  ) {
    super();
  }

  async forClass(classId: string, now: Date): Promise<ClassInvitations> {
    const link = await linkOfClass(this.db, classId);
    return {
      inviteLink: link ? this.links.view(link, now) : this.links.firstView(classId),
      pendingInvitations: await pendingInvitations(this.db, 'student', classId, now),
    };
  }
}

@Injectable()
export class SqliteTeacherInvitationsReader extends TeacherInvitationsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  pendingForSchool(schoolId: string, now: Date): Promise<TeachersAnswer['pending']> {
    return pendingInvitations(this.db, 'teacher', schoolId, now);
  }
}
