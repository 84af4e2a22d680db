import type { ClassDetail, ClassMemberRow } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { InviteLinkPanel } from '../../invitations/components/invite-link-panel';
import { InviteStudentsDialog } from '../../invitations/components/invite-students-dialog';
import { memberActionsFor, type AdminRights, type MemberAction } from '../admin-rights';
import { useStudentStatus } from '../api/school-admin-mutations';
import { classDetailQueryOptions } from '../api/school-admin-queries';
import type { AdminRole } from '../hooks/use-admin-viewer';
import { useDoneToast } from '../hooks/use-done-toast';
import { personName, useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { GRADE_NAME } from '../labels';
import { dateColumn, joinChannelColumn, membershipStatusColumn } from './admin-columns';
import { AdminPage } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import { AssignTeacher } from './assign-teacher';
import { ClassActions, useClassActionDialogs } from './class-actions';
import { FactsCard } from './facts-card';
import { MoveStudentDialog, RemoveStudentDialog } from './member-dialogs';
import { PageSkeleton } from './page-skeleton';
import { RetryBlock } from './retry-block';
import { RowButton } from './row-button';
import styles from './school-admin.module.css';
import { StatusBadge } from './status-badge';

/** `/manager/classes/$classId` and `/teacher/classes/$classId`. */
export function ClassDetailPage({ role, classId }: { role: AdminRole; classId: string }) {
  const intl = useIntl();
  const tenant = useTenant();
  const detail = useQuery(classDetailQueryOptions(tenant, classId));
  return (
    <AdminPage
      role={role}
      title={detail.data?.name ?? intl.formatMessage({ id: 'schoolAdmin.class.title' })}
      back={
        <Link to={`/${role}/classes`} className={styles.back}>
          {intl.formatMessage({ id: 'schoolAdmin.class.back' })}
        </Link>
      }
      lead={detail.data && <StatusBadge kind="class" status={detail.data.status} />}
    >
      {({ rights }) =>
        detail.data ? (
          <ClassScreen role={role} rights={rights} detail={detail.data} />
        ) : detail.isError ? (
          <RetryBlock onRetry={() => detail.refetch()} />
        ) : (
          <PageSkeleton />
        )
      }
    </AdminPage>
  );
}

/** The class, the viewer's role and what the viewer may do: what the sections of the page need. */
interface ClassSectionProps {
  role: AdminRole;
  rights: AdminRights;
  detail: ClassDetail;
}

function ClassScreen({ role, rights, detail }: ClassSectionProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const date = useDateFormat();
  const [inviting, setInviting] = useState(false);
  const dialogs = useClassActionDialogs(() => void navigate({ to: `/${role}/classes` }));
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'schoolAdmin.col.code' }), detail.code],
    [intl.formatMessage({ id: 'schoolAdmin.col.level' }), String(detail.level)],
    [
      intl.formatMessage({ id: 'schoolAdmin.col.grade' }),
      intl.formatMessage({ id: GRADE_NAME[detail.gradeKey] }),
    ],
    [intl.formatMessage({ id: 'schoolAdmin.col.school' }), detail.schoolName],
    [
      intl.formatMessage({ id: 'schoolAdmin.col.teacher' }),
      detail.teacher
        ? detail.teacher.name || detail.teacher.email
        : intl.formatMessage({ id: 'schoolAdmin.noTeacher' }),
    ],
    [intl.formatMessage({ id: 'schoolAdmin.col.studentCount' }), String(detail.studentCount)],
    [intl.formatMessage({ id: 'schoolAdmin.col.created' }), date(detail.createdAt)],
  ];

  return (
    <>
      <FactsCard
        titleId="class-facts-title"
        title={intl.formatMessage({ id: 'schoolAdmin.class.facts' })}
        facts={facts}
      >
        {detail.description && <p className={styles.note}>{detail.description}</p>}
        {rights.manageClasses && (
          <ClassActions
            classRow={detail}
            onEdit={() => dialogs.openEdit(detail)}
            onDelete={() => dialogs.openDelete(detail)}
          />
        )}
      </FactsCard>

      {rights.assignTeachers && <AssignTeacher classRow={detail} />}

      <Members role={role} rights={rights} detail={detail} />

      {rights.inviteStudents && (
        <section className={styles.section} aria-labelledby="class-invite-title">
          <h2 id="class-invite-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'schoolAdmin.class.invite' })}
          </h2>
          <InviteLinkPanel classId={detail.id} />
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setInviting(true)}
            >
              {intl.formatMessage({ id: 'schoolAdmin.class.inviteByEmail' })}
            </button>
          </div>
          {detail.pendingInvitations.length > 0 && (
            <>
              <h3>{intl.formatMessage({ id: 'schoolAdmin.class.pending' })}</h3>
              <ul className={styles.list}>
                {detail.pendingInvitations.map((invitation) => (
                  <li key={invitation.email}>
                    <span>{invitation.email}</span>
                    <span className={styles.hint}>
                      {intl.formatMessage(
                        { id: 'schoolAdmin.invitationDates' },
                        { sent: date(invitation.sentAt), expires: date(invitation.expiresAt) },
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <InviteStudentsDialog
            classId={detail.id}
            open={inviting}
            onClose={() => setInviting(false)}
          />
        </section>
      )}
      {dialogs.element}
    </>
  );
}

const MEMBER_ACTION_LABEL: Record<MemberAction, MessageId> = {
  move: 'schoolAdmin.member.move',
  suspend: 'schoolAdmin.action.suspend',
  activate: 'schoolAdmin.action.activate',
  remove: 'schoolAdmin.member.remove',
};

type MemberDialog = { kind: 'move' | 'remove'; member: ClassMemberRow } | null;

/** The class's students, with what the viewer may do to each (the membership machine decides). */
function Members({ role, rights, detail }: ClassSectionProps) {
  const intl = useIntl();
  const date = useDateFormat();
  const done = useDoneToast();
  const { mutate: changeStatus, isPending } = useStudentStatus();
  const [dialog, setDialog] = useState<MemberDialog>(null);
  const classId = detail.id;

  const columns = useMemo<AdminColumn<ClassMemberRow>[]>(() => {
    const list: AdminColumn<ClassMemberRow>[] = [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'schoolAdmin.col.name' }),
        text: (member) => personName(member),
        cell: (member) => (
          <Link to={`/${role}/students/$studentId`} params={{ studentId: member.studentId }}>
            {personName(member)}
          </Link>
        ),
      },
      {
        id: 'email',
        header: intl.formatMessage({ id: 'schoolAdmin.col.email' }),
        text: (member) => member.email,
      },
      membershipStatusColumn(intl),
      dateColumn(
        'joined',
        intl.formatMessage({ id: 'schoolAdmin.col.joined' }),
        (member) => member.joinedAt,
        date,
      ),
      joinChannelColumn(intl),
    ];
    if (rights.changeMembers) {
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'schoolAdmin.col.actions' }),
        text: () => '',
        sortable: false,
        exportable: false,
        cell: (member) => {
          const name = personName(member);
          const allowed = memberActionsFor(member.status).filter(
            (action) => action !== 'move' || rights.moveStudents,
          );
          return (
            <div className={styles.rowActions}>
              {allowed.map((action) => (
                <RowButton
                  key={action}
                  label={intl.formatMessage({ id: MEMBER_ACTION_LABEL[action] })}
                  name={name}
                  busy={isPending}
                  onClick={() => {
                    if (action === 'move' || action === 'remove') {
                      setDialog({ kind: action, member });
                      return;
                    }
                    if (isPending) return;
                    changeStatus(
                      { studentId: member.studentId, classId, action },
                      {
                        onSuccess: () =>
                          done(
                            intl.formatMessage(
                              {
                                id:
                                  action === 'suspend'
                                    ? 'schoolAdmin.member.suspended'
                                    : 'schoolAdmin.member.activated',
                              },
                              { name },
                            ),
                          ),
                      },
                    );
                  }}
                />
              ))}
            </div>
          );
        },
      });
    }
    return list;
  }, [
    changeStatus,
    classId,
    date,
    done,
    intl,
    isPending,
    rights.changeMembers,
    rights.moveStudents,
    role,
  ]);

  return (
    <section className={styles.section} aria-labelledby="class-members-title">
      <h2 id="class-members-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'schoolAdmin.class.members' })}
      </h2>
      <AdminTable
        caption={intl.formatMessage(
          { id: 'schoolAdmin.class.membersCaption' },
          { name: detail.name },
        )}
        columns={columns}
        source={{ data: detail.members, isPending: false, isError: false, refetch: () => null }}
        rowId={(member) => member.studentId}
        exportName={`class-${detail.code.toLowerCase()}`}
        emptyMessage={intl.formatMessage({ id: 'schoolAdmin.class.noMembers' })}
        initialSort={{ id: 'name' }}
      />
      <MoveStudentDialog
        member={dialog?.kind === 'move' ? dialog.member : null}
        fromClass={detail}
        onClose={() => setDialog(null)}
      />
      <RemoveStudentDialog
        member={dialog?.kind === 'remove' ? dialog.member : null}
        fromClass={detail}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
