import { Badge, Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, ArrowUpload20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { maxAttachmentBytes } from '#shared/constants';
import {
  type CardBackground,
  cardBackgroundNameMaxLength,
  cardBackgroundRequest,
  cardTexts,
} from '#shared/contract/card';
import { fileTooLargeMessage, imageContentTypes } from '#shared/contract/uploads';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors, contractMessage, issueMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { i18next } from '../../../lib/i18n.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { celebrationQueries, useAddBackground, useRemoveBackground } from '../api/celebration-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  thumb: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
  },
  tileFooter: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { overflowWrap: 'anywhere' },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: {
    width: '120px',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
  },
});

const thumbnailOf = (background: CardBackground) =>
  background.image.variants['card-thumbnail'] ?? background.image.url;

/** Sentences of the card contract the server may answer with, shown in the reader's language. */
const known = new Set<string>([...Object.values(cardTexts), fileTooLargeMessage]);

function backgroundErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (known.has(error.message)) return contractMessage(error.message);
    const detail = error.details[0];
    if (detail && known.has(detail.message)) return contractMessage(detail.message);
    if (detail) return issueMessage(detail);
  }
  return errorMessage(error, t);
}

/**
 * The card background library on /celebrations/configure/cards (docs/card.md "Backgrounds";
 * issue 17): every background members choose from when they create a card, with its thumbnail.
 * Holders of cardApp manage add one (an uploaded image and a name) and remove one after
 * confirming; a removed background is only hidden, so cards that use it keep their image.
 */
