import { Button, Field, makeStyles, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import { type Incentive, incentiveProofTextMaxLength, incentiveTexts } from '#shared/contract/incentive';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { contractMessage, serverFieldMessage } from '../../../lib/form-errors.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { useClaim } from '../api/incentive-queries.ts';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';
import { textToHtml } from '../model/incentive-form.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const imageTypes = 'image/png,image/jpeg,image/gif,image/webp';
const fileTypes = `${imageTypes},application/pdf,.docx,.pptx`;

/** Claims an incentive with the proof it asks for: a text, or a file or image uploaded first. */
export function ClaimDialog(props: { incentive: Incentive; onClose: () => void }) {
  const { incentive, onClose } = props;
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const toasts = useToasts();
  const claim = useClaim();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const needsFile = incentive.proof === 'file' || incentive.proof === 'image';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (incentive.proof === 'text' && text.trim() === '') {
      setTextError(contractMessage(incentiveTexts.proofTextRequired));
      return;
    }
    if (text.length > incentiveProofTextMaxLength) {
      setTextError(contractMessage(incentiveTexts.proofTextTooLong));
      return;
    }
    if (needsFile && !file) {
      setFileError(
        contractMessage(
          incentive.proof === 'image' ? incentiveTexts.proofImageRequired : incentiveTexts.proofFileRequired,
        ),
      );
      return;
    }
    try {
      await claim.mutateAsync({
        id: incentive.id,
        body: { proofText: text.trim() ? textToHtml(text) : null, proofMediaId: file?.id ?? null },
      });
      toasts.success(t('claim.sent', { name: incentive.name }));
      onClose();
    } catch (error) {
      const onText = serverFieldMessage(error, 'proofText');
      const onFile = serverFieldMessage(error, 'proofMediaId');
      if (onText) setTextError(onText);
      else if (onFile) setFileError(onFile);
      else toasts.error(incentiveErrorMessage(error, t));
    }
  };

  return (
    <FormDialog onClose={onClose} dirty={text !== '' || file !== null}>
      <FormDialogBody
        title={t('claim.title', { name: incentive.name })}
        formLabel={t('claim.title', { name: incentive.name })}
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
        cancel={{ label: t('cancel'), onClick: onClose }}
        submit={{ label: t('claim.submit'), submitting: claim.isPending, disabled: uploading }}
      >
        <Text>{t('claim.intro', { points: incentive.points })}</Text>
        {incentive.proof === 'none' ? null : (
          <Field
            label={incentive.proof === 'text' ? t('claim.proofText') : t('claim.note')}
            required={incentive.proof === 'text'}
            hint={t('claim.proofHint', { max: incentiveProofTextMaxLength })}
            validationMessage={textError}
          >
            <Textarea
              value={text}
              resize="vertical"
              rows={5}
              data-autofocus
              onChange={(_, data) => {
                setText(data.value);
                setTextError(undefined);
              }}
            />
          </Field>
        )}
        {needsFile ? (
          <Field
            label={incentive.proof === 'image' ? t('claim.proofImage') : t('claim.proofFile')}
            required
            validationMessage={fileError}
          >
            <div className={styles.row}>
              <input
                ref={input}
                type="file"
                hidden
                accept={incentive.proof === 'image' ? imageTypes : fileTypes}
                aria-label={t('claim.choose')}
                onChange={async (event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (!chosen) return;
                  if (chosen.size > maxAttachmentBytes) {
                    setFileError(t('claim.tooLarge'));
                    return;
                  }
                  setUploading(true);
                  setFileError(undefined);
                  try {
                    const uploaded = await uploadMedia('/incentive/uploads/proofs', chosen);
                    setFile({ id: uploaded.id, name: uploaded.originalFilename });
                  } catch (error) {
                    setFileError(incentiveErrorMessage(error, t));
                  } finally {
                    setUploading(false);
                  }
                }}
              />
              <Button
                icon={uploading ? <Spinner size="tiny" /> : <ArrowUpload20Regular />}
                disabled={uploading}
                onClick={() => input.current?.click()}
              >
                {uploading ? t('claim.uploading') : file ? t('claim.replace') : t('claim.choose')}
              </Button>
              {file ? <Text>{file.name}</Text> : null}
            </div>
          </Field>
        ) : null}
      </FormDialogBody>
    </FormDialog>
  );
}
