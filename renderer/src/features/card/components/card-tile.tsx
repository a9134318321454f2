import {
  Avatar,
  Badge,
  Caption1,
  Card,
  CardPreview,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Card as CardRecord } from '#shared/contract/card';
import { RouterLink } from '../../../components/router-link.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { memberName, thumbnailOf } from '../model/card-form.ts';

const useStyles = makeStyles({
  card: { height: '100%' },
  preview: { aspectRatio: '3 / 2', backgroundColor: tokens.colorNeutralBackground3 },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  recipient: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A card in a list: its background, for whom and what, when, and how many signed. */
export function CardTile({ card }: { card: CardRecord }) {
  const { t } = useTranslation('card');
  const dates = useDates();
  const styles = useStyles();
  const name = memberName(card.recipient);
  const thumbnail = thumbnailOf(card.background);
  return (
    <Card className={styles.card}>
      <CardPreview className={styles.preview}>
        {thumbnail ? <img className={styles.image} src={thumbnail} alt="" /> : <span />}
      </CardPreview>
      <div className={styles.body}>
        <Text as="h2" weight="semibold" size={400}>
          <RouterLink to={`/card/${card.id}`}>{card.title}</RouterLink>
        </Text>
        <span className={styles.recipient}>
          <Avatar
            name={name}
            image={{ src: avatarUrl(card.recipient.avatarUrls, 40) }}
            size={24}
            aria-hidden
          />
          <Text>{t('tile.for', { name })}</Text>
        </span>
        <span className={styles.meta}>
          <Badge appearance="tint" color="brand">
            {t(`occasions.${card.occasion}`)}
          </Badge>
          <Caption1 className={styles.muted}>
            {card.status === 'delivered'
              ? t('tile.delivered', { day: dates.day(card.deliverOn) })
              : t('tile.deliversOn', { day: dates.day(card.deliverOn) })}
          </Caption1>
        </span>
        <Caption1 className={styles.muted}>{t('tile.signatures', { count: card.signatureCount })}</Caption1>
      </div>
    </Card>
  );
}
