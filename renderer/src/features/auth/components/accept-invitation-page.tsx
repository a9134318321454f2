import { Field, Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { signIn } from '../../../lib/session/sign-in.ts';
import { acceptInvitation } from '../api/auth-api.ts';
import { useFormStyles } from './login-page.tsx';
import { newPasswordForm } from './new-password-page.tsx';

/**
 * Accept an invitation (/accept-invitation?token=...): the link from the welcome mail. The invited
 * person chooses a password twice, then is signed in on this organization and sent home (or to
 * the second-factor step, for an account that already has one).
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.infer<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: (password: string) => acceptInvitation({ token, password }),
    onSuccess: async (answer) => {
      if (answer.type === 'challenge') {
        await navigate('/challenge?next=%2Fhome', { state: { challengeToken: answer.challengeToken } });
        return;
      }
      const { type: _type, ...session } = answer;
      await signIn(session);
      await navigate('/home', { replace: true });
    },
  });
  const { errors } = form.formState;
  const passwordError = errors.password?.type === 'too_big' ? t('reset.tooLong') : t('reset.tooShort');

  if (!token)
    return (
      <PublicFrame title={t('invitation.title')}>
        <ErrorBar>{t('invitation.noToken')}</ErrorBar>
        <RouterLink to="/">{t('invitation.signIn')}</RouterLink>
      </PublicFrame>
    );

  return (
    <PublicFrame title={t('invitation.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}
      >
        <p>{t('invitation.intro')}</p>
        {mutation.isError ? (
          <ErrorBar>{errorMessage(mutation.error, t, { 'field:token': 'auth:invitation.expired' })}</ErrorBar>
        ) : null}
        <Field
          label={t('invitation.password')}
          hint={t('reset.hint')}
          required
          validationMessage={errors.password ? passwordError : undefined}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field
          label={t('invitation.confirm')}
          required
          validationMessage={errors.confirm ? t('reset.mismatch') : undefined}
        >
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </Field>
        <SubmitButton submitting={mutation.isPending}>{t('invitation.submit')}</SubmitButton>
        {mutation.isError ? <RouterLink to="/">{t('invitation.signIn')}</RouterLink> : null}
      </form>
    </PublicFrame>
  );
}
