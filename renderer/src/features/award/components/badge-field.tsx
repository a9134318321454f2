import { useTranslation } from 'react-i18next';
import { BadgeUploadField } from '../../../components/badge-upload-field.tsx';

/** The award badge: uploaded through /award/uploads/award (000 §7), kept as its media object. */
export function BadgeField(props: {
  previewUrl: string | null;
  onUploaded: (mediaObjectId: string | null, previewUrl: string | null) => void;
}) {
  const { t } = useTranslation('award');
  return (
    <BadgeUploadField
      uploadPath="/award/uploads/award"
      variant="award-badge-desktop"
      texts={{
        label: t('form.badge'),
        hint: t('form.badgeHint'),
        alt: t('form.badgeAlt'),
        upload: t('form.badgeUpload'),
        replace: t('form.badgeReplace'),
        remove: t('form.badgeRemove'),
        uploading: t('form.badgeUploading'),
        tooLarge: t('form.badgeFailed'),
      }}
      failureMessage={() => t('form.badgeFailed')}
      previewUrl={props.previewUrl}
      onUploaded={props.onUploaded}
    />
  );
}
