import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { Document20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '#shared/contract/announcement';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  image: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '320px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
  document: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The files below an announcement: images drawn, documents as links that open apart. */
export function AttachmentList(props: { files: NonNullable<Announcement['attachmentUrls']> }) {
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  if (props.files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('detail.attachments')}>
      {props.files.map((file) => (
        <li key={file.mediaObjectId}>
          {file.attachmentType === 'document' ? (
            <Link href={file.url} target="_blank" rel="noopener noreferrer" className={styles.document}>
              <Document20Regular aria-hidden />
              {file.originalFilename ?? t('detail.file')}
            </Link>
          ) : (
            <img
              className={styles.image}
              src={file.variants['announcement-attachment-desktop'] ?? file.url}
              alt={file.originalFilename ?? t('detail.image')}
              loading="lazy"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
