import { Checkbox, Combobox, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type TvChannel,
  type TvItemType,
  tvChannelNameMax,
  tvChannelRequest,
  tvItemTypes,
} from '#shared/contract/tv';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { tvChannelQueries, useCreateTvChannel, useUpdateTvChannel } from '../api/tv-channel-queries.ts';

const form = z.object({
  name: tvChannelRequest.shape.name,
  itemTypes: z.array(z.string()).min(1, { error: 'Choose at least one kind of content' }),
  teamIds: z.array(z.string()),
});
type ChannelForm = z.infer<typeof form>;

const useStyles = makeStyles({
  types: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
});

/** Create a TV link, or edit one (rename, content, teams): `channel` null creates. */
export function TvChannelDialog(props: {
  open: boolean;
  channel: TvChannel | null;
  onClose: () => void;
  onSaved: (channel: TvChannel) => void;
}) {
  const { open, channel, onClose, onSaved } = props;
  return (
    <FormDialog open={open} onClose={onClose}>
      <ChannelForm channel={channel} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function ChannelForm(props: {
  channel: TvChannel | null;
  onClose: () => void;
  onSaved: (c: TvChannel) => void;
}) {
  const { channel, onClose, onSaved } = props;
  const { t } = useTranslation('tv');
  const styles = useStyles();
  const toasts = useToasts();
  const create = useCreateTvChannel();
  const update = useUpdateTvChannel();
  const teams = useQuery(tvChannelQueries.teams());
  const teamNames = new Map((teams.data?.results ?? []).map((team) => [team.id, team.name]));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting, errors },
  } = useForm<ChannelForm>({
    resolver: formResolver(form),
    defaultValues: {
      name: channel?.name ?? '',
      itemTypes: channel?.itemTypes ?? ['recognition'],
      teamIds: channel?.teamIds ?? [],
    },
  });

  const name = watch('name');
  const nameLimit = useCharacterLimit(name.length, tvChannelNameMax, errors.name?.message);

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, itemTypes: values.itemTypes as TvItemType[] };
    try {
      const saved = channel
        ? await update.mutateAsync({ id: channel.id, body })
        : await create.mutateAsync(body);
      toasts.success(channel ? t('saved') : t('created'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'itemTypes', 'teamIds'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });

  return (
    <FormDialogBody
      title={channel ? t('editTitle') : t('createTitle')}
      onSubmit={onSubmit}
      cancel={{ label: t('cancel'), onClick: onClose }}
      submit={{ label: channel ? t('save') : t('create'), submitting: isSubmitting }}
    >
      <Field
        label={t('name')}
        hint={nameLimit.hint ?? t('nameHint')}
        validationMessage={nameLimit.validationMessage}
        required
      >
        {/* Fluent's Input keeps its own value: it follows the form's, or an edited link's
                name would vanish at the dialog's first re-render. No maxLength: the field says
                when the name is too long rather than cutting it. */}
        <Input {...register('name')} value={name} autoFocus />
      </Field>
      <Controller
        control={control}
        name="itemTypes"
        render={({ field }) => (
          <Field label={t('content')} validationMessage={errors.itemTypes?.message} required>
            <fieldset className={styles.types} aria-label={t('content')}>
              {tvItemTypes.map((type) => (
                <Checkbox
                  key={type}
                  label={t(`itemTypes.${type}`)}
                  checked={field.value.includes(type)}
                  onChange={(_, data) =>
                    field.onChange(
                      data.checked ? [...field.value, type] : field.value.filter((value) => value !== type),
                    )
                  }
                />
              ))}
            </fieldset>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="teamIds"
        render={({ field }) => (
          <Field label={t('teams')} hint={t('teamsHint')} validationMessage={errors.teamIds?.message}>
            <Combobox
              multiselect
              placeholder={t('allTeams')}
              selectedOptions={field.value}
              value={field.value.map((id) => teamNames.get(id) ?? '').join(', ')}
              onOptionSelect={(_, data) => field.onChange(data.selectedOptions)}
              disabled={!teams.data || teams.data.results.length === 0}
            >
              {(teams.data?.results ?? []).map((team) => (
                <Option key={team.id} value={team.id}>
                  {team.name}
                </Option>
              ))}
            </Combobox>
          </Field>
        )}
      />
    </FormDialogBody>
  );
}
