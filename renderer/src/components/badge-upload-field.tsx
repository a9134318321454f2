import { Button, Field, Image, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { maxAttachmentBytes } from '#shared/constants';
import { uploadMedia } from '../lib/upload-media.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: { width: '72px', height: '72px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
});

const accepted = 'image/png,image/jpeg,image/gif,image/webp';

/** The words of a badge field, in the feature's own catalog. */
export type BadgeUploadTexts = {
  label: string;
  hint: string;
  alt: string;
  upload: string;
  replace: string;
  remove: string;
  uploading: string;
  tooLarge: string;
};

/**
 * A badge image (an award type's, an incentive's): uploaded through the area's upload call
 * (000 §7) and kept as its media id, with a preview at `variant`, replace and remove. One field
 * for every badge, so the upload rules (types, 10 MB) and the keyboard path are the same.
 */
export function BadgeUploadField(props: {
  uploadPath: string;
  variant: string;
  texts: BadgeUploadTexts;
  previewUrl: string | null;
  onUploaded: (mediaObjectId: string | null, previewUrl: string | null) => void;
  /** What a failed upload says (the server's refusal in the reader's language). */
  failureMessage: (failure: unknown) => string;
  /** The form's own message for the field. */
  error?: string | undefined;
}) {
  const { previewUrl, onUploaded, texts } = props;
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <Field label={texts.label} hint={texts.hint} validationMessage={error ?? props.error}>
      <div className={styles.row}>
        {previewUrl ? <Image className={styles.preview} src={previewUrl} alt={texts.alt} /> : null}
        <input
          ref={input}
          type="file"
          accept={accepted}
          hidden
          aria-label={texts.upload}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > maxAttachmentBytes) {
              setError(texts.tooLarge);
              return;
            }
            setBusy(true);
            setError(undefined);
            try {
              const uploaded = await uploadMedia(props.uploadPath, file);
              onUploaded(uploaded.id, uploaded.variants[props.variant] ?? uploaded.url);
            } catch (failure) {
              setError(props.failureMessage(failure));
            } finally {
              setBusy(false);
            }
          }}
        />
        <Button
          icon={busy ? <Spinner size="tiny" /> : <ArrowUpload20Regular />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? texts.uploading : previewUrl ? texts.replace : texts.upload}
        </Button>
        {previewUrl && !busy ? (
          <Button appearance="subtle" icon={<Delete20Regular />} onClick={() => onUploaded(null, null)}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
