import { Avatar, Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlaggedItem } from '#shared/contract/moderation';
import type { MemberDisplay } from '#shared/contract/recognition';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { type ModerationAction, useModerate } from '../api/moderation-queries.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  author: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  excerpt: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  flags: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
});

const nameOf = (member: MemberDisplay | null, unknown: string) =>
  member ? `${member.firstName} ${member.lastName}`.trim() : unknown;

/** One flagged item: what it says, who wrote it, who flagged it and why, and the two decisions. */
export function FlaggedItemCard(props: { item: FlaggedItem }) {
  const { item } = props;
  const { t } = useTranslation('moderation');
  const styles = useStyles();
  const toasts = useToasts();
  const moderate = useModerate();
  const [confirming, setConfirming] = useState(false);
  const dates = useDates();
  const when = (iso: string) => dates.dateTime(iso);
  const author = nameOf(item.author, t('item.unknownMember'));
  const kind = t(`item.kind.${item.queue}`);
  const noun = t(`item.noun.${item.queue}`);
  const headingId = `flagged-${item.id}`;

  const decide = (action: ModerationAction) =>
    moderate.mutate(
      { queue: item.queue, id: item.id, action },
      {
        onSuccess: () => {
          setConfirming(false);
          toasts.success(t(action === 'keep' ? 'item.kept' : 'item.removed', { kind }));
        },
        onError: (error) => toasts.error(errorMessage(error, t)),
      },
    );

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.author}>
        <Avatar
          name={author}
          image={item.author ? { src: avatarUrl(item.author.avatarUrls, 32) } : undefined}
          size={32}
        />
        <div>
          <Text as="h2" id={headingId} weight="semibold" block>
            {t('item.by', { kind, name: author })}
          </Text>
          <Caption1 className={styles.muted}>{t('item.posted', { date: when(item.createdAt) })}</Caption1>
        </div>
      </div>
      <blockquote className={styles.excerpt}>
        <Text>{item.excerpt || t('item.noText')}</Text>
      </blockquote>
      {item.hasMedia ? <Caption1 className={styles.muted}>{t('item.hasMedia')}</Caption1> : null}
      <Text weight="semibold">{t('item.flagCount', { count: item.flagCount })}</Text>
      <ul className={styles.flags} aria-label={t('item.flagsLabel')}>
        {item.flags.map((flag) => (
          <li key={`${flag.member?.id ?? 'someone'}-${flag.createdAt}`}>
            <Text>
              {t('item.flaggedBy', {
                name: nameOf(flag.member, t('item.unknownMember')),
                date: when(flag.createdAt),
              })}
            </Text>{' '}
            <Text className={styles.muted}>
              {flag.reason ? t('item.reason', { reason: flag.reason }) : t('item.noReason')}
            </Text>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <RouterLink to={item.postPath}>
          {/* A comment opens its thread: a recognition, or an award (no recognitionId). */}
          {t(
            item.queue === 'comments' && item.recognitionId === null
              ? 'item.open.awards'
              : `item.open.${item.queue}`,
          )}
        </RouterLink>
        <span className={styles.spacer} />
        <Button
          icon={<CheckmarkRegular />}
          disabled={moderate.isPending}
          onClick={() => decide('keep')}
          aria-label={t('item.keepLabel', { noun, name: author })}
        >
          {t('item.keep')}
        </Button>
        <Button
          appearance="primary"
          icon={<DeleteRegular />}
          disabled={moderate.isPending}
          onClick={() => setConfirming(true)}
          aria-label={t('item.removeLabel', { noun, name: author })}
        >
          {t('item.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title', { noun })}
        body={t('confirm.body')}
        confirm={t('confirm.remove')}
        busy={moderate.isPending}
        onConfirm={() => decide('remove')}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
