import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPassword } from '#shared/contract/identity';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { resetPassword } from '../api/auth-api.ts';
import { useFormStyles } from './login-page.tsx';

/** The new password twice; the repeat must match (checked here, the rules come from the contract). */
export const newPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'mismatch' });

/** Reset password (/new-password?token=...): the link from the recovery mail. */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.infer<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword({ token, password }),
  });
  const { errors } = form.formState;
  const passwordError = errors.password?.type === 'too_big' ? t('reset.tooLong') : t('reset.tooShort');

  if (!token)
    return (
      <PublicFrame title={t('reset.title')}>
        <ErrorBar>{t('reset.noToken')}</ErrorBar>
        <RouterLink to="/password-recovery">{t('reset.askAgain')}</RouterLink>
      </PublicFrame>
    );

  return (
    <PublicFrame title={t('reset.title')}>
      {mutation.isSuccess ? (
        <div className={styles.form}>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('reset.done')}</MessageBarBody>
          </MessageBar>
          <RouterLink to="/">{t('reset.signIn')}</RouterLink>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}
        >
          {mutation.isError ? (
            <ErrorBar>{errorMessage(mutation.error, t, { 'field:token': 'auth:reset.expired' })}</ErrorBar>
          ) : null}
          <Field
            label={t('reset.password')}
            hint={t('reset.hint')}
            required
            validationMessage={errors.password ? passwordError : undefined}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field
            label={t('reset.confirm')}
            required
            validationMessage={errors.confirm ? t('reset.mismatch') : undefined}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </Field>
          <SubmitButton submitting={mutation.isPending}>{t('reset.submit')}</SubmitButton>
          {mutation.isError ? <RouterLink to="/password-recovery">{t('reset.askAgain')}</RouterLink> : null}
        </form>
      )}
    </PublicFrame>
  );
}
