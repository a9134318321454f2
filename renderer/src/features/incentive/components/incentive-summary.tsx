import {
  Badge,
  Body1,
  Caption1,
  Card,
  CardHeader,
  Image,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Target24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incentive } from '#shared/contract/incentive';
import { MessageHtml } from '../../../components/message-html.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { badgeSrc } from '../model/incentive-errors.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  badge: { width: '56px', height: '56px', objectFit: 'contain' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** One incentive as a member reads it: badge, name, points, what proof it asks, until when. */
export function IncentiveSummary(props: { incentive: Incentive; actions?: ReactNode }) {
  const { incentive, actions } = props;
  const { t } = useTranslation('incentive');
  const dates = useDates();
  const styles = useStyles();
  const badge = badgeSrc(incentive.badgeUrls);
  return (
    <Card className={styles.card} aria-label={incentive.name}>
      <CardHeader
        image={badge ? <Image className={styles.badge} src={badge} alt="" /> : <Target24Regular />}
        header={
          <Text as="h3" weight="semibold" size={400}>
            {incentive.name}
          </Text>
        }
        description={
          <div className={styles.facts}>
            <Badge appearance="tint" color="brand">
              {t('points', { count: incentive.points })}
            </Badge>
            <Caption1>{t(`proof.${incentive.proof}`)}</Caption1>
            <Caption1>
              {incentive.claimLimit === 'perPeriod' && incentive.claimPeriod
                ? t(`limitPer.${incentive.claimPeriod}`)
                : t(`limit.${incentive.claimLimit}`)}
            </Caption1>
          </div>
        }
      />
      {incentive.description ? <MessageHtml html={incentive.description} /> : null}
      <div className={styles.footer}>
        {incentive.endAt ? <Body1>{t('endsAt', { date: dates.dateTime(incentive.endAt) })}</Body1> : null}
        {actions}
      </div>
    </Card>
  );
}
