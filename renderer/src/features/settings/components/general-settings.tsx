import {
  Combobox,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { locale, type TenantMember, timezone } from '#shared/contract/identity';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useUpdateOwnMember } from '../api/settings-queries.ts';
import { filterTimeZones, languageChoices, languageName, timeZoneChoices } from './language-options.ts';
import { SettingsLayout } from './settings-layout.tsx';

/** '' means "not chosen": the organisation's language, the browser's time zone. */
const generalForm = z.object({
  locale: z.union([z.literal(''), locale]),
  timezone: z.union([z.literal(''), timezone]),
});
type GeneralForm = z.infer<typeof generalForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function GeneralSettingsPage() {
  const { t } = useTranslation('settings');
  const member = useQuery(sessionQueries.ownMember());
  return (
    <SettingsLayout tab="general">
      {member.data ? (
        <GeneralSettingsForm member={member.data} />
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
  const zones = useMemo(timeZoneChoices, []);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<GeneralForm>({
    resolver: zodResolver(generalForm),
    defaultValues: { locale: member.locale ?? '', timezone: member.timezone ?? '' },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const languages = useMemo(() => {
    const tags: string[] = [...languageChoices];
    if (member.locale && !tags.includes(member.locale)) tags.push(member.locale);
    return tags;
  }, [member.locale]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        locale: values.locale || null,
        timezone: values.timezone || null,
      });
      reset({ locale: saved.locale ?? '', timezone: saved.timezone ?? '' });
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
              value={field.value ? languageName(field.value) : t('general.organisationLanguage')}
              selectedOptions={[field.value]}
              onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
              onBlur={field.onBlur}
            >
              <Option value="">{t('general.organisationLanguage')}</Option>
              {languages.map((tag) => (
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
            zones={zones}
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

function TimeZoneField(props: {
  zones: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useTranslation('settings');
  const { zones, value, onChange, onBlur, error } = props;
  const [query, setQuery] = useState(value);
  // A reset (after saving) moves the value; the text follows it.
  useEffect(() => setQuery(value), [value]);
  const matches = filterTimeZones(zones, query === value ? '' : query);
  return (
    <Field label={t('general.timezone')} hint={t('general.timezoneHint')} validationMessage={error}>
      <Combobox
        freeform
        value={query}
        selectedOptions={value ? [value] : []}
        placeholder={t('general.timezonePlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          const next = data.optionValue ?? '';
          onChange(next);
          setQuery(next);
        }}
        onBlur={() => {
          // Typed text that is not a zone is dropped rather than saved.
          if (query !== value) setQuery(value);
          onBlur();
        }}
      >
        {matches.length === 0 ? (
          <Option disabled value="__none" text="">
            {t('general.noTimezone')}
          </Option>
        ) : (
          matches.map((zone) => (
            <Option key={zone} value={zone}>
              {zone}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
