import { Button, Field, Image, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: { width: '72px', height: '72px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
});

/** The incentive badge: uploaded through /incentive/uploads/badges (000 §7), kept as its media id. */
export function BadgeField(props: {
  previewUrl: string | null;
  error?: string;
  onUploaded: (mediaObjectId: string | null, previewUrl: string | null) => void;
}) {
  const { previewUrl, onUploaded } = props;
  const { t } = useTranslation('incentives');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <Field label={t('form.badge')} hint={t('form.badgeHint')} validationMessage={error ?? props.error}>
      <div className={styles.row}>
        {previewUrl ? <Image className={styles.preview} src={previewUrl} alt={t('form.badgeAlt')} /> : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-label={t('form.badgeUpload')}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > maxAttachmentBytes) {
              setError(t('claim.tooLarge'));
              return;
            }
            setBusy(true);
            setError(undefined);
            try {
              const uploaded = await uploadMedia('/incentive/uploads/badges', file);
              onUploaded(uploaded.id, uploaded.variants['incentive-badge-desktop'] ?? uploaded.url);
            } catch (failure) {
              setError(incentiveErrorMessage(failure, t));
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
          {busy ? t('claim.uploading') : previewUrl ? t('form.badgeReplace') : t('form.badgeUpload')}
        </Button>
        {previewUrl && !busy ? (
          <Button appearance="subtle" icon={<Delete20Regular />} onClick={() => onUploaded(null, null)}>
            {t('form.badgeRemove')}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
