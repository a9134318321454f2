import { useTranslation } from 'react-i18next';
import { BadgeUploadField } from '../../../components/badge-upload-field.tsx';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';

/** The incentive badge: uploaded through /incentive/uploads/badges (000 §7), kept as its media id. */
export function BadgeField(props: {
  previewUrl: string | null;
  onUploaded: (mediaObjectId: string | null, previewUrl: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('incentive');
  return (
    <BadgeUploadField
      uploadPath="/incentive/uploads/badges"
      variant="incentive-badge-desktop"
      texts={{
        label: t('form.badge'),
        hint: t('form.badgeHint'),
        alt: t('form.badgeAlt'),
        upload: t('form.badgeUpload'),
        replace: t('form.badgeReplace'),
        remove: t('form.badgeRemove'),
        uploading: t('claim.uploading'),
        tooLarge: t('claim.tooLarge'),
      }}
      failureMessage={(failure) => incentiveErrorMessage(failure, t)}
      previewUrl={props.previewUrl}
      onUploaded={props.onUploaded}
      error={props.error}
    />
  );
}
