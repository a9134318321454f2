import {
  Button,
  Field,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import { cardTexts } from '#shared/contract/card';
import { fileTooLargeMessage, imageContentTypes } from '#shared/contract/uploads';
import { contractMessage } from '../../../lib/form-errors.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { cardQueries } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import { type BackgroundChoice, thumbnailOf } from '../model/card-form.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  option: {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'stretch',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  checked: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  label: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  thumb: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
  },
  upload: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginTop: tokens.spacingVerticalS,
  },
});

const uploadValue = 'upload';
const accepted = imageContentTypes.join(',');

/**
 * The card's background (issue 17 item 3): the tenant's library as a group of radio buttons (the
 * arrow keys move between them), or an image the creator uploads, which joins the group chosen.
 * Only images are taken: anything else is refused here with the contract's sentence, and by the
 * server's upload policy for a file that only claims to be one.
 */
export function BackgroundPicker(props: {
  value: BackgroundChoice | null;
  onChange: (value: BackgroundChoice) => void;
  error?: string;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('card');
  const styles = useStyles();
  const backgrounds = useQuery(cardQueries.backgrounds());
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [uploaded, setUploaded] = useState<BackgroundChoice | null>(value?.kind === 'upload' ? value : null);
  const selected = value?.kind === 'library' ? value.id : value ? uploadValue : '';

  const choose = (id: string) => {
    setUploadError(undefined);
    if (id === uploadValue) {
      if (uploaded) onChange(uploaded);
      return;
    }
    const background = backgrounds.data?.results.find((item) => item.id === id);
    if (background) onChange({ kind: 'library', id, url: thumbnailOf(background.image) ?? '' });
  };

  const upload = async (file: File) => {
    setUploadError(undefined);
    if (!(imageContentTypes as readonly string[]).includes(file.type)) {
      setUploadError(contractMessage(cardTexts.notImage));
      return;
    }
    if (file.size > maxAttachmentBytes) {
      setUploadError(contractMessage(fileTooLargeMessage));
      return;
    }
    setUploading(true);
    try {
      const media = await uploadMedia('/card/uploads/cardBackground', file);
      const choice: BackgroundChoice = {
        kind: 'upload',
        mediaObjectId: media.id,
        url: media.variants['card-thumbnail'] ?? media.url,
      };
      setUploaded(choice);
      onChange(choice);
    } catch (error) {
      setUploadError(cardErrorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  const option = (id: string, name: string, url: string) => (
    <Radio
      key={id}
      value={id}
      className={mergeClasses(styles.option, selected === id && styles.checked)}
      label={{
        className: styles.label,
        children: (
          <>
            <img className={styles.thumb} src={url} alt="" />
            <Text>{name}</Text>
          </>
        ),
      }}
    />
  );

  return (
    <Field label={t('form.background')} required validationMessage={uploadError ?? props.error}>
      {backgrounds.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : backgrounds.isError ? (
        <Text role="alert">{t('form.backgroundsFailed')}</Text>
      ) : (
        <RadioGroup
          className={styles.grid}
          value={selected}
          aria-label={t('form.background')}
          onChange={(_, data) => choose(data.value)}
        >
          {backgrounds.data.results.map((background) =>
            option(background.id, background.name, thumbnailOf(background.image) ?? ''),
          )}
          {uploaded ? option(uploadValue, t('form.ownBackground'), uploaded.url) : null}
        </RadioGroup>
      )}
      <div className={styles.upload}>
        <input
          ref={input}
          type="file"
          accept={accepted}
          hidden
          aria-label={t('form.uploadBackground')}
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
          {uploading ? t('form.uploading') : t('form.uploadBackground')}
        </Button>
        <Text size={200}>{t('form.uploadHint')}</Text>
      </div>
    </Field>
  );
}
