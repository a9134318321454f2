import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { segmentKinds } from '#shared/constants';
import type { SegmentValues } from '#shared/contract/staffing';
import { type QuickTeamConfiguration, quickTeamConfiguration } from '#shared/contract/teams';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { automationQueries, useSaveQuickTeamConfiguration } from '../api/automation-queries.ts';
import { configureAutomation } from '../lib/automation.ts';
import { AdminGate } from './admin-gate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  kinds: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  kind: { display: 'flex', flexDirection: 'column' },
  values: { color: tokens.colorNeutralForeground2, paddingInlineStart: '32px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** How many values are named before "and N more". */
const valuesShown = 6;

/** /team/quick-teams/configure: the segment kinds that get one quick team per value. */
export default function QuickTeamsConfigurePage() {
  return (
    <AdminGate permission={configureAutomation}>
      <Loader />
    </AdminGate>
  );
}

function Loader() {
  const { t } = useTranslation('people-admin');
  const configuration = useQuery(automationQueries.quickTeamConfiguration());
  const segments = useQuery(automationQueries.segments());
  if (configuration.isPending || segments.isPending) return <Spinner label={t('loading')} />;
  if (configuration.isError || segments.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return <ConfigureForm configuration={configuration.data} segments={segments.data} />;
}

function ConfigureForm(props: { configuration: QuickTeamConfiguration; segments: SegmentValues }) {
  const { segments } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveQuickTeamConfiguration();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<QuickTeamConfiguration>({
    resolver: formResolver(quickTeamConfiguration),
    defaultValues: props.configuration,
  });
  const [saved, setSaved] = useState(false);
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  useEffect(() => {
    if (saved) void navigate('/manage/quick-teams');
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toasts.success(t('quickTeams.saved'));
      setSaved(true);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });

  const valuesText = (values: string[]) => {
    if (values.length === 0) return t('quickTeams.noValues');
    const named = values.slice(0, valuesShown).join(', ');
    return values.length > valuesShown
      ? t('quickTeams.valuesMore', { names: named, count: values.length - valuesShown, total: values.length })
      : t('quickTeams.values', { names: named, count: values.length });
  };

  return (
    <Page title={t('quickTeams.configureTitle')} width={600}>
      <RouterLink to="/manage/quick-teams">{t('quickTeams.back')}</RouterLink>
      <Text className={styles.muted}>{t('quickTeams.configureIntro')}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="kinds"
          render={({ field }) => (
            <fieldset className={styles.kinds}>
              <legend className={styles.legend}>{t('quickTeams.kindsLegend')}</legend>
              {segmentKinds.map((kind) => {
                const values = segments[kind] ?? [];
                const id = `quick-kind-${kind}`;
                return (
                  <div key={kind} className={styles.kind}>
                    <Checkbox
                      label={t(`segments.${kind}`)}
                      aria-describedby={`${id}-values`}
                      checked={field.value.includes(kind)}
                      onChange={(_, data) =>
                        field.onChange(
                          data.checked
                            ? segmentKinds.filter((item) => item === kind || field.value.includes(item))
                            : field.value.filter((item) => item !== kind),
                        )
                      }
                    />
                    <Text id={`${id}-values`} size={200} className={styles.values}>
                      {valuesText(values)}
                    </Text>
                  </div>
                );
              })}
            </fieldset>
          )}
        />
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{t('save')}</SubmitButton>
          <Button onClick={() => void navigate('/manage/quick-teams')}>{t('cancel')}</Button>
        </div>
      </form>
    </Page>
  );
}
