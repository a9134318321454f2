import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { maxAttachmentBytes } from '#shared/constants';
import type { TenantMember } from '#shared/contract/identity';
import { imageContentTypes } from '#shared/contract/uploads';
import { isApiError } from '../lib/api-error.ts';
import { avatarUrl } from '../lib/avatar-url.ts';
import { serverMessage } from '../lib/form-errors.ts';
import { SubmitButton } from './submit-button.tsx';
import { useToasts } from './toasts.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const accept = [...imageContentTypes, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');
const extensions = /\.(jpe?g|png|gif|webp)$/i;

/** What the section says; the caller's feature words it (your photo, or a colleague's). */
export type MemberPhotoTexts = Record<
  'title' | 'hint' | 'change' | 'remove' | 'changed' | 'removed' | 'wrongType' | 'tooLarge' | 'failed',
  string
>;

/**
 * A member's photo: uploaded through the avatar upload pipeline the moment a file is chosen, or
 * removed, by `save`. A refused file says why under the photo.
 */
export function MemberPhoto(props: {
  member: TenantMember;
  save: (file: File | null) => Promise<unknown>;
  texts: MemberPhotoTexts;
}) {
  const { member, texts } = props;
  const styles = useStyles();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const changeId = useId();
  const headingId = useId();
  const hintId = useId();
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`.trim();

  const save = async (file: File | null) => {
    setError(null);
    if (file && file.size > maxAttachmentBytes) return setError(texts.tooLarge);
    if (
      file &&
      !(imageContentTypes as readonly string[]).includes(file.type) &&
      !extensions.test(file.name)
    ) {
      return setError(texts.wrongType);
    }
    setPending(file ? 'upload' : 'remove');
    try {
      await props.save(file);
      toasts.success(file ? texts.changed : texts.removed);
      // "Remove photo" goes away with the photo: focus stays in the section.
      if (!file) document.getElementById(changeId)?.focus();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 413
          ? texts.tooLarge
          : isApiError(caught) && caught.status >= 400 && caught.status < 500
            ? serverMessage(caught)
            : texts.failed,
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {texts.title}
      </Text>
      <div className={styles.row}>
        {/* Shown at 72 px from the 88 px variant, sharp on high-density screens. */}
        <Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 88) }} size={72} />
        <div className={styles.actions}>
          <SubmitButton
            id={changeId}
            type="button"
            appearance="secondary"
            icon={<ImageAdd20Regular />}
            submitting={pending === 'upload'}
            disabled={pending !== null}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {texts.change}
          </SubmitButton>
          {member.avatarUrls ? (
            <SubmitButton
              type="button"
              appearance="subtle"
              icon={<Delete20Regular />}
              submitting={pending === 'remove'}
              disabled={pending !== null}
              onClick={() => void save(null)}
            >
              {texts.remove}
            </SubmitButton>
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            accept={accept}
            aria-label={texts.change}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void save(file);
            }}
          />
        </div>
      </div>
      <Text id={hintId} size={200}>
        {texts.hint}
      </Text>
      {error ? (
        <Text className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </section>
  );
}
