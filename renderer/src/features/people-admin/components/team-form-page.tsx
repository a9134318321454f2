import {
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  createTeamRequest,
  type Team,
  teamDescriptionMaxLength,
  teamNameMaxLength,
} from '#shared/contract/teams';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors, formResolver } from '../../../lib/form-errors.ts';
import { peopleAdminQueries, useCreateTeam, useUpdateTeam } from '../api/people-admin-queries.ts';
import { AdminGate, manageTeams } from './admin-gate.tsx';

const teamForm = z.object({
  name: createTeamRequest.shape.name,
  description: z.string().trim().max(teamDescriptionMaxLength),
});
type TeamForm = z.infer<typeof teamForm>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /team/create: a new manual team; saved, it opens at /team/{id}. */
export function CreateTeamPage() {
  return (
    <AdminGate permission={manageTeams}>
      <TeamFormPage team={null} />
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
  return <TeamFormPage team={team.data} />;
}

function TeamFormPage(props: { team: Team | null }) {
  const { team } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<TeamForm>({
    resolver: formResolver(teamForm),
    defaultValues: { name: team?.name ?? '', description: team?.description ?? '' },
  });
  // The saved team's id: the page goes there once the prompt no longer holds the way out.
  const [savedId, setSavedId] = useState<string | null>(null);
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !savedId);
  useEffect(() => {
    if (savedId) void navigate(`/team/${savedId}`);
  }, [savedId, navigate]);
  const [name, description] = watch(['name', 'description']);
  const nameLimit = useCharacterLimit(name.length, teamNameMaxLength, errors.name?.message);
  const descriptionLimit = useCharacterLimit(
    description.length,
    teamDescriptionMaxLength,
    errors.description?.message,
  );

  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name, description: values.description || null };
    try {
      const saved = team ? await update.mutateAsync({ id: team.id, body }) : await create.mutateAsync(body);
      toasts.success(team ? t('team.saved') : t('team.created'));
      setSavedId(saved.id);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'description'])) toasts.error(errorMessage(error, t));
    }
  });

  return (
    <Page title={team ? t('team.editTitle') : t('team.createTitle')} width={600}>
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
