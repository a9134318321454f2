import { Button, Field, makeStyles, Spinner, Textarea, tokens } from '@fluentui/react-components';
import { Dismiss16Regular, Image20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cardTexts,
  type Signature,
  signatureImageMaxBytes,
  signatureMessageMaxLength,
} from '#shared/contract/card';
import { imageContentTypes } from '#shared/contract/uploads';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { ChosenGifPreview, GifButton } from '../../../components/gif-picker.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors, contractMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { useEditSignature, useSign } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import {
  emptySignature,
  type SignatureForm,
  signatureBody,
  signatureChanges,
  signatureForm,
  signatureFormOf,
} from '../model/signature-form.ts';

const useStyles = makeStyles({
  media: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  image: {
    display: 'block',
    height: '120px',
    maxWidth: '100%',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  chosen: { display: 'inline-flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
});

/**
 * "Sign this card": a message (500 characters), and a GIF from the search or an image. With
 * `signature`, the member's own signature is edited instead.
 */
export function SignDialog(props: {
  cardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signature?: Signature;
}) {
  const { cardId, open, onOpenChange, signature } = props;
  const initial = signature ? signatureFormOf(signature) : emptySignature;
  const { t } = useTranslation('card');
  const styles = useStyles();
  const toasts = useToasts();
  const sign = useSign(cardId);
  const edit = useEditSignature(cardId);
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignatureForm>({ resolver: formResolver(signatureForm), defaultValues: initial });
  const [message, gif, image] = watch(['message', 'gif', 'image']);
  const limit = useCharacterLimit(message.length, signatureMessageMaxLength, errors.message?.message);

  const close = (next: boolean) => {
    if (!next) reset(initial);
    onOpenChange(next);
  };

  const upload = async (picked: File) => {
    clearErrors('image');
    if (!(imageContentTypes as readonly string[]).includes(picked.type)) {
      setError('image', { type: 'client', message: contractMessage(cardTexts.notImage) });
      return;
    }
    if (picked.size > signatureImageMaxBytes) {
      setError('image', {
        type: 'client',
        message: t('sign.imageTooLarge', { size: signatureImageMaxBytes / 1024 / 1024 }),
      });
      return;
    }
    setUploading(true);
    try {
      const media = await uploadMedia('/card/uploads/cardSignature', picked);
      setValue('image', { mediaObjectId: media.id, url: media.url, name: picked.name });
    } catch (error) {
      setError('image', { type: 'server', message: cardErrorMessage(error, t) });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (signature) {
        await edit.mutateAsync({ signatureId: signature.id, changes: signatureChanges(form, signature) });
        toasts.success(t('sign.edited'));
      } else {
        await sign.mutateAsync(signatureBody(form));
        toasts.success(t('sign.signed'));
      }
      close(false);
    } catch (error) {
      if (applyServerErrors(error, setError, ['message', 'gif', 'image'])) return;
      setError('root', { type: 'server', message: cardErrorMessage(error, t) });
    }
  });

  return (
    <FormDialog open={open} onClose={() => close(false)}>
      <FormDialogBody
        title={signature ? t('sign.editTitle') : t('sign.title')}
        onSubmit={onSubmit}
        cancel={{ label: t('form.cancel'), onClick: () => close(false) }}
        submit={{
          label: signature ? t('form.save') : t('sign.submit'),
          submitting: isSubmitting,
          submittingLabel: t('sign.signing'),
          disabled: uploading,
        }}
      >
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <Field label={t('sign.message')} required {...limit}>
              <Textarea
                value={field.value}
                resize="vertical"
                rows={4}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Field validationMessage={errors.image?.message ?? errors.root?.message}>
          <div className={styles.media}>
            {gif ? (
              <ChosenGifPreview gif={gif} onRemove={() => setValue('gif', null)} focusOnMount />
            ) : image ? (
              <span className={styles.chosen}>
                <img className={styles.image} src={image.url} alt={image.name} />
                <Button
                  size="small"
                  shape="circular"
                  icon={<Dismiss16Regular />}
                  aria-label={t('sign.removeImage')}
                  onClick={() => setValue('image', null)}
                />
              </span>
            ) : (
              <>
                <GifButton onPick={(picked) => setValue('gif', picked)} />
                <input
                  ref={file}
                  type="file"
                  accept={imageContentTypes.join(',')}
                  hidden
                  aria-label={t('sign.addImage')}
                  onChange={(event) => {
                    const picked = event.target.files?.[0];
                    event.target.value = '';
                    if (picked) void upload(picked);
                  }}
                />
                <Button
                  appearance="subtle"
                  icon={uploading ? <Spinner size="tiny" /> : <Image20Regular />}
                  disabled={uploading}
                  onClick={() => file.current?.click()}
                >
                  {uploading ? t('form.uploading') : t('sign.addImage')}
                </Button>
              </>
            )}
          </div>
        </Field>
      </FormDialogBody>
    </FormDialog>
  );
}
