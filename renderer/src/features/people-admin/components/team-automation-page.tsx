import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Team, type TeamAutomation, teamAutomation } from '#shared/contract/teams';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useSetAutomation } from '../api/automation-queries.ts';
import { peopleAdminQueries } from '../api/people-admin-queries.ts';
import { configureAutomation, ruleErrors } from '../lib/automation.ts';
import { AdminGate } from './admin-gate.tsx';
import { AutomationPreview } from './automation-preview.tsx';
import { AutomationRulesEditor } from './automation-rules-editor.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /team/{id}/automation: an automated team's rules, with the same editor and preview as creation. */
export default function TeamAutomationPage() {
  return (
    <AdminGate permission={configureAutomation}>
      <Loader />
    </AdminGate>
  );
}

function Loader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people-admin');
  const team = useQuery(peopleAdminQueries.team(id));
  if (team.isPending) return <Spinner label={t('loading')} />;
  if (team.isError) return <Text role="alert">{t('team.notFound')}</Text>;
  if (!team.data.automation) {
    return (
      <Page title={team.data.name} width={900}>
        <Text>{t('automation.notAutomated')}</Text>
        <RouterLink to={`/team/${team.data.id}`}>{t('automation.backToTeam')}</RouterLink>
      </Page>
    );
  }
  return <RulesForm team={team.data} automation={team.data.automation} />;
}

function RulesForm({ team, automation }: { team: Team; automation: TeamAutomation }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSetAutomation();
  const {
    control,
    handleSubmit,
    watch,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<TeamAutomation>({ resolver: formResolver(teamAutomation), defaultValues: automation });
  const [saved, setSaved] = useState(false);
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  useEffect(() => {
    if (saved) void navigate(`/team/${team.id}`);
  }, [saved, navigate, team.id]);
  const rules = watch('rules');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: team.id, automation: values });
      toasts.success(t('automation.saved'));
      setSaved(true);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });

  return (
    <Page title={t('automation.editTitle', { name: team.name })} width={900}>
      <RouterLink to={`/team/${team.id}`}>{t('automation.backToTeam')}</RouterLink>
      <Text className={styles.muted}>{t('automation.rulesHint')}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="rules"
          render={({ field }) => (
            <AutomationRulesEditor
              value={field.value}
              onChange={field.onChange}
              errors={ruleErrors(errors.rules)}
            />
          )}
        />
        <AutomationPreview rules={rules} />
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{t('automation.saveRules')}</SubmitButton>
          <Button onClick={() => void navigate(`/team/${team.id}`)}>{t('cancel')}</Button>
        </div>
      </form>
    </Page>
  );
}
