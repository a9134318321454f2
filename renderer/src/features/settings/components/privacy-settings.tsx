import { Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { publicStaffProfile, type TenantMember } from '#shared/contract/identity';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useUpdateOwnMember } from '../api/settings-queries.ts';
import { SettingsLayout } from './settings-layout.tsx';

const profileFields = ['jobTitle', 'department', 'location', 'startDate', 'birthday'] as const;
type ProfileField = (typeof profileFields)[number];

/** Empty text means "not shared"; otherwise the contract's own rule for the field. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) => z.union([z.literal(''), schema]);
const privacyForm = z.object({
  jobTitle: optional(z.string().trim().max(120)),
  department: optional(z.string().trim().max(120)),
  location: optional(z.string().trim().max(120)),
  startDate: optional(z.iso.date({ error: 'Enter a date' })),
  birthday: optional(publicStaffProfile.shape.birthday.unwrap().unwrap()),
});
type PrivacyForm = z.infer<typeof privacyForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
});

/**
 * What colleagues see about the member: the public staff profile. Each detail is shared only
 * while it is filled in; clearing it hides it from the profile and the directory.
 */
export function PrivacySettingsPage() {
  const { t } = useTranslation('settings');
  const member = useQuery(sessionQueries.ownMember());
  return (
    <SettingsLayout tab="privacy">
      <Text>{t('privacy.intro')}</Text>
      {member.data ? (
        <PrivacySettingsForm member={member.data} />
      ) : member.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </SettingsLayout>
  );
}

const toForm = (member: TenantMember): PrivacyForm => {
  const profile = member.publicStaffProfile ?? {};
  return Object.fromEntries(profileFields.map((name) => [name, profile[name] ?? ''])) as PrivacyForm;
};

function PrivacySettingsForm({ member }: { member: TenantMember }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const update = useUpdateOwnMember();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<PrivacyForm>({ resolver: zodResolver(privacyForm), defaultValues: toForm(member) });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    const profile = Object.fromEntries(profileFields.map((name) => [name, values[name] || null]));
    try {
      const saved = await update.mutateAsync({ publicStaffProfile: profile });
      reset(toForm(saved));
      toasts.success();
    } catch (error) {
      if (!applyServerErrors(error, setError, profileFields, 'publicStaffProfile')) toasts.error();
    }
  });

  const field = (name: ProfileField, type: 'text' | 'date' = 'text', placeholder?: string) => (
    <Field
      key={name}
      label={t(`privacy.${name}`)}
      hint={name === 'birthday' ? t('privacy.birthdayHint') : undefined}
      validationMessage={errors[name]?.message}
    >
      <Input type={type} placeholder={placeholder} {...register(name)} />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {field('jobTitle')}
      {field('department')}
      {field('location')}
      {field('startDate', 'date')}
      {field('birthday', 'text', 'MM-DD')}
      <div>
        <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
