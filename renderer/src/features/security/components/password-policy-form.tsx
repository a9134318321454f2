import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type PasswordPolicy,
  type PasswordPolicyRequest,
  passwordPolicyLimits,
  passwordPolicyRequest,
} from '#shared/contract/security';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { securityQueries, useSavePasswordPolicy } from '../api/security-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '520px' },
  number: { maxWidth: '160px' },
  // A group of checkboxes under one label, drawn like a Field's label rather than a framed box.
  classes: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightRegular },
});

const classes = ['requireUppercase', 'requireLowercase', 'requireDigit', 'requireSymbol'] as const;
const numberFields = ['minLength', 'reuseLimit', 'maxAgeDays'] as const;

/** The number a field shows; an empty field is `null` for the maximum age, NaN (refused) otherwise. */
const toNumber = (text: string, nullable: boolean) =>
  text.trim() === '' ? (nullable ? null : Number.NaN) : Number(text);

export function PasswordPolicySection() {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const policy = useQuery(securityQueries.policy());
  return (
    <section className={styles.section} aria-labelledby="security-password-policy">
      <Subtitle2 as="h2" id="security-password-policy">
        {t('policy.title')}
      </Subtitle2>
      <Text>{t('policy.intro')}</Text>
      {policy.isError ? (
        <Text role="alert">{t('policy.loadFailed')}</Text>
      ) : policy.data ? (
        <PolicyForm policy={policy.data} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

function PolicyForm({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSavePasswordPolicy();
  const { passwordsExpiredAt: _expired, ...values } = policy;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<PasswordPolicyRequest>({
    resolver: formResolver(passwordPolicyRequest),
    defaultValues: values,
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { passwordsExpiredAt: _at, ...saved } = await save.mutateAsync(body);
      reset(saved);
      toasts.success(t('policy.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, [...numberFields, ...classes]))
        toasts.error(errorMessage(error, t));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('policy.title')}>
      {numberFields.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Field
              label={t(`policy.${name}.label`)}
              hint={t(`policy.${name}.hint`, passwordPolicyLimits)}
              validationMessage={errors[name]?.message}
              required={name === 'minLength'}
            >
              <Input
                className={styles.number}
                type="number"
                inputMode="numeric"
                name={field.name}
                value={field.value === null || Number.isNaN(field.value) ? '' : String(field.value)}
                onChange={(_, data) => field.onChange(toNumber(data.value, name === 'maxAgeDays'))}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      ))}
      <fieldset className={styles.classes}>
        <legend className={styles.legend}>{t('policy.classes')}</legend>
        {classes.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Checkbox
                label={t(`policy.${name}`)}
                checked={field.value}
                onChange={(_, data) => field.onChange(data.checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </fieldset>
      <div>
        <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
          {t('policy.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
