import {
  Body1,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type AllocationSource, resetFrequency } from '#shared/contract/points';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { pointsQueries, useSaveSource } from '../api/points-queries.ts';
import {
  hasTeamAmounts,
  repeats,
  type SourceInput,
  type SourceOutput,
  sourceForm,
  sourceFormValues,
  sourceUpdateOf,
} from '../model/source-form.ts';
import { type AllocationSourceName, isAllocationSource, parentPathOf } from '../model/sources.ts';
import { PointsGate } from './points-gate.tsx';
import { TeamAmounts } from './team-amounts.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /points/allocation/configure/{id}: one allocation source's amount, reset frequency and state;
 * for the allocation and celebration points, the teams whose members get their own amount.
 */
export function SourceConfigurePage() {
  const { id } = useParams();
  return <ConfigureSource source={isAllocationSource(id) ? id : null} />;
}
export const BirthdaysConfigurePage = () => <ConfigureSource source="birthday" />;
export const OnboardingConfigurePage = () => <ConfigureSource source="onboarding" />;
export const WelcomeConfigurePage = () => <ConfigureSource source="welcome" />;
export const AnniversaryConfigurePage = () => <ConfigureSource source="anniversary" />;

function ConfigureSource({ source }: { source: AllocationSourceName | null }) {
  return <PointsGate needs="configuration">{source ? <Loader source={source} /> : <NotFound />}</PointsGate>;
}

function NotFound() {
  const { t } = useTranslation('points');
  return (
    <Page title={t('configure.notFoundTitle')} width={600}>
      <Text role="alert">{t('configure.notFound')}</Text>
      <RouterLink to="/points/allocation">{t('configure.backTo.allocation')}</RouterLink>
    </Page>
  );
}

function Loader({ source }: { source: AllocationSourceName }) {
  const { t } = useTranslation('points');
  const loaded = useQuery(pointsQueries.source(source));
  if (loaded.isPending) return <Spinner label={t('loading')} />;
  if (loaded.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return <SourceForm source={loaded.data} />;
}

function SourceForm({ source }: { source: AllocationSource }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveSource();
  const canEdit = useHolds(['pointsApp', 'editBudgetSettings']);
  const [saved, setSaved] = useState(false);
  const parent = parentPathOf(source.id);
  const name = t(`sources.names.${source.id}`);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SourceInput, unknown, SourceOutput>({
    resolver: formResolver(sourceForm(t)),
    defaultValues: sourceFormValues(source),
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  const values = watch();
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: source.id, body: sourceUpdateOf(source, body) });
      setSaved(true);
      toasts.success(t('configure.saved', { name }));
      void navigate(parent);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['amount', 'resetFrequency', 'enabled', 'teams'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });
  return (
    <Page title={t('configure.title', { name })} width={600}>
      <RouterLink to={parent}>{t(`configure.backTo.${parent.split('/')[2]}`)}</RouterLink>
      <Body1>{t(`sources.descriptions.${source.id}`)}</Body1>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('configure.title', { name })}>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('configure.enabled')}
              checked={field.value}
              disabled={!canEdit}
              onChange={(_, data) => field.onChange(data.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Field
          label={t(source.id === 'allocation' ? 'configure.allocationAmount' : 'configure.amount')}
          hint={t(`configure.amountHints.${source.id}`)}
          required
          validationMessage={errors.amount?.message}
        >
          <Input {...register('amount')} value={values.amount} inputMode="numeric" disabled={!canEdit} />
        </Field>
        {repeats(source.id) ? (
          <Field label={t('configure.resetFrequency')} validationMessage={errors.resetFrequency?.message}>
            <Select {...register('resetFrequency')} value={values.resetFrequency} disabled={!canEdit}>
              {resetFrequency.options.map((value) => (
                <option key={value} value={value}>
                  {t(`frequency.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Text>{t('configure.once')}</Text>
        )}
        {hasTeamAmounts(source.id) ? (
          <TeamAmounts
            control={control}
            register={register}
            setFocus={setFocus}
            errors={errors}
            disabled={!canEdit}
          />
        ) : source.teams.length > 0 ? (
          <Text>{t('configure.teamsKept', { count: source.teams.length })}</Text>
        ) : null}
        {canEdit ? (
          <div>
            <SubmitButton submitting={isSubmitting}>{t('form.save')}</SubmitButton>
          </div>
        ) : (
          <Body1>{t('preferences.readOnly')}</Body1>
        )}
      </form>
    </Page>
  );
}
