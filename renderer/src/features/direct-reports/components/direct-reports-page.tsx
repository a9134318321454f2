import { Avatar, Body1, Button, Spinner, TableCellLayout } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { reportRow } from '#shared/contract/recognition';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { reportsQueries } from '../api/reports-queries.ts';

type DirectReport = z.infer<typeof reportRow>;
const column = dataTableColumns<DirectReport>();

/** /direct-reports: a manager's summary of which direct reports were recognized lately (001 §6). */
export default function DirectReportsPage() {
  const { t } = useTranslation('direct-reports');
  const dates = useDates();
  const navigate = useNavigate();
  const { data: me } = useQuery(sessionQueries.ownMember());
  const { data, isPending, isError } = useQuery({ ...reportsQueries.mine(), enabled: !!me?.hasReports });
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: () => t('columns.name'),
          cell: (info) => {
            const row = info.row.original;
            const name = `${row.firstName} ${row.lastName}`.trim();
            return (
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
            );
          },
        }),
        column.accessor('receivedCount', { header: () => t('columns.received') }),
        column.accessor('lastReceivedAt', {
          header: () => t('columns.last'),
          cell: (info) => {
            const last = info.getValue();
            return last ? dates.date(last) : t('never');
          },
        }),
      ]),
    [t, dates],
  );
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
      <DataTable
        label={t('title')}
        columns={columns}
        rows={data.results}
        getRowId={(row) => row.id}
        emptyMessage={t('none')}
      />
    </Page>
  );
}
