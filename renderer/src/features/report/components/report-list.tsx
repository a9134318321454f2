import {
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { reportQueries } from '../api/report-queries.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  card: { height: '100%' },
});

/** The reports the member may view, each with what it shows and when it was last e-mailed. */
export function ReportList() {
  const { t } = useTranslation('report');
  const styles = useStyles();
  const dates = useDates();
  const list = useQuery(reportQueries.list());
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (list.data.results.length === 0) return <Body1>{t('noneShared')}</Body1>;
  return (
    <ul className={styles.list} aria-label={t('listLabel')}>
      {list.data.results.map((report) => (
        <li key={report.id}>
          <Card className={styles.card}>
            <CardHeader
              header={
                <Text weight="semibold" as="h2">
                  <RouterLink to={`/reports/${report.id}`}>{t(`names.${report.id}`)}</RouterLink>
                </Text>
              }
            />
            <Body1>{t(`descriptions.${report.id}`)}</Body1>
            <Caption1>
              {report.lastEmailedAt
                ? t('lastEmailed', { date: dates.dateTime(report.lastEmailedAt) })
                : t('neverEmailed')}
            </Caption1>
          </Card>
        </li>
      ))}
    </ul>
  );
}
