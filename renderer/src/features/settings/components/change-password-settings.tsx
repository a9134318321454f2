import { Divider, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPassword } from '#shared/contract/identity';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors, contractMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useChangePassword } from '../api/settings-queries.ts';
import { SettingsLayout } from './settings-layout.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

export const passwordMismatch = 'The passwords do not match';

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(256),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: passwordMismatch,
    path: ['confirmPassword'],
  });
type ChangePasswordForm = z.infer<typeof changePasswordForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  heading: { margin: 0 },
});

export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  return (
    <SettingsLayout tab="change-password">
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {t('password.title')}
      </Text>
      <ChangePasswordFormView />
      <Divider />
      <TwoFactorSection />
    </SettingsLayout>
  );
}

function ChangePasswordFormView() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const change = useChangePassword();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<ChangePasswordForm>({ resolver: formResolver(changePasswordForm), defaultValues: empty });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  // Fluent's Input keeps its own value: each field follows the form's, so the reset after a
  // change empties them (with `register` alone the typed passwords came back on the next render).
  const values = watch();

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(empty);
      toasts.success();
    } catch (error) {
      if (applyServerErrors(error, setError, ['currentPassword', 'newPassword'])) return;
      // Too many attempts: the server's message says how long to wait.
      toasts.error(isApiError(error) && error.status === 429 ? contractMessage(error.message) : undefined);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Text>{t('password.hint')}</Text>
      <Field label={t('password.current')} validationMessage={errors.currentPassword?.message} required>
        <Input
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
          value={values.currentPassword}
        />
      </Field>
      <Field
        label={t('password.new')}
        hint={t('password.newHint')}
        validationMessage={errors.newPassword?.message}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
          value={values.newPassword}
        />
      </Field>
      <Field label={t('password.confirm')} validationMessage={errors.confirmPassword?.message} required>
        <Input
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          value={values.confirmPassword}
        />
      </Field>
      <div>
        <SubmitButton submitting={isSubmitting}>{t('password.submit')}</SubmitButton>
      </div>
    </form>
  );
}
