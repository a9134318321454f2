import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAttachmentBytes } from '#shared/constants';
import type { TenantMember } from '#shared/contract/identity';
import { imageContentTypes } from '#shared/contract/uploads';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useSetOwnAvatar } from '../api/settings-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const accept = [...imageContentTypes, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');
const extensions = /\.(jpe?g|png|gif|webp)$/i;

/**
 * The member's own photo: uploaded through the avatar upload pipeline the moment a file is
 * chosen, or removed. A refused file says why under the photo.
 */
export function PhotoSection({ member }: { member: TenantMember }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const changeId = useId();
  const headingId = useId();
  const hintId = useId();
  const setAvatar = useSetOwnAvatar();
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`.trim();

  const save = async (file: File | null) => {
    setError(null);
    if (file && file.size > maxAttachmentBytes) return setError(t('general.photo.tooLarge'));
    if (
      file &&
      !(imageContentTypes as readonly string[]).includes(file.type) &&
      !extensions.test(file.name)
    ) {
      return setError(t('general.photo.wrongType'));
    }
    setPending(file ? 'upload' : 'remove');
    try {
      await setAvatar.mutateAsync(file);
      toasts.success(file ? t('general.photo.changed') : t('general.photo.removed'));
      // "Remove photo" goes away with the photo: focus stays in the section.
      if (!file) document.getElementById(changeId)?.focus();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 413
          ? t('general.photo.tooLarge')
          : isApiError(caught) && caught.status >= 400 && caught.status < 500
            ? (caught.details[0]?.message ?? caught.message)
            : t('general.photo.failed'),
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {t('general.photo.title')}
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
            {t('general.photo.change')}
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
              {t('general.photo.remove')}
            </SubmitButton>
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            accept={accept}
            aria-label={t('general.photo.change')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void save(file);
            }}
          />
        </div>
      </div>
      <Text id={hintId} size={200}>
        {t('general.photo.hint')}
      </Text>
      {error ? (
        <Text className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </section>
  );
}
