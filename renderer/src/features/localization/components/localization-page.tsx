import {
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  datePatterns,
  type TenantLocalization,
  tenantLocalizationRequest,
  uiLanguages,
  weekStarts,
} from '#shared/contract/localization';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TimeZoneField } from '../../../components/time-zone-field.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { languageName } from '../../../lib/time-zones.ts';
import { localizationQueries, useSaveLocalization } from '../api/localization-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '520px' },
});

/** /localization (000 §2 Platform set up, Language & time): gated like its menu item. */
export default function LocalizationPage() {
  const { t } = useTranslation('localization');
  const apps = useApps();
  const allowed = useHolds(['identityApp', 'browse']);
  const settings = useQuery({ ...localizationQueries.settings(), enabled: allowed });
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  if (settings.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (!settings.data) return <Spinner label={t('loading')} />;
  return <LocalizationForm settings={settings.data} />;
}

function LocalizationForm({ settings }: { settings: TenantLocalization }) {
  const { t, i18n } = useTranslation('localization');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSaveLocalization();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<TenantLocalization>({
    resolver: formResolver(tenantLocalizationRequest),
    defaultValues: settings,
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const timeZone = watch('timeZone');
  // The examples show today as each pattern would, in the zone being chosen.
  const today = useMemo(() => new Date(), []);
  const example = (pattern: TenantLocalization['dateFormat']) =>
    formatDate(today, { locale: i18n.language, pattern, timeZone });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      toasts.success(t('saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['language', 'timeZone', 'weekStart', 'dateFormat'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });

  return (
    <Page title={t('title')}>
      <Text as="p">{t('intro')}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Field
              label={t('language.label')}
              hint={t('language.hint')}
              validationMessage={errors.language?.message}
              required
            >
              <Dropdown
                value={languageName(field.value)}
                selectedOptions={[field.value]}
                onOptionSelect={(_, data) => data.optionValue && field.onChange(data.optionValue)}
                onBlur={field.onBlur}
              >
                {uiLanguages.map((tag) => (
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
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              texts={{
                label: t('timeZone.label'),
                hint: t('timeZone.hint'),
                placeholder: t('timeZone.placeholder'),
                none: t('timeZone.none'),
              }}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.timeZone?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="weekStart"
          render={({ field }) => (
            <Field label={t('weekStart.label')} validationMessage={errors.weekStart?.message} required>
              <RadioGroup
                value={field.value}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              >
                {weekStarts.map((day) => (
                  <Radio key={day} value={day} label={t(`weekStart.${day}`)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
        <Controller
          control={control}
          name="dateFormat"
          render={({ field }) => (
            <Field
              label={t('dateFormat.label')}
              hint={t('dateFormat.hint')}
              validationMessage={errors.dateFormat?.message}
              required
            >
              <RadioGroup
                value={field.value}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              >
                {datePatterns.map((pattern) => (
                  <Radio
                    key={pattern}
                    value={pattern}
                    label={t(`dateFormat.${pattern}`, { example: example(pattern) })}
                  />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
        <div>
          <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </Page>
  );
}
