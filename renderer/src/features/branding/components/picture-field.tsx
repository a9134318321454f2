import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import { imageContentTypes } from '#shared/contract/uploads';
import type { Picture } from '../api/branding-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  box: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
    color: tokens.colorNeutralForeground3,
  },
  // The shell's logo box is 264 by 52 (000 §9); the banner is drawn 4:1 as its variant is cut.
  logo: { width: '264px', maxWidth: '100%', height: '52px' },
  banner: { width: '100%', aspectRatio: '4 / 1' },
  logoImage: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  bannerImage: { width: '100%', height: '100%', objectFit: 'cover' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const accept = [...imageContentTypes, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');
const extensions = /\.(jpe?g|png|gif|webp)$/i;

/** Why a chosen file cannot be a logo or banner, before anything is sent; null when it can. */
export function refusedFile(file: File): 'tooLarge' | 'wrongType' | null {
  if (file.size > maxAttachmentBytes) return 'tooLarge';
  if (!(imageContentTypes as readonly string[]).includes(file.type) && !extensions.test(file.name))
    return 'wrongType';
  return null;
}

/**
 * The logo or the banner of /customize: a preview of what will show (the chosen file, else the saved
 * picture), "Choose" and "Remove". The file is only kept here; the page uploads it on save.
 */
export function PictureField(props: {
  picture: Picture;
  /** What shows now: an object URL of the chosen file or the saved variant; null: none. */
  src: string | null;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const { picture, src, error, disabled } = props;
  const { t } = useTranslation('branding');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {t(`${picture}.title`)}
      </Text>
      <div className={mergeClasses(styles.box, styles[picture])}>
        {src ? (
          <img
            className={picture === 'logo' ? styles.logoImage : styles.bannerImage}
            src={src}
            alt={t(`${picture}.previewAlt`)}
          />
        ) : (
          <Text size={200}>{t(`${picture}.none`)}</Text>
        )}
      </div>
      <Text id={hintId} size={200}>
        {t(`${picture}.hint`)}
      </Text>
      <div className={styles.actions}>
        <Button
          icon={<ImageAdd20Regular />}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => input.current?.click()}
        >
          {t(`${picture}.choose`)}
        </Button>
        {src ? (
          <Button appearance="subtle" icon={<Delete20Regular />} disabled={disabled} onClick={props.onRemove}>
            {t(`${picture}.remove`)}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={t(`${picture}.file`)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onChoose(file);
          }}
        />
      </div>
      {error ? (
        <Text id={errorId} className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </section>
  );
}
