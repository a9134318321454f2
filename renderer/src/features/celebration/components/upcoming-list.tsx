import { Avatar, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { celebrationQueries } from '../api/celebration-queries.ts';
import { EntryCardLink } from './entry-card-link.tsx';
import { entryLabel } from './entry-label.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  text: { display: 'flex', flexDirection: 'column' },
});

/** The next 30 days' celebrations, soonest first. */
export function UpcomingList({ teamId }: { teamId: string | null }) {
  const { t } = useTranslation('celebration');
  const dates = useDates();
  const styles = useStyles();
  const upcoming = useQuery(celebrationQueries.upcoming(teamId));
  if (upcoming.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (!upcoming.data) return <Spinner label={t('loading')} />;
  if (upcoming.data.results.length === 0) return <Text>{t('list.empty')}</Text>;
  const today = upcoming.data.today;
  return (
    <ul className={styles.list} aria-label={t('list.label')}>
      {upcoming.data.results.map((entry) => {
        const name = `${entry.member.firstName} ${entry.member.lastName}`.trim();
        return (
          <li key={entry.id} className={styles.item}>
            <Avatar name={name} image={{ src: avatarUrl(entry.member.avatarUrls, 40) }} size={40} />
            <span className={styles.text}>
              <Text weight="semibold">{entryLabel(entry, t)}</Text>
              <Text size={200}>
                {entry.celebratedOn === today
                  ? t('list.today')
                  : dates.dayParts(entry.celebratedOn, {
                      weekday: 'long',
                      month: 'long',
                      day: 'numeric',
                    })}
              </Text>
              <EntryCardLink entry={entry} today={today} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
