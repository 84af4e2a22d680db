import { inviteTeacherSchema } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import { Dialog } from '../../../ui/dialog/dialog';
import { checkForm, serverFieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { EmailField, TextField } from '../../../ui/form/text-field';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useSession } from '../../session/hooks/use-session';
import { schoolAdminKeys } from '../../school-admin/api/school-admin-keys';
import { postTeacherInvitation } from '../api/invitation-api';
import { InviteFormActions } from './invite-form-actions';
import styles from './invitations.module.css';

const FIELDS = ['email', 'firstName', 'lastName'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A manager invites a teacher to the school: the address (and the name, optional) get a
 * localised mail whose link leads through registration as a teacher, then into the school.
 */
export function InviteTeacherDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'invitations.teacher.title' })}
      onClose={onClose}
    >
      <InviteTeacherForm onClose={onClose} />
    </Dialog>
  );
}

function InviteTeacherForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { values, bind } = useFormValues<Field>({ email: '', firstName: '', lastName: '' });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();

  const invite = useMutation({
    mutationFn: postTeacherInvitation,
    onSuccess: (_answer, form) => {
      toasts.info(intl.formatMessage({ id: 'invitations.teacher.sent' }, { email: form.email }));
      // The teachers page lists the invitations not yet accepted.
      void queryClient.invalidateQueries({ queryKey: schoolAdminKeys.teachers(user?.id ?? '') });
      onClose();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const check = checkForm(inviteTeacherSchema, values);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    try {
      await invite.mutateAsync(check.data);
    } catch (failure) {
      // The API client has shown the server's message; a 400 also names the fields.
      const fields = apiFieldErrors(failure);
      if (fields) showErrors(serverFieldErrors(fields, FIELDS));
    }
  };

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.muted}>{t('invitations.teacher.lead')}</p>
      <EmailField {...bind('email')} label={t('form.email')} error={error('email')} />
      <TextField
        {...bind('firstName')}
        label={t('invitations.teacher.firstName')}
        autoComplete="off"
        error={error('firstName')}
      />
      <TextField
        {...bind('lastName')}
        label={t('invitations.teacher.lastName')}
        autoComplete="off"
        error={error('lastName')}
      />
      <InviteFormActions
        busy={invite.isPending}
        sendLabel="invitations.teacher.send"
        onCancel={onClose}
      />
    </form>
  );
}
