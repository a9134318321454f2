import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '#shared/contract/auditing';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { exportLogs, logsQueries, saveFile } from '../api/logs-queries.ts';
import { apiFilters, type LogFilterForm, noFilters } from '../lib/log-filters.ts';
import { actionName } from '../lib/log-names.ts';
import { targetLabel } from '../lib/target-label.ts';
import { LogEntryDialog } from './log-entry-dialog.tsx';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-end',
    marginBlock: tokens.spacingVerticalL,
  },
  empty: { paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
});

const column = dataTableColumns<AuditLogEntry>();

/** /logs: the audit trail of admin and security actions (auditingApp browse). */
export default function LogsPage() {
  const { t } = useTranslation('logs');
  const apps = useApps();
  const allowed = useHolds(['auditingApp', 'browse']);
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <Logs />;
}

function Logs() {
  const { t } = useTranslation('logs');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const [form, setForm] = useState<LogFilterForm>(noFilters);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<AuditLogEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = useMemo(() => apiFilters(form, dates.timeZone), [form, dates.timeZone]);
  const logs = useQuery(logsQueries.page(filters, page));
  const actions = useQuery(logsQueries.actions());
  const actors = useQuery(logsQueries.actors());

  const change = (patch: Partial<LogFilterForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const actorName = useCallback(
    (entry: AuditLogEntry) =>
      entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : t('system'),
    [t],
  );
  const actorOptions = actors.data?.results ?? [];
  const selectedActor = actorOptions.find((actor) => actor.id === form.actorId);
  const when = useCallback((iso: string) => dates.dateTime(iso, 'medium'), [dates]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', { header: () => t('time'), cell: (info) => when(info.getValue()) }),
        column.display({
          id: 'actor',
          header: () => t('actor'),
          cell: (info) => actorName(info.row.original),
        }),
        column.accessor('action', {
          header: () => t('action'),
          cell: (info) => actionName(t, info.getValue()),
        }),
        column.display({
          id: 'target',
          header: () => t('target'),
          cell: (info) => targetLabel(t, info.row.original),
        }),
        column.display({
          id: 'details',
          header: () => t('details'),
          cell: (info) => {
            const entry = info.row.original;
            return (
              <Button
                size="small"
                onClick={() => setShown(entry)}
                aria-label={t('detailsOf', {
                  action: actionName(t, entry.action),
                  time: when(entry.createdAt),
                })}
              >
                {t('show')}
              </Button>
            );
          },
        }),
      ]),
    [t, when, actorName],
  );

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportLogs(filters);
      saveFile(blob, fileName);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const rows = useMemo(() => logs.data?.results ?? [], [logs.data]);
  return (
    <Page
      title={t('title')}
      width={1440}
      actions={
        <Button
          icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
          disabled={exporting}
          onClick={() => void download()}
        >
          {t('export')}
        </Button>
      }
    >
      <Text as="p">{t('intro')}</Text>
      <section className={styles.filters} aria-label={t('filters')}>
        <Field label={t('actor')}>
          <Dropdown
            value={selectedActor ? `${selectedActor.firstName} ${selectedActor.lastName}` : t('anyone')}
            selectedOptions={[form.actorId]}
            onOptionSelect={(_, data) => change({ actorId: data.optionValue ?? '' })}
          >
            <Option value="">{t('anyone')}</Option>
            {actorOptions.map((actor) => (
              <Option key={actor.id} value={actor.id}>{`${actor.firstName} ${actor.lastName}`}</Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('action')}>
          <Dropdown
            value={form.action ? actionName(t, form.action) : t('anyAction')}
            selectedOptions={[form.action]}
            onOptionSelect={(_, data) => change({ action: data.optionValue ?? '' })}
          >
            <Option value="">{t('anyAction')}</Option>
            {(actions.data?.results ?? []).map((action) => (
              <Option key={action} value={action}>
                {actionName(t, action)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('from')}>
          <Input
            type="date"
            value={form.fromDay}
            max={form.toDay || undefined}
            onChange={(_, data) => change({ fromDay: data.value })}
          />
        </Field>
        <Field label={t('to')}>
          <Input
            type="date"
            value={form.toDay}
            min={form.fromDay || undefined}
            onChange={(_, data) => change({ toDay: data.value })}
          />
        </Field>
        <Button
          appearance="subtle"
          disabled={Object.values(form).every((value) => value === '')}
          onClick={() => change(noFilters)}
        >
          {t('clear')}
        </Button>
      </section>
      {logs.isPending ? (
        <Spinner label={t('loading')} />
      ) : logs.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text className={styles.empty}>{t('none')}</Text>
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={rows}
          getRowId={(entry) => entry.id}
          emptyMessage={t('none')}
        />
      )}
      <Pager label={t('pages')} page={page} next={logs.data?.next} onPage={setPage} />
      <LogEntryDialog
        entry={shown}
        actorName={shown ? actorName(shown) : ''}
        onClose={() => setShown(null)}
      />
    </Page>
  );
}
