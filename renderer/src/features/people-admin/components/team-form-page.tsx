import {
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  createTeamRequest,
  type Team,
  teamAutomation,
  teamDescriptionMaxLength,
  teamNameMaxLength,
} from '#shared/contract/teams';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { peopleAdminQueries, useCreateTeam, useUpdateTeam } from '../api/people-admin-queries.ts';
import { configureAutomation, ruleErrors } from '../lib/automation.ts';
import { AdminGate, manageTeams } from './admin-gate.tsx';
import { AutomationPreview } from './automation-preview.tsx';
import { AutomationRulesEditor } from './automation-rules-editor.tsx';

const teamForm = z.object({
  name: createTeamRequest.shape.name,
  description: z.string().trim().max(teamDescriptionMaxLength),
  rules: z.array(teamAutomation.shape.rules.element),
});
/** An automated team needs its rules (at least one, each with a value). */
const automatedTeamForm = teamForm.extend({ rules: teamAutomation.shape.rules });
type TeamForm = z.infer<typeof teamForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& > h2': { margin: 0 },
  },
});

/** /team/create (?automated=true: with rules): a new team; saved, it opens at /team/{id}. */
export function CreateTeamPage() {
  const [params] = useSearchParams();
  const automated = params.get('automated') === 'true';
  return (
    <AdminGate permission={automated ? configureAutomation : manageTeams}>
      <TeamFormPage team={null} automated={automated} />
    </AdminGate>
  );
}

/** /team/{id}/edit: the team's name and description. */
export function EditTeamPage() {
  return (
    <AdminGate permission={manageTeams}>
      <EditLoader />
    </AdminGate>
  );
}

function EditLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people-admin');
  const team = useQuery(peopleAdminQueries.team(id));
  if (team.isPending) return <Spinner label={t('loading')} />;
  if (team.isError) return <Text role="alert">{t('team.notFound')}</Text>;
  return <TeamFormPage team={team.data} automated={false} />;
}

function TeamFormPage(props: { team: Team | null; automated: boolean }) {
  const { team, automated } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<TeamForm>({
    resolver: formResolver(automated ? automatedTeamForm : teamForm),
    defaultValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      rules: automated ? [{ kind: 'department', values: [] }] : [],
    },
  });
  // The saved team's id: the page goes there once the prompt no longer holds the way out.
  const [savedId, setSavedId] = useState<string | null>(null);
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !savedId);
  useEffect(() => {
    if (savedId) void navigate(`/team/${savedId}`);
  }, [savedId, navigate]);
  const [name, description, rules] = watch(['name', 'description', 'rules']);
  const nameLimit = useCharacterLimit(name.length, teamNameMaxLength, errors.name?.message);
  const descriptionLimit = useCharacterLimit(
    description.length,
    teamDescriptionMaxLength,
    errors.description?.message,
  );

  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name, description: values.description || null };
    try {
      const saved = team
        ? await update.mutateAsync({ id: team.id, body })
        : await create.mutateAsync(automated ? { ...body, automation: { rules: values.rules } } : body);
      toasts.success(team ? t('team.saved') : t('team.created'));
      setSavedId(saved.id);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'description'])) toasts.error(errorMessage(error, t));
    }
  });

  return (
    <Page
      title={team ? t('team.editTitle') : automated ? t('automation.createTitle') : t('team.createTitle')}
      width={automated ? 900 : 600}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('team.name')}
          hint={nameLimit.hint}
          validationMessage={nameLimit.validationMessage}
          required
        >
          <Input {...register('name')} value={name} autoFocus />
        </Field>
        <Field
          label={t('team.description')}
          hint={descriptionLimit.hint ?? t('team.descriptionHint')}
          validationMessage={descriptionLimit.validationMessage}
        >
          <Textarea {...register('description')} value={description} resize="vertical" rows={4} />
        </Field>
        {automated ? (
          <section className={styles.form} aria-labelledby="team-rules-heading">
            <div className={styles.heading}>
              <Subtitle2 as="h2" id="team-rules-heading">
                {t('automation.rules')}
              </Subtitle2>
              <Text as="p" className={styles.muted}>
                {t('automation.rulesHint')}
              </Text>
            </div>
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
          </section>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{team ? t('save') : t('team.createSubmit')}</SubmitButton>
          <Button onClick={() => void navigate(team ? `/team/${team.id}` : '/manage/teams')}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
