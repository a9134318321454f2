import {
  Button,
  Caption1,
  Field,
  makeStyles,
  Spinner,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  Attach20Regular,
  Delete20Regular,
  Document24Regular,
  DocumentError24Regular,
} from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes, maxAttachmentCount } from '#shared/constants';
import { attachmentContentTypes, imageContentTypes } from '#shared/contract/uploads';
import { isApiError } from '../lib/api-error.ts';
import { serverMessage } from '../lib/form-errors.ts';
import { i18next } from '../lib/i18n.ts';

/** An attachment in a form: uploading, uploaded (with its media object) or failed. */
export type FormAttachment = {
  key: string;
  name: string;
  status: 'uploading' | 'uploaded' | 'error';
  mediaObjectId: string | null;
  previewUrl: string | null;
  error: string | null;
};

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, width: '120px' },
  tile: {
    position: 'relative',
    width: '120px',
    height: '90px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXXS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const accept = [
  ...attachmentContentTypes,
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.docx',
  '.pptx',
].join(',');
const extensions = /\.(jpe?g|png|gif|webp|pdf|docx|pptx)$/i;

/**
 * Attachments (001 §4, §5; announcements): each file uploads at once through `upload` (the
 * feature's upload policy); while it uploads a spinner covers it and it cannot be removed; an error
 * shows under it; the add button is disabled at the maximum count. With `label` it stands in a
 * labelled Fluent `Field` that shows `error`; without, the form around it names it.
 */
export function AttachmentsField(props: {
  items: FormAttachment[];
  /** Takes the change as a function of the items at that moment: uploads finish out of order. */
  onChange: (update: (items: FormAttachment[]) => FormAttachment[]) => void;
  upload: (file: File) => Promise<{ id: string }>;
  label?: string;
  error?: string;
}) {
  const { items, onChange, upload, label, error } = props;
  const { t } = useTranslation('common');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const full = items.length >= maxAttachmentCount;
  const add = (item: FormAttachment) => onChange((current) => [...current, item]);
  const update = (key: string, patch: Partial<FormAttachment>) =>
    onChange((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const start = (file: File) => {
    const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const item: FormAttachment = {
      key,
      name: file.name,
      status: 'uploading',
      mediaObjectId: null,
      previewUrl: null,
      error: null,
    };
    // A refused file gets no preview: it is not sent, and a type the browser cannot draw (or a
    // file that only claims to be an image) would show as a broken image.
    if (file.size > maxAttachmentBytes) {
      add({ ...item, status: 'error', error: t('attachments.tooLarge') });
      return;
    }
    if (!(attachmentContentTypes as readonly string[]).includes(file.type) && !extensions.test(file.name)) {
      add({ ...item, status: 'error', error: t('attachments.wrongType') });
      return;
    }
    const image = (imageContentTypes as readonly string[]).includes(file.type);
    add({ ...item, previewUrl: image ? URL.createObjectURL(file) : null });
    upload(file)
      .then((done) => update(key, { status: 'uploaded', mediaObjectId: done.id }))
      .catch((failure: unknown) => update(key, { status: 'error', error: uploadErrorMessage(failure) }));
  };

  const field = (
    <div className={styles.column}>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <div className={styles.tile}>
                {item.previewUrl ? (
                  <img
                    className={styles.image}
                    src={item.previewUrl}
                    alt=""
                    // Content that does not decode shows the file icon, never a broken image.
                    onError={() => update(item.key, { previewUrl: null })}
                  />
                ) : item.status === 'error' ? (
                  <DocumentError24Regular aria-hidden className={styles.error} />
                ) : (
                  <Document24Regular aria-hidden />
                )}
                {item.status === 'uploading' ? (
                  <div className={styles.overlay}>
                    <Spinner size="small" aria-label={t('attachments.uploading', { name: item.name })} />
                  </div>
                ) : null}
                <Tooltip content={t('attachments.remove', { name: item.name })} relationship="label">
                  <Button
                    className={styles.remove}
                    size="small"
                    appearance="secondary"
                    icon={<Delete20Regular />}
                    disabled={item.status === 'uploading'}
                    onClick={() => onChange((current) => current.filter((other) => other.key !== item.key))}
                  />
                </Tooltip>
              </div>
              <Caption1 className={styles.name} title={item.name}>
                {item.name}
              </Caption1>
              {item.error ? (
                <Caption1 className={styles.error} role="alert">
                  {item.error}
                </Caption1>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.add}>
        <Button icon={<Attach20Regular />} disabled={full} onClick={() => input.current?.click()}>
          {t('attachments.add')}
        </Button>
        <Text size={200}>
          {full ? t('attachments.max', { count: maxAttachmentCount }) : t('attachments.hint')}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={accept}
          aria-label={t('attachments.add')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].slice(0, maxAttachmentCount - items.length);
            for (const file of files) start(file);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
  return label === undefined ? (
    field
  ) : (
    <Field label={label} validationMessage={error}>
      {field}
    </Field>
  );
}

/**
 * What a failed upload says: too large (413), the server's own words for another refusal, or
 * a general failure. Also for uploads outside this field (an image inside a rich text body).
 */
export function uploadErrorMessage(failure: unknown): string {
  return isApiError(failure) && failure.status === 413
    ? i18next.t('common:attachments.tooLarge')
    : isApiError(failure) && failure.status >= 400 && failure.status < 500
      ? serverMessage(failure)
      : i18next.t('common:attachments.failed');
}
