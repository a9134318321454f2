import { Body1, Field, Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { challengeRequest } from '#shared/contract/identity';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { signIn } from '../../../lib/session/sign-in.ts';
import { completeChallenge } from '../api/auth-api.ts';
import { useFormStyles } from './login-page.tsx';

const codeForm = z.object({ code: challengeRequest.shape.code });

/** The login challenge (/challenge): the 6-digit code of the member's authenticator app. */
export default function ChallengePage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const location = useLocation();
  const [params] = useSearchParams();
  const challengeToken = (location.state as { challengeToken?: string } | null)?.challengeToken;
  const form = useForm<z.infer<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const mutation = useMutation({
    mutationFn: (code: string) => completeChallenge({ challengeToken: challengeToken ?? '', code }),
    onSuccess: async ({ type: _type, ...token }) => signIn(token),
  });

  // The challenge lives in this tab's history only; without it the sign-in starts again.
  if (!challengeToken) {
    const next = params.get('next');
    return <Navigate to={next ? `/?${new URLSearchParams({ next })}` : '/'} replace />;
  }

  return (
    <PublicFrame title={t('challenge.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(({ code }) => mutation.mutate(code))}
      >
        <Body1>{t('challenge.intro')}</Body1>
        {mutation.isError ? (
          <ErrorBar>
            {errorMessage(mutation.error, t, {
              InvalidCodeError: 'auth:challenge.invalidCode',
              ChallengeExpiredError: 'auth:challenge.expired',
            })}
          </ErrorBar>
        ) : null}
        <Field
          label={t('challenge.code')}
          required
          validationMessage={form.formState.errors.code ? t('challenge.codeInvalid') : undefined}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </Field>
        <SubmitButton
          submitting={mutation.isPending || mutation.isSuccess}
          submittingLabel={t('challenge.submitting')}
        >
          {t('challenge.submit')}
        </SubmitButton>
        <div className={styles.links}>
          <RouterLink to="/">{t('challenge.back')}</RouterLink>
        </div>
      </form>
    </PublicFrame>
  );
}
