import { Checkbox, Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { memberRoles } from '#shared/constants';
import { createMemberRequest } from '#shared/contract/members-admin';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useInviteMember } from '../api/people-admin-queries.ts';

/** The shared schema's fields the dialog asks for; the role is one of the built-in ones. */
const inviteForm = createMemberRequest
  .pick({ email: true, firstName: true, lastName: true, invite: true })
  .extend({ role: z.enum(memberRoles) });
type InviteInput = z.input<typeof inviteForm>;
type InviteOutput = z.output<typeof inviteForm>;

const useStyles = makeStyles({
  names: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { flexGrow: 1, flexBasis: '160px' },
});

/** "Invite people": adds one person, and mails them the invitation unless unticked. */
export function InviteDialog(props: { open: boolean; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog open={props.open} onClose={props.onClose} dirty={dirty}>
      <InviteForm onDirty={setDirty} onClose={props.onClose} />
    </FormDialog>
  );
}

function InviteForm(props: { onDirty: (dirty: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const invite = useInviteMember();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: formResolver(inviteForm),
    defaultValues: { firstName: '', lastName: '', email: '', role: 'employee', invite: true },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const [firstName, lastName, email] = watch(['firstName', 'lastName', 'email']);
  const dirty = isDirty && !isSubmitting;
  const { onDirty } = props;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values);
      const name = `${member.firstName} ${member.lastName}`;
      toasts.success(values.invite ? t('invite.invited', { name }) : t('invite.added', { name }));
      props.onDirty(false);
      props.onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['firstName', 'lastName', 'email', 'role'])) {
        toasts.error(errorMessage(error, t, { ConflictError: 'invite.alreadyMember' }));
      }
    }
  });

  return (
    <FormDialogBody
      title={t('invite.title')}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{ label: t('invite.submit'), submitting: isSubmitting }}
    >
      <div className={styles.names}>
        <Field
          className={styles.name}
          label={t('invite.firstName')}
          validationMessage={errors.firstName?.message}
          required
        >
          <Input {...register('firstName')} value={firstName} autoFocus autoComplete="off" />
        </Field>
        <Field
          className={styles.name}
          label={t('invite.lastName')}
          validationMessage={errors.lastName?.message}
          required
        >
          <Input {...register('lastName')} value={lastName} autoComplete="off" />
        </Field>
      </div>
      <Field label={t('invite.email')} validationMessage={errors.email?.message} required>
        <Input {...register('email')} value={email} type="email" autoComplete="off" />
      </Field>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Field label={t('invite.role')} validationMessage={errors.role?.message}>
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
            >
              {memberRoles.map((role) => (
                <Radio key={role} value={role} label={t(`roles.${role}`)} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="invite"
        render={({ field }) => (
          <Field hint={t('invite.sendEmailHint')}>
            <Checkbox
              label={t('invite.sendEmail')}
              checked={!!field.value}
              onChange={(_, data) => field.onChange(data.checked === true)}
            />
          </Field>
        )}
      />
    </FormDialogBody>
  );
}
