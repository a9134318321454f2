import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { loginRequest } from '#shared/contract/identity';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { identityContract } from '../../../lib/lazy-contract.ts';
import { signIn } from '../../../lib/session/sign-in.ts';
import { login } from '../api/auth-api.ts';
import { SsoSignIn, useSsoOptions } from './sso-sign-in.tsx';

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
  PasswordExpiredError: 'auth:login.passwordExpired',
  NotFoundError: 'auth:login.unknownOrganization',
};

/** Why single sign-on sent the browser back here (`?ssoError=`, the ACS's refusal reason). */
const ssoErrors = new Set([
  'notAMember',
  'suspended',
  'expired',
  'replayed',
  'noEmail',
  'domain',
  'linkSent',
]);

type LoginInput = z.input<typeof loginRequest>;
type LoginField = keyof LoginInput;
type LoginCheck = { values: z.output<typeof loginRequest> } | { invalid: LoginField[] };

/**
 * Checks the form with the contract's `loginRequest`, loaded on the first check (the first
 * submit): the page paints without zod, which no one needs before pressing "Sign in".
 */
async function checkLogin(input: LoginInput): Promise<LoginCheck> {
  const { loginRequest } = await identityContract();
  const parsed = loginRequest.safeParse(input);
  if (parsed.success) return { values: parsed.data };
  const fields: LoginField[] = ['email', 'password'];
  return { invalid: fields.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field)) };
}

/**
 * Sign-in (route /). On a tenant's host the server answers a token for that tenant; on the
 * central host a user-scope token. A second factor turns the answer into a challenge.
 * The form checks on submit, then again on every change once submitted, and focuses the first
 * field in error.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const ssoError = params.get('ssoError');
  const ssoOptions = useSsoOptions();
  const ssoOnlyName = ssoOptions.data?.results.find((option) => option.ssoOnly)?.name;
  const [input, setInput] = useState<LoginInput>({ email: '', password: '' });
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  const submitted = useRef(false);
  const latest = useRef(input);
  const fieldRefs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
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

  const change = (field: LoginField, value: string) => {
    const nextInput = { ...latest.current, [field]: value };
    latest.current = nextInput;
    setInput(nextInput);
    if (!submitted.current) return;
    void checkLogin(nextInput).then((check) => {
      // Only the check of the latest input counts.
      if (latest.current === nextInput) setInvalid('invalid' in check ? check.invalid : []);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    submitted.current = true;
    const check = await checkLogin(latest.current);
    if ('invalid' in check) {
      setInvalid(check.invalid);
      const first = check.invalid[0];
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    setInvalid([]);
    mutation.mutate(check.values);
  };

  return (
    <PublicFrame title={t('login.title')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {mutation.isError ? (
          <ErrorBar>
            {isApiError(mutation.error) && mutation.error.errorName === 'SsoRequiredError'
              ? t('login.ssoRequired', { name: ssoOnlyName ?? t('login.ssoProvider') })
              : errorMessage(mutation.error, t, loginErrors)}
          </ErrorBar>
        ) : ssoError === 'linkSent' ? (
          // Not a failure: an existing account's owner confirms by the mailed link (issue 25).
          <MessageBar intent="info" role="status">
            <MessageBarBody>{t('login.ssoError.linkSent')}</MessageBarBody>
          </MessageBar>
        ) : ssoError ? (
          <ErrorBar>{t(`login.ssoError.${ssoErrors.has(ssoError) ? ssoError : 'failed'}`)}</ErrorBar>
        ) : null}
        <Field
          label={t('login.email')}
          required
          validationMessage={invalid.includes('email') ? t('login.emailInvalid') : undefined}
        >
          <Input
            ref={fieldRefs.email}
            name="email"
            type="email"
            autoComplete="username"
            value={input.email}
            onChange={(_, data) => change('email', data.value)}
          />
        </Field>
        <Field
          label={t('login.password')}
          required
          validationMessage={invalid.includes('password') ? t('login.passwordRequired') : undefined}
        >
          <Input
            ref={fieldRefs.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={input.password}
            onChange={(_, data) => change('password', data.value)}
          />
        </Field>
        <SubmitButton
          submitting={mutation.isPending || mutation.isSuccess}
          submittingLabel={t('login.submitting')}
        >
          {t('login.submit')}
        </SubmitButton>
        <SsoSignIn next={next} />
        <div className={styles.links}>
          <RouterLink to="/password-recovery">{t('login.forgot')}</RouterLink>
        </div>
      </form>
    </PublicFrame>
  );
}
