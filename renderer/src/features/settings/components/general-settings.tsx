import { Dropdown, Field, makeStyles, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { locale, type TenantMember, timezone } from '#shared/contract/identity';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TimeZoneField } from '../../../components/time-zone-field.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { languageName } from '../../../lib/time-zones.ts';
import { useUpdateOwnMember } from '../api/settings-queries.ts';
import { languageChoices, shownLanguage } from './language-options.ts';
import { PhotoSection } from './photo-section.tsx';
import { SettingsLayout } from './settings-layout.tsx';
import { SetupGuideSection } from './setup-guide-section.tsx';

/** '' means "not chosen": the organization's language, the browser's time zone. */
const generalForm = z.object({
  locale: z.union([z.literal(''), locale]),
  timezone: z.union([z.literal(''), timezone]),
});
type GeneralForm = z.infer<typeof generalForm>;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function GeneralSettingsPage() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const member = useQuery(sessionQueries.ownMember());
  return (
    <SettingsLayout tab="general">
      {member.data ? (
        <div className={styles.page}>
          <PhotoSection member={member.data} />
          <GeneralSettingsForm member={member.data} />
          <SetupGuideSection />
        </div>
      ) : member.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </SettingsLayout>
  );
}

function GeneralSettingsForm({ member }: { member: TenantMember }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const update = useUpdateOwnMember();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors, dirtyFields },
  } = useForm<GeneralForm>({
    resolver: formResolver(generalForm),
    defaultValues: { locale: shownLanguage(member.locale), timezone: member.timezone ?? '' },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Only what was changed: a stored locale shown as its shipped language is left as it is.
      const saved = await update.mutateAsync({
        ...(dirtyFields.locale ? { locale: values.locale || null } : {}),
        ...(dirtyFields.timezone ? { timezone: values.timezone || null } : {}),
      });
      reset({ locale: shownLanguage(saved.locale), timezone: saved.timezone ?? '' });
      toasts.success();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['locale', 'timezone'])) toasts.error();
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <Field
            label={t('general.language')}
            hint={t('general.languageHint')}
            validationMessage={errors.locale?.message}
          >
            <Dropdown
              value={field.value ? languageName(field.value) : t('general.organizationLanguage')}
              selectedOptions={[field.value]}
              onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
              onBlur={field.onBlur}
            >
              <Option value="">{t('general.organizationLanguage')}</Option>
              {languageChoices.map((tag) => (
                <Option key={tag} value={tag} text={languageName(tag)}>
                  <span lang={tag}>{languageName(tag)}</span>
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <TimeZoneField
            texts={{
              label: t('general.timezone'),
              hint: t('general.timezoneHint'),
              placeholder: t('general.timezonePlaceholder'),
              none: t('general.noTimezone'),
            }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.timezone?.message}
          />
        )}
      />
      <div className={styles.actions}>
        <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
