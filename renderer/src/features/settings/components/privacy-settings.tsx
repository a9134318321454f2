import { Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type Control, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { monthDay, staffProfileTextMaxLength, type TenantMember } from '#shared/contract/identity';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useUpdateOwnMember } from '../api/settings-queries.ts';
import { SettingsLayout } from './settings-layout.tsx';

const profileFields = ['jobTitle', 'department', 'location', 'startDate', 'birthday'] as const;
type ProfileField = (typeof profileFields)[number];

/** Empty text means "not shared"; otherwise the contract's own rule for the field. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) => z.union([z.literal(''), schema]);
const profileText = z.string().trim().max(staffProfileTextMaxLength);
const privacyForm = z.object({
  jobTitle: optional(profileText),
  department: optional(profileText),
  location: optional(profileText),
  startDate: optional(z.iso.date()),
  birthday: optional(monthDay),
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
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<PrivacyForm>({ resolver: formResolver(privacyForm), defaultValues: toForm(member) });
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

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ProfileTextField control={control} name="jobTitle" max={staffProfileTextMaxLength} />
      <ProfileTextField control={control} name="department" max={staffProfileTextMaxLength} />
      <ProfileTextField control={control} name="location" max={staffProfileTextMaxLength} />
      <ProfileTextField control={control} name="startDate" type="date" />
      <ProfileTextField
        control={control}
        name="birthday"
        placeholder="MM-DD"
        hint={t('privacy.birthdayHint')}
      />
      <div>
        <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * One detail, as a controlled Fluent Input: Fluent's Input keeps its own value state, so the
 * uncontrolled `register` (which writes the DOM value) is overwritten by its first re-render and
 * the saved values never showed. A limited field shows its counter and says when it is too long.
 */
function ProfileTextField(props: {
  control: Control<PrivacyForm>;
  name: ProfileField;
  type?: 'text' | 'date';
  placeholder?: string;
  hint?: string;
  max?: number;
}) {
  const { control, name, type = 'text', placeholder, hint, max } = props;
  const { t } = useTranslation('settings');
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const limit = useCharacterLimit(field.value.length, max ?? Number.POSITIVE_INFINITY, error);
  return (
    <Field label={t(`privacy.${name}`)} hint={limit.hint ?? hint} validationMessage={limit.validationMessage}>
      <Input
        type={type}
        placeholder={placeholder}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
