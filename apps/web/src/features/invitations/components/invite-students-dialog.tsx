import { SCHOOL_ADMIN_LIMITS } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import { Dialog } from '../../../ui/dialog/dialog';
import { formatFieldError } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { FieldErrorText } from '../../../ui/form/text-field';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useSession } from '../../session/hooks/use-session';
import { schoolAdminKeys } from '../../school-admin/api/school-admin-keys';
import { postInviteEmails } from '../api/invitation-api';
import { checkEmailList, serverEmailProblems, type EmailListProblem } from '../email-list';
import { InviteFormActions } from './invite-form-actions';
import styles from './invitations.module.css';

interface InviteStudentsDialogProps {
  classId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Invite students to a class by e-mail: a list of addresses (one per line, or separated by commas
 * or semicolons), checked like the server checks it, each wrong address named. Every address gets
 * a localised mail with a link to the class's join page.
 */
export function InviteStudentsDialog({ classId, open, onClose }: InviteStudentsDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'invitations.emails.title' })}
      onClose={onClose}
    >
      <InviteStudentsForm classId={classId} onClose={onClose} />
    </Dialog>
  );
}

function InviteStudentsForm({ classId, onClose }: { classId: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<EmailListProblem[]>([]);

  const invite = useMutation({
    mutationFn: (emails: string[]) => postInviteEmails(classId, emails),
    onSuccess: ({ sent }) => {
      toasts.info(intl.formatMessage({ id: 'invitations.emails.sent' }, { count: sent }));
      // The class page lists the invitations not yet accepted.
      void queryClient.invalidateQueries({
        queryKey: schoolAdminKeys.classDetail(user?.id ?? '', classId),
      });
      onClose();
    },
  });

  const showProblems = (next: EmailListProblem[]) => {
    flushSync(() => setProblems(next));
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const check = checkEmailList(text);
    if (!check.ok) return showProblems(check.problems);
    setProblems([]);
    try {
      await invite.mutateAsync(check.emails);
    } catch (error) {
      // The API client has shown the server's message; a 400 also names the fields.
      const fields = apiFieldErrors(error);
      if (fields) showProblems(serverEmailProblems(fields, check.emails));
    }
  };

  const invalid = problems.length > 0;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={formStyles.field}>
        <label htmlFor={fieldId} className={formStyles.label}>
          {t('invitations.emails.label')}
        </label>
        <p id={hintId} className={formStyles.hint}>
          {intl.formatMessage(
            { id: 'invitations.emails.hint' },
            { max: SCHOOL_ADMIN_LIMITS.inviteEmailsMax },
          )}
        </p>
        <textarea
          ref={fieldRef}
          id={fieldId}
          name="emails"
          className={styles.textarea}
          rows={6}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        />
        {invalid && (
          <div id={errorId}>
            <FieldErrorText id={`${errorId}-lead`}>
              {t('invitations.emails.problems')}
            </FieldErrorText>
            <ul className={styles.problemList}>
              {problems.map((problem, index) => {
                const message = formatFieldError(intl, problem.message) ?? '';
                return (
                  <li key={`${problem.address ?? ''}-${index}`}>
                    {problem.address
                      ? intl.formatMessage(
                          { id: 'invitations.emails.addressProblem' },
                          { address: problem.address, message },
                        )
                      : message}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      <InviteFormActions
        busy={invite.isPending}
        sendLabel="invitations.emails.send"
        onCancel={onClose}
      />
    </form>
  );
}
