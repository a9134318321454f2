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
import { AddRegular, ArchiveRegular, ArrowUndoRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  type RecognitionValue,
  valueDescriptionMaxLength,
  valueNameMaxLength,
  valueRequest,
} from '#shared/contract/recognition';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCreateValue, useUpdateValue, valuesQueries } from '../api/values-queries.ts';
import { ValuesGate } from './values-gate.tsx';

const valueForm = z.object({
  name: valueRequest.shape.name,
  description: z.string().trim().max(valueDescriptionMaxLength),
  color: valueRequest.shape.color,
  qualities: z.array(
    z.object({
      id: z.string().optional(),
      name: valueRequest.shape.name,
      archived: z.boolean(),
    }),
  ),
});
type ValueForm = z.infer<typeof valueForm>;

/** A new value's first color: the product's brand blue. */
const defaultColor = '#0f6cbd';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  swatch: {
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  quality: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  qualityField: { flexGrow: 1 },
});

/** /values/configure: a new value with its qualities. */
export function CreateValuePage() {
  return (
    <ValuesGate>
      <ValueFormPage value={null} />
    </ValuesGate>
  );
}

/** /values/{id}/edit: a value's name, description, color and qualities. */
export function EditValuePage() {
  return (
    <ValuesGate>
      <EditLoader />
    </ValuesGate>
  );
}

function EditLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('values');
  const value = useQuery(valuesQueries.one(id));
  if (value.isPending) return <Spinner label={t('loading')} />;
  if (value.isError) return <Text role="alert">{t('form.notFound')}</Text>;
  return <ValueFormPage value={value.data} />;
}

function ValueFormPage(props: { value: RecognitionValue | null }) {
  const { value } = props;
  const { t } = useTranslation('values');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateValue();
  const update = useUpdateValue();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<ValueForm>({
    resolver: formResolver(valueForm),
    defaultValues: {
      name: value?.name ?? '',
      description: value?.description ?? '',
      color: value?.color ?? defaultColor,
      qualities:
        value?.qualities.map((q) => ({ id: q.id, name: q.name, archived: q.archivedAt !== null })) ?? [],
    },
  });
  const qualities = useFieldArray({ control, name: 'qualities', keyName: 'key' });
  const [saved, setSaved] = useState(false);
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  useEffect(() => {
    if (saved) void navigate(value?.archivedAt ? '/values?archived=include' : '/values');
  }, [saved, navigate, value]);
  const [name, description, color, rows] = watch(['name', 'description', 'color', 'qualities']);
  const nameLimit = useCharacterLimit(name.length, valueNameMaxLength, errors.name?.message);
  const descriptionLimit = useCharacterLimit(
    description.length,
    valueDescriptionMaxLength,
    errors.description?.message,
  );
  const validColor = /^#[0-9a-fA-F]{6}$/.test(color);

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (value) await update.mutateAsync({ id: value.id, body: form });
      else await create.mutateAsync(form);
      toasts.success(value ? t('form.saved') : t('form.created'));
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'description', 'color', 'qualities'])) {
        toasts.error(errorMessage(error, t));
      }
    }
  });

  return (
    <Page title={value ? t('form.editTitle') : t('form.createTitle')} width={600}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('form.name')}
          hint={nameLimit.hint}
          validationMessage={nameLimit.validationMessage}
          required
        >
          <Input {...register('name')} value={name} autoFocus />
        </Field>
        <Field
          label={t('form.description')}
          hint={descriptionLimit.hint}
          validationMessage={descriptionLimit.validationMessage}
        >
          <Textarea {...register('description')} value={description} resize="vertical" rows={3} />
        </Field>
        <Field
          label={t('form.color')}
          hint={t('form.colorHint')}
          validationMessage={errors.color?.message}
          required
        >
          <Input
            {...register('color')}
            value={color}
            contentBefore={
              <span
                className={styles.swatch}
                style={{ backgroundColor: validColor ? color : 'transparent' }}
                aria-hidden
              />
            }
          />
        </Field>
        <section className={styles.section} aria-labelledby="value-qualities-heading">
          <Subtitle2 as="h2" id="value-qualities-heading">
            {t('form.qualities')}
          </Subtitle2>
          <Text as="p" className={styles.muted}>
            {t('form.qualitiesHint')}
          </Text>
          {typeof errors.qualities?.message === 'string' ? (
            <Text role="alert">{errors.qualities.message}</Text>
          ) : null}
          {qualities.fields.map((field, index) => {
            const archived = rows[index]?.archived ?? false;
            const label = t('form.quality', { number: index + 1 });
            return (
              <div key={field.key} className={styles.quality}>
                <Field
                  className={styles.qualityField}
                  label={archived ? t('form.archivedQuality', { number: index + 1 }) : label}
                  validationMessage={errors.qualities?.[index]?.name?.message}
                  required
                >
                  <Input {...register(`qualities.${index}.name`)} value={rows[index]?.name ?? ''} />
                </Field>
                {field.id ? (
                  <Button
                    icon={archived ? <ArrowUndoRegular /> : <ArchiveRegular />}
                    aria-label={t(archived ? 'form.restoreQuality' : 'form.archiveQuality', { name: label })}
                    onClick={() => setValue(`qualities.${index}.archived`, !archived, { shouldDirty: true })}
                  >
                    {archived ? t('form.restore') : t('form.archive')}
                  </Button>
                ) : (
                  <Button
                    icon={<DeleteRegular />}
                    aria-label={t('form.removeQuality', { name: label })}
                    onClick={() => qualities.remove(index)}
                  />
                )}
              </div>
            );
          })}
          <div>
            <Button icon={<AddRegular />} onClick={() => qualities.append({ name: '', archived: false })}>
              {t('form.addQuality')}
            </Button>
          </div>
        </section>
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{value ? t('form.save') : t('form.create')}</SubmitButton>
          <Button onClick={() => void navigate(value?.archivedAt ? '/values?archived=include' : '/values')}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
