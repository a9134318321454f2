import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ReportCadence,
  type ReportId,
  type ReportSchedule,
  type ReportView,
  reportCadences,
} from '#shared/contract/report';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { reportKeys, shareQueries, viewParams } from '../api/report-queries.ts';
import { type Recipients, RecipientsFields, typedEmails } from './recipients-fields.tsx';
import { shareError } from './share-errors.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});
const column = dataTableColumns<ReportSchedule>();
/** Days 1 to 28: every month has them. */
const monthDays = Array.from({ length: 28 }, (_, index) => index + 1);

/** share/email/scheduled: the report e-mailed weekly, monthly or quarterly; pause and delete. */
export function ShareScheduled({ id, view }: { id: ReportId; view: ReportView }) {
  const { t } = useTranslation('report');
  const schedules = useQuery(shareQueries.schedules(id));
  return (
    <>
      <ScheduleForm id={id} view={view} />
      <Subtitle2 as="h2">{t('share.schedulesHeading')}</Subtitle2>
      {schedules.isPending ? (
        <Spinner label={t('loading')} />
      ) : schedules.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <ScheduleTable id={id} rows={schedules.data.results} />
      )}
    </>
  );
}

function ScheduleForm({ id, view }: { id: ReportId; view: ReportView }) {
  const { t, i18n } = useTranslation('report');
  const styles = useStyles();
  const dates = useDates();
  const client = useQueryClient();
  const [cadence, setCadence] = useState<ReportCadence>('weekly');
  const [day, setDay] = useState(1);
  const [time, setTime] = useState('09:00');
  const [recipients, setRecipients] = useState<Recipients>({ members: [], emails: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // ISO weekdays 1 (Monday) to 7, named in the reader's language.
  const weekdays = useMemo(
    () =>
      Array.from({ length: 7 }, (_, index) =>
        dates.dayParts(`2024-01-${String(index + 1).padStart(2, '0')}`, { weekday: 'long' }),
      ),
    [dates],
  );
  const create = useMutation({
    mutationFn: async () =>
      apiClient.post(`/report/reports/${id}/schedules`, {
        view: viewParams(view),
        cadence,
        day,
        time,
        memberIds: recipients.members.map((member) => member.id),
        emails: typedEmails(recipients.emails),
        locale: i18n.language.startsWith('de') ? 'de' : 'en',
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reportKeys.all });
      setRecipients({ members: [], emails: '' });
      setOutcome({ ok: true, text: t('share.scheduled') });
    },
    onError: (error) => setOutcome({ ok: false, text: shareError(error, t) }),
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        create.mutate();
      }}
    >
      <Text>{t('share.scheduleIntro')}</Text>
      <div className={styles.row}>
        <Field label={t('share.cadence')}>
          <Select
            value={cadence}
            onChange={(_, data) => {
              setCadence(data.value as ReportCadence);
              setDay(1);
            }}
          >
            {reportCadences.map((value) => (
              <option key={value} value={value}>
                {t(`share.cadences.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={cadence === 'weekly' ? t('share.weekday') : t('share.dayOfMonth')}>
          <Select value={String(day)} onChange={(_, data) => setDay(Number(data.value))}>
            {cadence === 'weekly'
              ? weekdays.map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))
              : monthDays.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
          </Select>
        </Field>
        <Field label={t('share.time')} hint={t('share.timeHint')}>
          <Input type="time" value={time} onChange={(_, data) => setTime(data.value)} />
        </Field>
      </div>
      <RecipientsFields value={recipients} onChange={setRecipients} />
      {outcome ? (
        <MessageBar intent={outcome.ok ? 'success' : 'error'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button type="submit" appearance="primary" disabled={create.isPending}>
          {t('share.schedule')}
        </Button>
      </div>
    </form>
  );
}

function ScheduleTable({ id, rows }: { id: ReportId; rows: ReportSchedule[] }) {
  const { t } = useTranslation('report');
  const styles = useStyles();
  const dates = useDates();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: async (action: { scheduleId: string; paused?: boolean }) =>
      action.paused === undefined
        ? apiClient.delete(`/report/reports/${id}/schedules/${action.scheduleId}`)
        : apiClient.patch(`/report/reports/${id}/schedules/${action.scheduleId}`, { paused: action.paused }),
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'when',
          header: () => t('share.when'),
          cell: (info) => t(`share.cadences.${info.row.original.cadence}`),
        }),
        column.display({
          id: 'recipients',
          header: () => t('share.recipients'),
          cell: (info) => info.row.original.recipients.join(', '),
        }),
        column.display({
          id: 'view',
          header: () => t('share.view'),
          cell: (info) => <RouterLink to={info.row.original.path}>{t('share.openView')}</RouterLink>,
        }),
        column.display({
          id: 'next',
          header: () => t('share.nextSend'),
          cell: (info) =>
            info.row.original.paused ? t('share.paused') : dates.dateTime(info.row.original.nextRunAt),
        }),
        column.display({
          id: 'actions',
          header: () => t('share.actions'),
          cell: (info) => {
            const row = info.row.original;
            return (
              <div className={styles.actions}>
                <Button
                  size="small"
                  aria-label={t(row.paused ? 'share.resumeOne' : 'share.pauseOne', {
                    to: row.recipients.join(', '),
                  })}
                  onClick={() => change.mutate({ scheduleId: row.id, paused: !row.paused })}
                >
                  {row.paused ? t('share.resume') : t('share.pause')}
                </Button>
                <Button
                  size="small"
                  aria-label={t('share.deleteOne', { to: row.recipients.join(', ') })}
                  onClick={() => change.mutate({ scheduleId: row.id })}
                >
                  {t('share.delete')}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [t, dates, change, styles.actions],
  );
  return (
    <DataTable
      label={t('share.schedulesHeading')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage={t('share.noSchedules')}
    />
  );
}
