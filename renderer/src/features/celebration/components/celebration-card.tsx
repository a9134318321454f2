import {
  Avatar,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Gift20Regular } from '@fluentui/react-icons';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEventTimelineItem } from '#shared/contract/celebration';
import { RouterLink } from '../../../components/router-link.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  kind: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A calendarEvent on the timeline (001 §5): whose celebration, which kind, on which day. */
export const CelebrationCard = memo(function CelebrationCard({ item }: { item: CalendarEventTimelineItem }) {
  const { t } = useTranslation('celebration');
  const dates = useDates();
  const styles = useStyles();
  const titleId = useId();
  const member = item.memberDisplayData;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const title =
    item.type === 'anniversary' && item.years
      ? t('card.anniversaryYears', { name: member.firstName, count: item.years })
      : t(`card.${item.type}`, { name: member.firstName });
  const day = dates.day(item.celebratedOn, 'long');
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHeader
        image={<Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 48) }} size={48} />}
        header={
          <Subtitle2 as="h3" id={titleId} className={styles.title}>
            {title}
          </Subtitle2>
        }
        description={
          <Caption1 className={styles.kind}>
            <Gift20Regular aria-hidden />
            {t('card.label')} · {day}
            {member.jobTitle ? ` · ${member.jobTitle}` : ''}
          </Caption1>
        }
      />
      <RouterLink to="/celebrate/calendar">{t('card.openCalendar')}</RouterLink>
    </Card>
  );
});
