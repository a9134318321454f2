import {
  Avatar,
  Body1,
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { reportsQueries } from '../api/reports-queries.ts';

/** /direct-reports: a manager's summary of which direct reports were recognized lately (001 §6). */
export default function DirectReportsPage() {
  const { t } = useTranslation('direct-reports');
  const dates = useDates();
  const navigate = useNavigate();
  const { data: me } = useQuery(sessionQueries.ownMember());
  const { data, isPending, isError } = useQuery({ ...reportsQueries.mine(), enabled: !!me?.hasReports });
  if (!me) return <Spinner />;
  if (!me.hasReports || isError) return <Unavailable />;
  if (isPending) return <Spinner />;
  return (
    <Page
      title={t('title')}
      width={900}
      actions={
        <Button appearance="primary" onClick={() => void navigate('/recognition/send')}>
          {t('recognize')}
        </Button>
      }
    >
      <Body1>{t('summary', { recognized: data.recognizedCount, total: data.total })}</Body1>
      {data.results.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <Table aria-label={t('title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('columns.name')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.received')}</TableHeaderCell>
              <TableHeaderCell>{t('columns.last')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.results.map((row) => {
              const name = `${row.firstName} ${row.lastName}`.trim();
              return (
                <TableRow key={row.id}>
                  <TableCell>
                    <TableCellLayout
                      media={
                        <Avatar
                          name={name}
                          color="colorful"
                          image={row.avatarUrls ? { src: avatarUrl(row.avatarUrls, 32) } : undefined}
                        />
                      }
                      description={row.jobTitle ?? undefined}
                    >
                      {name}
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>{row.receivedCount}</TableCell>
                  <TableCell>{row.lastReceivedAt ? dates.date(row.lastReceivedAt) : t('never')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
