import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, ShareRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  isReportId,
  parseReportView,
  type ReportId,
  type ReportResult,
  type ReportView,
  reportViewPath,
} from '#shared/contract/report';
import { Page } from '../../../components/page.tsx';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { downloadExport, reportQueries, saveFile, viewParams } from '../api/report-queries.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportList } from './report-list.tsx';
import { ReportTable, type TableRow } from './report-table.tsx';

/** recharts comes in its own chunk, after the figures. */
const ReportChart = lazy(() => lazyWithRetry(() => import('./report-chart.tsx')));

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** /reports/{id}/{range}/{teams}/{groupBy}: one report for the view its address names. */
export function ReportPage() {
  const { t } = useTranslation('report');
  const params = useParams();
  const id = params.id ?? '';
  if (!isReportId(id)) {
    return (
      <Page title={t('title')}>
        <MessageBar intent="error">
          <MessageBarBody>{t('unknownReport', { id })}</MessageBarBody>
        </MessageBar>
        <ReportList />
      </Page>
    );
  }
  return <Report id={id} range={params.range} teams={params.teams} groupBy={params.groupBy} />;
}

function Report(props: { id: ReportId; range?: string; teams?: string; groupBy?: string }) {
  const { id } = props;
  const { t, i18n } = useTranslation('report');
  const styles = useStyles();
  const navigate = useNavigate();
  const dates = useDates();
  const { view, problems } = useMemo(
    () => parseReportView(id, props.range, props.teams, props.groupBy),
    [id, props.range, props.teams, props.groupBy],
  );
  const report = useQuery(reportQueries.report(id, view));
  const canManage = useQuery(reportQueries.list()).data?.canManage === true;
  const [exportFailed, setExportFailed] = useState(false);
  const change = (next: ReportView) => void navigate(reportViewPath(id, next));
  const rowLabel = useCallback(
    (row: TableRow) => (view.groupBy === 'bank' && row.key === 'none' ? t('noBank') : row.label),
    [view.groupBy, t],
  );
  const exportFile = async (format: 'csv' | 'pdf') => {
    setExportFailed(false);
    try {
      const file = await downloadExport(id, view, format, i18n.language);
      saveFile(file.blob, file.fileName);
    } catch {
      setExportFailed(true);
    }
  };
  return (
    <Page
      title={t(`names.${id}`)}
      actions={
        <div className={styles.actions}>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void exportFile('csv')}>
            {t('exportCsv')}
          </Button>
          <Button icon={<DocumentPdfRegular />} onClick={() => void exportFile('pdf')}>
            {t('exportPdf')}
          </Button>
          {canManage ? (
            <Button
              icon={<ShareRegular />}
              onClick={() =>
                void navigate(
                  `/reports/${id}/share/email?${new URLSearchParams(viewParams(view)).toString()}`,
                )
              }
            >
              {t('share.open')}
            </Button>
          ) : null}
        </div>
      }
    >
      <Body1>{t(`descriptions.${id}`)}</Body1>
      {problems.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('viewProblems', {
              parts: problems.map((problem) => t(`viewProblem.${problem}`)).join(', '),
            })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {exportFailed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('exportFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ReportFilters
        key={`${id}:${typeof view.range === 'string' ? view.range : 'custom'}`}
        id={id}
        view={view}
        shown={report.data}
        onChange={change}
      />
      {report.isPending ? (
        <Spinner label={t('loading')} />
      ) : report.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <Figures
          result={report.data}
          rowLabel={rowLabel}
          period={t('period', {
            from: dates.day(report.data.from),
            to: dates.day(report.data.to),
          })}
        />
      )}
    </Page>
  );
}

function Figures(props: { result: ReportResult; rowLabel: (row: TableRow) => string; period: string }) {
  const { result, rowLabel, period } = props;
  const { t } = useTranslation('report');
  const data = useMemo(
    () => result.rows.map((row) => ({ label: rowLabel(row), ...row.values })),
    [result.rows, rowLabel],
  );
  const series = result.chartColumns.map((key) => ({ key, name: t(`columns.${key}`) }));
  return (
    <>
      <Text>{period}</Text>
      {result.rows.length > 0 ? (
        <Suspense fallback={<Spinner label={t('chartLoading')} />}>
          <ReportChart data={data} series={series} />
        </Suspense>
      ) : null}
      <ReportTable result={result} rowLabel={rowLabel} />
    </>
  );
}
