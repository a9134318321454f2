import { Avatar, Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Feedback } from '#shared/contract/feedback';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { feedbackQueries } from '../api/feedback-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  who: { display: 'flex', flexDirection: 'column' },
  message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** Feedback the organization's members sent, newest first (admins: reportingApp browse). */
export function FeedbackList() {
  const { t } = useTranslation('feedback');
  const styles = useStyles();
  const list = useInfiniteQuery(feedbackQueries.list());
  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section className={styles.section} aria-labelledby="feedback-received">
      <Text as="h2" id="feedback-received" size={500} weight="semibold" className={styles.heading}>
        {t('received')}
      </Text>
      {list.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div>
          <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('loading') : t('more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function FeedbackCard({ item }: { item: Feedback }) {
  const { t } = useTranslation('feedback');
  const dates = useDates();
  const styles = useStyles();
  const from = item.fromMember;
  const name = from ? `${from.firstName} ${from.lastName}` : t('formerMember');
  const date = new Date(item.createdAt);
  return (
    <Card>
      <div className={styles.header}>
        <Avatar name={name} image={{ src: avatarUrl(from?.avatarUrls, 40) }} size={40} aria-hidden />
        <div className={styles.who}>
          {from ? <Link to={`/profile/${from.id}`}>{name}</Link> : <Text>{name}</Text>}
          <Text size={200}>
            <time dateTime={item.createdAt}>{dates.dateTime(date)}</time>
            {item.pagePath ? ` · ${t('onPage', { path: item.pagePath })}` : ''}
          </Text>
        </div>
      </div>
      <Text className={styles.message}>{item.message}</Text>
    </Card>
  );
}
