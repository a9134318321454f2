import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginRequest } from '#shared/contract/identity';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { signIn } from '../../../lib/session/sign-in.ts';
import { login } from '../api/auth-api.ts';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

/** Known sign-in failures, each with its own text. */
export const loginErrors = {
  InvalidCredentialsError: 'auth:login.invalidCredentials',
  SuspendedError: 'auth:login.suspended',
  NotFoundError: 'auth:login.unknownOrganisation',
};

/**
 * Sign-in (route /). On a tenant's host the server answers a token for that tenant; on the
 * central host a user-scope token. A second factor turns the answer into a challenge.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const form = useForm<z.input<typeof loginRequest>, unknown, z.output<typeof loginRequest>>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if (answer.type === 'challenge') {
        await navigate(`/challenge${next ? `?${new URLSearchParams({ next })}` : ''}`, {
          state: { challengeToken: answer.challengeToken },
        });
        return;
      }
      const { type: _type, ...token } = answer;
      // The login route's guard moves on (to next, home or the tenant list) once the session starts.
      await signIn(token);
    },
  });
  const { errors } = form.formState;

  return (
    <PublicFrame title={t('login.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{errorMessage(mutation.error, t, loginErrors)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field
          label={t('login.email')}
          required
          validationMessage={errors.email ? t('login.emailInvalid') : undefined}
        >
          <Input type="email" autoComplete="username" {...form.register('email')} />
        </Field>
        <Field
          label={t('login.password')}
          required
          validationMessage={errors.password ? t('login.passwordRequired') : undefined}
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <SubmitButton
          submitting={mutation.isPending || mutation.isSuccess}
          submittingLabel={t('login.submitting')}
        >
          {t('login.submit')}
        </SubmitButton>
        <div className={styles.links}>
          <RouterLink to="/password-recovery">{t('login.forgot')}</RouterLink>
        </div>
      </form>
    </PublicFrame>
  );
}
