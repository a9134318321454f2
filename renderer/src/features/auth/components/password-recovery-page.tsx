import { Body1, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { recoveryRequest } from '#shared/contract/identity';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { requestRecovery } from '../api/auth-api.ts';
import { useFormStyles } from './login-page.tsx';

/**
 * Password recovery: asks for a reset link by mail. The answer is the same whether or not the
 * address has an account, so the page never says which.
 */
export default function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const styles = useFormStyles();
  const form = useForm<z.input<typeof recoveryRequest>, unknown, z.output<typeof recoveryRequest>>({
    resolver: zodResolver(recoveryRequest),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: requestRecovery });

  return (
    <PublicFrame title={t('recovery.title')}>
      {mutation.isSuccess ? (
        <div className={styles.form}>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('recovery.sent')}</MessageBarBody>
          </MessageBar>
          <RouterLink to="/">{t('recovery.backToSignIn')}</RouterLink>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <Body1>{t('recovery.intro')}</Body1>
          {mutation.isError ? <ErrorBar>{errorMessage(mutation.error, t)}</ErrorBar> : null}
          <Field
            label={t('recovery.email')}
            required
            validationMessage={form.formState.errors.email ? t('login.emailInvalid') : undefined}
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <SubmitButton submitting={mutation.isPending} submittingLabel={t('recovery.submitting')}>
            {t('recovery.submit')}
          </SubmitButton>
          <RouterLink to="/">{t('recovery.backToSignIn')}</RouterLink>
        </form>
      )}
    </PublicFrame>
  );
}
