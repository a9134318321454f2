import { Button, Caption1, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { Attach20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import { isApiError } from '../../../lib/api-error.ts';
import { serverMessage } from '../../../lib/form-errors.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
});

export type UploadedFile = { id: string; name: string };

/**
 * One file through the kernel's upload pipeline (initiate, then the signed POST): the file is
 * stored before the form is saved, and the form keeps only its id. Type and size are checked
 * here for a quick answer and again by the server, whose refusal is shown under the field.
 */
export function UploadField(props: {
  label: string;
  hint: string;
  initiatePath: string;
  accept: readonly string[];
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { label, hint, initiatePath, accept, value, onChange, onBusy } = props;
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File) => {
    setError(null);
    if (file.size > maxAttachmentBytes) {
      setError(t('editor.tooLarge'));
      return;
    }
    setBusy(true);
    onBusy(true);
    try {
      const stored = await uploadMedia(initiatePath, file);
      onChange({ id: stored.id, name: stored.originalFilename });
    } catch (failure) {
      setError(isApiError(failure) ? serverMessage(failure) : t('editor.uploadFailed'));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <Field label={{ children: label, htmlFor: inputId }} hint={hint} validationMessage={error ?? undefined}>
      <div className={styles.row}>
        <input
          id={inputId}
          ref={input}
          type="file"
          className={styles.hidden}
          accept={accept.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        <Button icon={<Attach20Regular />} disabled={busy} onClick={() => input.current?.click()}>
          {value ? t('editor.replaceFile') : t('editor.chooseFile')}
        </Button>
        {busy ? <Spinner size="tiny" label={t('editor.uploading')} /> : null}
        {value && !busy ? (
          <>
            <Text>{value.name}</Text>
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={t('editor.removeFile', { name: value.name })}
              onClick={() => onChange(null)}
            />
          </>
        ) : null}
        {!value && !busy ? <Caption1>{t('editor.noFile')}</Caption1> : null}
      </div>
    </Field>
  );
}
