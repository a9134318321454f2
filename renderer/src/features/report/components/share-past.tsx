import { Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportId, ReportMail } from '#shared/contract/report';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { shareQueries } from '../api/report-queries.ts';

const column = dataTableColumns<ReportMail>();

/** share/email/past: each mail of the report that went out, with its recipients and delivery state. */
export function SharePast({ id }: { id: ReportId }) {
  const { t } = useTranslation('report');
  const dates = useDates();
  const mails = useQuery(shareQueries.mails(id));
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'sentAt',
          header: () => t('share.sentAt'),
          cell: (info) => dates.dateTime(info.row.original.sentAt),
        }),
        column.display({
          id: 'recipients',
          header: () => t('share.recipients'),
          cell: (info) => info.row.original.recipients.join(', '),
        }),
        column.display({
          id: 'state',
          header: () => t('share.state'),
          cell: (info) =>
            `${t(`share.states.${info.row.original.state}`)}${info.row.original.scheduled ? ` (${t('share.bySchedule')})` : ''}`,
        }),
        column.display({
          id: 'view',
          header: () => t('share.view'),
          cell: (info) => <RouterLink to={info.row.original.path}>{t('share.openView')}</RouterLink>,
        }),
      ]),
    [t, dates],
  );
  if (mails.isPending) return <Spinner label={t('loading')} />;
  if (mails.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return (
    <DataTable
      label={t('share.pastHeading')}
      columns={columns}
      rows={mails.data.results}
      getRowId={(row) => row.id}
      emptyMessage={t('share.noMails')}
    />
  );
}