export function CardBackgrounds() {
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const toasts = useToasts();
  const manager = useHolds(['cardApp', 'manage']);
  const backgrounds = useQuery(celebrationQueries.backgrounds());
  const remove = useRemoveBackground();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CardBackground | null>(null);

  const confirmRemoval = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toasts.success(t('backgrounds.removed', { name: removing.name }));
      setRemoving(null);
    } catch (error) {
      toasts.error(backgroundErrorMessage(error, t));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="card-backgrounds-heading">
      <Text as="h2" id="card-backgrounds-heading" size={500} weight="semibold" className={styles.heading}>
        {t('backgrounds.title')}
      </Text>
      <Text as="p" className={styles.heading}>
        {t('backgrounds.intro')}
      </Text>
      {manager ? (
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setAdding(true)}>
            {t('backgrounds.add')}
          </Button>
        </div>
      ) : (
        <Text as="p" className={styles.heading}>
          {t('backgrounds.readOnly')}
        </Text>
      )}
      {backgrounds.isPending ? (
        <Spinner size="small" label={t('backgrounds.loading')} />
      ) : backgrounds.isError ? (
        <Text role="alert">{t('backgrounds.loadFailed')}</Text>
      ) : backgrounds.data.results.length === 0 ? (
        <Text>{t('backgrounds.empty')}</Text>
      ) : (
        <ul className={styles.grid} aria-labelledby="card-backgrounds-heading">
          {backgrounds.data.results.map((background) => (
            <li key={background.id} className={styles.tile}>
              <img className={styles.thumb} src={thumbnailOf(background)} alt="" />
              <div className={styles.tileFooter}>
                <Text weight="semibold" className={styles.name}>
                  {background.name}
                </Text>
                {background.builtIn ? (
                  <Badge appearance="tint" color="informative">
                    {t('backgrounds.builtIn')}
                  </Badge>
                ) : null}
              </div>
              {background.permissions.includes('delete') ? (
                <Button
                  size="small"
                  icon={<Delete20Regular />}
                  aria-label={t('backgrounds.removeOf', { name: background.name })}
                  onClick={() => setRemoving(background)}
                >
                  {t('backgrounds.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddBackgroundDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('backgrounds.removeTitle', { name: removing?.name ?? '' })}
        body={t('backgrounds.removeBody')}
        confirm={t('backgrounds.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemoval()}
      />
    </section>
  );
}

/** The form's image: the upload the server stored, and its thumbnail to show. */
const uploadedImage = z.object({ mediaObjectId: z.string(), url: z.string() });

/** The request's name as the contract checks it, and an uploaded image (asked for in words). */
const addForm = z.object({
  name: cardBackgroundRequest.shape.name,
  image: uploadedImage
    .nullable()
    .refine((image) => image !== null, { error: () => i18next.t('celebration:backgrounds.chooseImage') }),
});
type AddInput = z.input<typeof addForm>;
type AddOutput = z.output<typeof addForm>;

/** A file's name without its extension, as the background's first name (the admin may change it). */
const nameFromFile = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, cardBackgroundNameMaxLength);

function AddBackgroundDialog(props: { open: boolean; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog open={props.open} onClose={props.onClose} dirty={dirty}>
      <AddForm onDirty={setDirty} onClose={props.onClose} />
    </FormDialog>
  );
}

function AddForm(props: { onDirty: (dirty: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const toasts = useToasts();
  const add = useAddBackground();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<AddInput, unknown, AddOutput>({
    resolver: formResolver(addForm),
    defaultValues: { name: '', image: null },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const dirty = isDirty && !isSubmitting;
  const { onDirty } = props;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);

  const upload = async (file: File) => {
    clearErrors('image');
    if (!(imageContentTypes as readonly string[]).includes(file.type)) {
      setError('image', { type: 'client', message: contractMessage(cardTexts.notImage) });
      return;
    }
    if (file.size > maxAttachmentBytes) {
      setError('image', { type: 'client', message: t('backgrounds.tooLarge') });
      return;
    }
    setUploading(true);
    try {
      const media = await uploadMedia('/card/uploads/cardBackground', file);
      setValue(
        'image',
        { mediaObjectId: media.id, url: media.variants['card-thumbnail'] ?? media.url },
        { shouldDirty: true, shouldValidate: true },
      );
      if (!getValues('name').trim()) {
        setValue('name', nameFromFile(file.name), { shouldDirty: true });
      }
    } catch (error) {
      setError('image', { type: 'server', message: backgroundErrorMessage(error, t) });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!values.image) return;
    try {
      const added = await add.mutateAsync({ name: values.name, mediaObjectId: values.image.mediaObjectId });
      toasts.success(t('backgrounds.added', { name: added.name }));
      props.onDirty(false);
      props.onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name'])) {
        const message = backgroundErrorMessage(error, t);
        if (isApiError(error) && error.details[0]?.path === 'mediaObjectId') {
          setError('image', { type: 'server', message });
        } else toasts.error(message);
      }
    }
  });

  return (
    <FormDialogBody
      title={t('backgrounds.addTitle')}
      onSubmit={onSubmit}
      cancel={{ label: t('backgrounds.cancel'), onClick: props.onClose }}
      submit={{
        label: t('backgrounds.addAction'),
        submitting: isSubmitting,
        submittingLabel: t('backgrounds.adding'),
        disabled: uploading,
      }}
    >
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <Field
            label={t('backgrounds.image')}
            hint={t('backgrounds.imageHint')}
            validationMessage={errors.image?.message}
            required
          >
            <div className={styles.chosen}>
              {field.value ? <img className={styles.preview} src={field.value.url} alt="" /> : null}
              <input
                ref={input}
                type="file"
                accept={imageContentTypes.join(',')}
                hidden
                aria-label={t('backgrounds.image')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(file);
                }}
              />
              <Button
                icon={uploading ? <Spinner size="tiny" /> : <ArrowUpload20Regular />}
                disabled={uploading}
                onClick={() => input.current?.click()}
              >
                {uploading
                  ? t('backgrounds.uploading')
                  : field.value
                    ? t('backgrounds.chooseAnother')
                    : t('backgrounds.chooseFile')}
              </Button>
            </div>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field label={t('backgrounds.name')} validationMessage={errors.name?.message} required>
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              autoComplete="off"
            />
          </Field>
        )}
      />
    </FormDialogBody>
  );
}
