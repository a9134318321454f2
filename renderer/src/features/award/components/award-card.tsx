import {
  Avatar,
  Badge,
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Pin20Regular, Trophy20Regular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardTimelineItem } from '#shared/contract/award';
import { MessageHtml } from '../../../components/message-html.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badge: { width: '64px', height: '64px', objectFit: 'contain', flexShrink: 0 },
  hero: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  received: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * An award on the timeline (001 §3 "Award item": name, badge, sender, sendTo, message,
 * createdAt). Reactions, endorsements and comments live on the award's own page (/award/{id}),
 * which the card links to; its texts are the awards feature's (namespace `award`).
 */
export const AwardCard = memo(function AwardCard(props: { item: AwardTimelineItem; pinned?: boolean }) {
  const { item, pinned } = props;
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const sender = item.sender ? `${item.sender.firstName} ${item.sender.lastName}`.trim() : t('award.someone');
  const names = item.sendTo.map((recipient) => recipient.displayData.name);
  const shown = names.slice(0, 3).join(', ');
  const recipients = names.length > 3 ? t('award.andMore', { names: shown, count: names.length - 3 }) : shown;
  const badge = item.badgeUrls
    ? (item.badgeUrls.variants['award-badge-desktop'] ?? item.badgeUrls.url)
    : null;
  const reactions = Object.values(item.reactionCounts ?? {}).reduce((sum, count) => sum + count, 0);
  const comments = item.comments?.count ?? 0;
  const date = dates.dateTime(item.createdAt);
  return (
    <Card className={styles.card} aria-label={t('award.gave', { sender, name: item.name, recipients })}>
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
                {t('card.pinned')}
              </Badge>
            ) : null}
          </div>
        }
        description={
          <Caption1>
            {t('card.award')} · {date}
          </Caption1>
        }
      />
      <div className={styles.hero}>
        {badge ? (
          <img
            className={styles.badge}
            src={badge}
            alt={t('award.badge', { name: item.name })}
            loading="lazy"
          />
        ) : (
          <Avatar icon={<Trophy20Regular />} shape="square" color="brand" size={48} aria-hidden />
        )}
        <Text as="h3" size={500} weight="semibold" style={{ margin: 0 }}>
          <RouterLink to={`/award/${item.id}`}>{item.name}</RouterLink>
        </Text>
      </div>
      <MessageHtml html={item.message} />
      <div className={styles.row}>
        {item.amount > 0 ? (
          <Badge appearance="filled" color="success">
            {t('points', { count: item.amount })}
          </Badge>
        ) : (
          <span />
        )}
        {item.ownRecipient && item.ownRecipient.amount > 0 ? (
          <Text className={styles.received} weight="semibold">
            {t('award.youReceived', { count: item.ownRecipient.amount })}
          </Text>
        ) : null}
      </div>
      <div className={styles.row}>
        <Caption1 className={styles.muted}>
          {[
            reactions > 0 ? t('card.reactions', { count: reactions }) : null,
            comments > 0 ? t('card.comments', { count: comments }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Caption1>
        <RouterLink to={`/award/${item.id}`}>{t('card.open')}</RouterLink>
      </div>
    </Card>
  );
});
