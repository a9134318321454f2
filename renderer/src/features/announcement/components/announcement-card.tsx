import {
  Avatar,
  Badge,
  Button,
  Caption1,
  Card,
  CardHeader,
  Link,
  makeStyles,
  mergeClasses,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Checkmark20Regular, Megaphone20Regular, Pin20Regular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnnouncementTimelineItem, announcement } from '#shared/contract/announcement';
import { AnnouncementBody } from '../../../components/announcement-body.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDates } from '../../../lib/use-dates.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  body: {
    overflowWrap: 'anywhere',
    '& p': { margin: 0 },
    '& p + p, & ul, & ol, & img': { marginTop: tokens.spacingVerticalXS },
    // A heading inside the body stays below the card's own title in size.
    '& h2, & h3, & h4': {
      margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXS}`,
      fontSize: tokens.fontSizeBase400,
      lineHeight: tokens.lineHeightBase400,
      fontWeight: tokens.fontWeightSemibold,
    },
    '& img': {
      display: 'block',
      maxWidth: '100%',
      maxHeight: '320px',
      borderRadius: tokens.borderRadiusMedium,
    },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  media: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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
  done: {
    color: tokens.colorPaletteGreenForeground1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
});

/**
 * An announcement on the timeline (001 §3: title, body, attachmentUrls, createdAt), with
 * "Got it" while the member has not yet confirmed an announcement that asks for it. Its texts
 * are the announcements feature's (namespace `announcement`, `card.*`).
 */
export const AnnouncementCard = memo(function AnnouncementCard(props: {
  item: AnnouncementTimelineItem;
  pinned?: boolean;
}) {
  const { item, pinned } = props;
  const { t } = useTranslation('announcement');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const client = useQueryClient();
  const headingId = useId();
  const acknowledge = useMutation({
    mutationFn: async () =>
      announcement.parse(
        (
          await apiClient.put(`/announcement/announcements/${encodeURIComponent(item.id)}/participation`, {
            acknowledged: true,
          })
        ).data,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
        client.invalidateQueries({ queryKey: queryKeys.announcement.all }),
      ]),
  });
  const acknowledgedAt =
    acknowledge.data?.ownParticipation?.acknowledgedAt ?? item.ownParticipation?.acknowledgedAt;
  const date = dates.dateTime(item.publishedAt ?? item.createdAt);

  const gotIt = async () => {
    try {
      await acknowledge.mutateAsync();
      toasts.success(t('participation.acknowledgedToast'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <CardHeader
        image={<Avatar icon={<Megaphone20Regular />} color="brand" size={40} aria-hidden />}
        header={
          <div className={styles.headline}>
            <Subtitle2 as="h3" id={headingId} className={styles.title}>
              <RouterLink to={`/announcements/${item.id}`}>{item.title}</RouterLink>
            </Subtitle2>
            {pinned ? (
              <Badge appearance="tint" color="brand" icon={<Pin20Regular />}>
                {t('card.pinned')}
              </Badge>
            ) : null}
          </div>
        }
        description={
          <Caption1>
            {t('card.announcement')} · {date}
          </Caption1>
        }
      />
      <AnnouncementBody html={item.body} className={styles.body} />
      {item.attachmentUrls.length > 0 ? (
        <div className={styles.media}>
          {item.attachmentUrls.map((file) =>
            file.attachmentType === 'document' ? (
              <Link key={file.mediaObjectId} href={file.url} target="_blank" rel="noopener noreferrer">
                {t('card.attachment', { name: file.originalFilename ?? '' })}
              </Link>
            ) : (
              <img
                key={file.mediaObjectId}
                className={styles.image}
                src={file.variants['announcement-attachment-desktop'] ?? file.url}
                alt={file.originalFilename ?? t('detail.image')}
                loading="lazy"
              />
            ),
          )}
        </div>
      ) : null}
      {item.participation === 'acknowledge' ? (
        <div className={styles.row}>
          {acknowledgedAt ? (
            <Text className={mergeClasses(styles.done)} role="status">
              <Checkmark20Regular aria-hidden />
              {t('card.acknowledged')}
            </Text>
          ) : (
            <Button
              appearance="primary"
              icon={<Checkmark20Regular />}
              disabled={acknowledge.isPending}
              onClick={() => void gotIt()}
            >
              {t('participation.gotIt')}
            </Button>
          )}
        </div>
      ) : item.participation === 'rsvp' ? (
        <div className={styles.row}>
          <RouterLink to={`/announcements/${item.id}`}>
            {item.ownParticipation?.rsvp
              ? t('card.rsvpAnswered', { answer: t(`participation.rsvp.${item.ownParticipation.rsvp}`) })
              : t('card.rsvp')}
          </RouterLink>
        </div>
      ) : null}
    </Card>
  );
});
