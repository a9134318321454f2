import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Resource } from '#shared/contract/resource';
import { roleList } from '#shared/contract/roles';
import { imageContentTypes, resourceFileContentTypes } from '#shared/contract/uploads';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { teamQueries } from '../../../components/team-queries.ts';
import { useToasts } from '../../../components/toasts.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors, serverMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useSaveResource } from '../api/resource-queries.ts';
import { formOf, type ResourceForm, resourceForm, toRequest } from '../model/resource-form.ts';
import { type UploadedFile, UploadField } from './upload-field.tsx';

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalS },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

const fields = [
  'title',
  'summary',
  'body',
  'linkUrl',
  'categories',
  'estimatedMinutes',
  'completionPoints',
  'teamIds',
  'roles',
] as const;

/** Creates (`resource` null) or edits a resource, in a dialog over the hub or the resource. */
export function ResourceEditor(props: {
  resource: Resource | null;
  onClose: () => void;
  onSaved: (saved: Resource) => void;
}) {
  const { resource, onClose, onSaved } = props;
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSaveResource();
  const [file, setFile] = useState<UploadedFile | null>(
    resource?.file ? { id: resource.file.id, name: resource.file.originalFilename } : null,
  );
  const [cover, setCover] = useState<UploadedFile | null>(
    resource?.cover ? { id: resource.cover.id, name: t('editor.currentCover') } : null,
  );
  const [uploading, setUploading] = useState(0);
  // Fluent's Input and Textarea keep their own state: they start from defaultValue, not RHF's ref.
  const [defaults] = useState(() => formOf(resource));
  const form = useForm<ResourceForm>({ defaultValues: defaults, resolver: formResolver(resourceForm) });
  const { register, control, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const everyone = useWatch({ control, name: 'everyone' });
  const teams = useQuery(teamQueries.options(''));
  const roles = useQuery({
    queryKey: ['identity', 'roles', 'list'],
    queryFn: async ({ signal }) =>
      roleList.parse((await apiClient.get('/identity/roles', { signal })).data).results,
  });
  const roleOptions = roles.data ?? [
    { id: 'admin', name: 'admin', builtIn: true },
    { id: 'employee', name: 'employee', builtIn: true },
  ];
  const busy = (next: boolean) => setUploading((count) => count + (next ? 1 : -1));
  const message = (field: keyof ResourceForm) => errors[field]?.message;

  const submit = handleSubmit(async (values) => {
    const body = toRequest(
      values,
      { fileId: file?.id ?? null, coverId: cover?.id ?? null },
      !resource || !!formState.dirtyFields.body,
    );
    try {
      const saved = await save.mutateAsync({ id: resource?.id ?? null, body });
      toasts.success(resource ? t('editor.saved') : t('editor.created'));
      onSaved(saved);
    } catch (error) {
      if (applyServerErrors(error, setError, fields)) return;
      toasts.error(isApiError(error) ? serverMessage(error) : t('editor.failed'));
    }
  });

  return (
    <FormDialog onClose={onClose} dirty={formState.isDirty}>
      <FormDialogBody
        title={resource ? t('editor.editTitle') : t('editor.createTitle')}
        formLabel={resource ? t('editor.editTitle') : t('editor.createTitle')}
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
        cancel={{ label: t('editor.cancel'), onClick: onClose }}
        submit={{
          label: resource ? t('editor.save') : t('editor.create'),
          submitting: formState.isSubmitting,
          disabled: uploading > 0,
        }}
      >
        <Field label={t('editor.title')} required validationMessage={message('title')}>
          <Input {...register('title')} defaultValue={defaults.title} />
        </Field>
        <Field
          label={t('editor.summary')}
          hint={t('editor.summaryHint')}
          validationMessage={message('summary')}
        >
          <Input {...register('summary')} defaultValue={defaults.summary} />
        </Field>
        <Field label={t('editor.body')} hint={t('editor.bodyHint')} validationMessage={message('body')}>
          <Textarea {...register('body')} defaultValue={defaults.body} rows={5} resize="vertical" />
        </Field>
        <Field label={t('editor.link')} hint={t('editor.linkHint')} validationMessage={message('linkUrl')}>
          <Input {...register('linkUrl')} defaultValue={defaults.linkUrl} type="url" inputMode="url" />
        </Field>
        <UploadField
          label={t('editor.file')}
          hint={t('editor.fileHint')}
          initiatePath="/resource/uploads/resource"
          accept={resourceFileContentTypes}
          value={file}
          onChange={setFile}
          onBusy={busy}
        />
        <UploadField
          label={t('editor.cover')}
          hint={t('editor.coverHint')}
          initiatePath="/resource/uploads/resourceCover"
          accept={imageContentTypes}
          value={cover}
          onChange={setCover}
          onBusy={busy}
        />
        <Field
          label={t('editor.categories')}
          hint={t('editor.categoriesHint')}
          validationMessage={message('categories')}
        >
          <Input {...register('categories')} defaultValue={defaults.categories} />
        </Field>
        <div className={styles.row}>
          <Field label={t('editor.minutes')} validationMessage={message('estimatedMinutes')}>
            <Input
              {...register('estimatedMinutes')}
              defaultValue={defaults.estimatedMinutes}
              inputMode="numeric"
            />
          </Field>
          <Field
            label={t('editor.points')}
            hint={t('editor.pointsHint')}
            validationMessage={message('completionPoints')}
          >
            <Input
              {...register('completionPoints')}
              defaultValue={defaults.completionPoints}
              inputMode="numeric"
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="recommended"
          render={({ field }) => (
            <Switch
              label={t('editor.recommended')}
              checked={field.value}
              onChange={(_, data) => field.onChange(data.checked)}
            />
          )}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('editor.audience')}</legend>
          <Controller
            control={control}
            name="everyone"
            render={({ field }) => (
              <RadioGroup
                aria-label={t('editor.audience')}
                value={field.value ? 'everyone' : 'chosen'}
                onChange={(_, data) => field.onChange(data.value === 'everyone')}
                layout="horizontal"
              >
                <Radio value="everyone" label={t('editor.everyone')} />
                <Radio value="chosen" label={t('editor.chosen')} />
              </RadioGroup>
            )}
          />
          {everyone ? null : (
            <>
              <Text weight="semibold">{t('editor.teams')}</Text>
              <Controller
                control={control}
                name="teamIds"
                render={({ field }) => (
                  <div className={styles.choices}>
                    {(teams.data?.results ?? []).map((team) => (
                      <Checkbox
                        key={team.id}
                        label={team.name}
                        checked={field.value.includes(team.id)}
                        onChange={(_, data) =>
                          field.onChange(
                            data.checked
                              ? [...field.value, team.id]
                              : field.value.filter((id) => id !== team.id),
                          )
                        }
                      />
                    ))}
                  </div>
                )}
              />
              <Text weight="semibold">{t('editor.roles')}</Text>
              <Controller
                control={control}
                name="roles"
                render={({ field }) => (
                  <div className={styles.choices}>
                    {roleOptions.map((role) => (
                      <Checkbox
                        key={role.id}
                        label={role.builtIn ? t(`editor.role.${role.id as 'admin' | 'employee'}`) : role.name}
                        checked={field.value.includes(role.id)}
                        onChange={(_, data) =>
                          field.onChange(
                            data.checked
                              ? [...field.value, role.id]
                              : field.value.filter((id) => id !== role.id),
                          )
                        }
                      />
                    ))}
                  </div>
                )}
              />
              {errors.teamIds?.message || errors.roles?.message ? (
                <Text role="alert">{errors.teamIds?.message ?? errors.roles?.message}</Text>
              ) : null}
            </>
          )}
        </fieldset>
      </FormDialogBody>
    </FormDialog>
  );
}
