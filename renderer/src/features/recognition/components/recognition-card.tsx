import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Flag20Regular, MoreHorizontal20Regular, Open20Regular, Pin20Regular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Recognition } from '#shared/contract/recognition';
import { FlagDialog } from '../../../components/flag-dialog.tsx';
import { CommentsSection } from '../../../components/interactions/comments-section.tsx';
import { EndorseButton } from '../../../components/interactions/endorse-button.tsx';
import { ReactionBar } from '../../../components/interactions/reaction-bar.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useFlag, usePin, useUnflag } from '../api/recognition-interactions.ts';
import { recognitionThread } from '../api/recognition-thread.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  qualities: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  media: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  /** GIF providers serve a fixed height (200 px); the width follows the GIF's own shape. */
  gif: {
    height: '200px',
    width: 'auto',
    maxWidth: '100%',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
  image: {
    maxWidth: '100%',
    maxHeight: '320px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'contain',
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  received: { color: tokens.colorPaletteGreenForeground1 },
});

const nameOf = (person: { firstName: string; lastName: string } | null | undefined, fallback: string) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : fallback;

/**
 * A recognition on the timeline: who, whom, why, and what people did with it. Memoised: the
 * timeline adds its cards a few at a time, and the ones already drawn need not be drawn again.
 */
export const RecognitionCard = memo(function RecognitionCard(props: {
  item: Recognition;
  pinned?: boolean;
  full?: boolean;
}) {
  const { item, pinned, full } = props;
  const { t } = useTranslation('home');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const canPin = useHolds(['timelineApp', 'manage']);
  const flag = useFlag(item.id);
  const unflag = useUnflag(item.id);
  const pin = usePin(item.id);
  const [flagged, setFlagged] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const sender = nameOf(item.sender, t('card.someone'));
  const names = item.sendTo.map((recipient) => recipient.displayData.name);
  const shown = names.slice(0, 3).join(', ');
  const recipients = names.length > 3 ? t('card.andMore', { names: shown, count: names.length - 3 }) : shown;
  const date = dates.dateTime(item.publishedAt ?? item.createdAt);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toasts.success(success);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Card className={styles.card} aria-label={t('card.recognized', { sender, recipients })}>
      <CardHeader
        image={
          <Avatar
            name={sender}
            image={item.sender?.avatarUrls ? { src: avatarUrl(item.sender.avatarUrls, 40) } : undefined}
            color="colorful"
            size={40}
          />
        }
        header={
          <div className={styles.headline}>
            <Body1>
              <Text weight="semibold">{sender}</Text> → <Text weight="semibold">{recipients}</Text>
            </Body1>
            {pinned ? (
              <Badge appearance="tint" color="brand" icon={<Pin20Regular />}>
                {t('pinned')}
              </Badge>
            ) : null}
            {!item.tenantWide ? (
              <Badge appearance="tint" color="informative">
                {t('card.private')}
              </Badge>
            ) : null}
          </div>
        }
        description={<Caption1>{date}</Caption1>}
        action={
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={t('card.actions')} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {!full ? (
                  <MenuItem
                    icon={<Open20Regular />}
                    onClick={() => void navigate(`/recognitions/${item.id}`)}
                  >
                    {t('card.open')}
                  </MenuItem>
                ) : null}
                <MenuItem
                  icon={<Flag20Regular />}
                  onClick={() =>
                    flagged
                      ? void run(async () => {
                          await unflag.mutateAsync();
                          setFlagged(false);
                        }, t('card.unflagged'))
                      : setFlagging(true)
                  }
                >
                  {flagged ? t('card.unflag') : t('card.flag')}
                </MenuItem>
                {canPin
                  ? pinned
                    ? [
                        <MenuItem
                          key="unpin"
                          icon={<Pin20Regular />}
                          onClick={() => void run(() => pin.mutateAsync(0), t('card.unpin'))}
                        >
                          {t('card.unpin')}
                        </MenuItem>,
                      ]
                    : ([1, 3, 7] as const).map((days) => (
                        <MenuItem
                          key={days}
                          icon={<Pin20Regular />}
                          onClick={() => void run(() => pin.mutateAsync(days), t('card.pinnedDone'))}
                        >
                          {t('card.pin', { count: days })}
                        </MenuItem>
                      ))
                  : null}
              </MenuList>
            </MenuPopover>
          </Menu>
        }
      />
      {item.sendTo.length > 1 ? (
        <AvatarGroup layout="stack" size={24} aria-hidden>
          {item.sendTo.slice(0, 8).map((recipient) => (
            <AvatarGroupItem
              key={recipient.id}
              name={recipient.displayData.name}
              image={
                recipient.displayData.avatarUrls
                  ? { src: avatarUrl(recipient.displayData.avatarUrls, 24) }
                  : undefined
              }
            />
          ))}
        </AvatarGroup>
      ) : null}
      <MessageHtml html={item.message} />
      {item.qualities && item.qualities.length > 0 ? (
        <div className={styles.qualities}>
          {item.qualities.map((quality) => (
            <Badge
              key={quality.id}
              appearance="outline"
              shape="rounded"
              style={{ borderColor: quality.color }}
            >
              <span aria-hidden style={{ color: quality.color, marginInlineEnd: 4 }}>
                ●
              </span>
              {quality.name}
            </Badge>
          ))}
        </div>
      ) : null}
      {(item.attachmentUrls?.length ?? 0) > 0 || item.gif ? (
        <div className={styles.media}>
          {item.attachmentUrls?.map((attachment) =>
            attachment.attachmentType === 'document' ? (
              <Link
                key={attachment.mediaObjectId}
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('card.attachment', { name: attachment.originalFilename ?? '' })}
              </Link>
            ) : (
              <img
                key={attachment.mediaObjectId}
                className={styles.image}
                src={attachment.variants['recognition-attachment-desktop'] ?? attachment.url}
                alt={attachment.originalFilename ?? t('card.attachment', { name: '' })}
                loading="lazy"
              />
            ),
          )}
          {item.gif ? (
            <img
              className={styles.gif}
              src={item.gif.url}
              alt={item.gif.title ?? t('card.gif')}
              loading="lazy"
            />
          ) : null}
        </div>
      ) : null}
      <div className={styles.row}>
        {item.amount > 0 ? (
          <Badge appearance="filled" color="success">
            {t('card.points', { count: item.amount })}
          </Badge>
        ) : (
          <span />
        )}
        {item.ownRecipient && item.ownRecipient.amount > 0 ? (
          <Text className={styles.received} weight="semibold">
            {t('card.youReceived', { count: item.ownRecipient.amount })}
          </Text>
        ) : null}
      </div>
      <div className={styles.row}>
        <ReactionBar thread={item} adapter={recognitionThread} />
        <EndorseButton thread={item} adapter={recognitionThread} />
      </div>
      <CommentsSection thread={item} adapter={recognitionThread} full={full} />
      <FlagDialog
        open={flagging}
        title={t('card.flagTitle')}
        success={t('card.flagged')}
        flag={(body) => flag.mutateAsync(body)}
        onFlagged={() => setFlagged(true)}
        onClose={() => setFlagging(false)}
      />
    </Card>
  );
});
