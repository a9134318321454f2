import { Field, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CheckInQuestionScores, checkInMinimumGroup } from '#shared/contract/check-in';
import type { Dashboard } from '#shared/contract/insight';
import { presetRange } from '#shared/date-ranges';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { analyticsQueries, downloadChartCsv } from '../api/analytics-queries.ts';
import { dashboardPresets, isDashboardPreset } from '../model/ranges.ts';
import { ChartSection } from './chart-section.tsx';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  range: { maxWidth: '320px' },
});

/** `/analytics/dashboards`: checkInApp viewAnalytics or metricApp browse (docs/insight.md). */
export function DashboardsPage() {
  const apps = useApps();
  const allowed = useHoldsAny([
    ['checkInApp', 'viewAnalytics'],
    ['metricApp', 'browse'],
  ]);
  const { t } = useTranslation('analytics');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <Dashboards />;
}

function Dashboards() {
  const { t, i18n } = useTranslation('analytics');
  const styles = useStyles();
  const dates = useDates();
  const [params, setParams] = useSearchParams();
  const preset = isDashboardPreset(params.get('range'))
    ? (params.get('range') as 'last30Days')
    : 'last30Days';
  const { from, to } = presetRange(preset, dates.tenantToday());
  const data = useQuery(analyticsQueries.dashboard(from, to));
  const period = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'UTC',
      ...(data.data?.grouping === 'month'
        ? { month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' }),
    }).format(new Date(`${day}T00:00:00Z`));
  return (
    <Page
      title={t('dashboards.title')}
      width={1080}
      actions={<RouterLink to="/analytics/insights">{t('insights.title')}</RouterLink>}
    >
      <Field label={t('range')} className={styles.range}>
        <Select value={preset} onChange={(_, d) => setParams({ range: d.value }, { replace: true })}>
          {dashboardPresets.map((p) => (
            <option key={p} value={p}>
              {t(`presets.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      {data.isPending ? <Spinner label={t('loading')} /> : null}
      {data.isError ? <ErrorBar announce={false}>{errorMessage(data.error, t)}</ErrorBar> : null}
      {data.data ? <Sections data={data.data} period={period} /> : null}
    </Page>
  );
}

function Sections(props: { data: Dashboard; period: (day: string) => string }) {
  const { data, period } = props;
  const { t, i18n } = useTranslation('analytics');
  const styles = useStyles();
  const percent = (share: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const csv = (chart: Parameters<typeof downloadChartCsv>[0]) => () =>
    downloadChartCsv(chart, data.from, data.to);
  const none = (rows: Record<string, unknown>[], keys: string[]) =>
    rows.every((row) => keys.every((k) => !row[k]));
  return (
    <div className={styles.sections}>
      <ChartSection
        title={t('recognitions.title')}
        empty={none(data.recognitions, ['sent', 'received'])}
        chart={{
          kind: 'bar',
          data: data.recognitions.map((r) => ({
            label: period(r.periodStart),
            sent: r.sent,
            received: r.received,
          })),
          series: [
            { key: 'sent', name: t('recognitions.sent') },
            { key: 'received', name: t('recognitions.received') },
          ],
        }}
        columns={[
          { key: 'period', label: t('period') },
          { key: 'sent', label: t('recognitions.sent') },
          { key: 'received', label: t('recognitions.received') },
        ]}
        rows={data.recognitions.map((r) => ({
          key: r.periodStart,
          cells: { period: period(r.periodStart), sent: r.sent, received: r.received },
        }))}
        onDownload={csv('recognitions')}
      />
      <ChartSection
        title={t('participation.title')}
        note={t('participation.note')}
        empty={none(data.participation, ['participants'])}
        chart={{
          kind: 'line',
          data: data.participation.map((p) => ({
            label: period(p.periodStart),
            share: Math.round(p.share * 100),
          })),
          series: [{ key: 'share', name: t('participation.share') }],
          yDomain: [0, 100],
        }}
        columns={[
          { key: 'period', label: t('period') },
          { key: 'participants', label: t('participation.participants') },
          { key: 'members', label: t('participation.members') },
          { key: 'share', label: t('participation.share') },
        ]}
        rows={data.participation.map((p) => ({
          key: p.periodStart,
          cells: {
            period: period(p.periodStart),
            participants: p.participants,
            members: p.members,
            share: percent(p.share),
          },
        }))}
        onDownload={csv('participation')}
      />
      <ChartSection
        title={t('values.title')}
        empty={data.values.length === 0}
        chart={{
          kind: 'bar',
          data: data.values.map((v) => ({ label: v.name, count: v.count })),
          series: [{ key: 'count', name: t('values.count') }],
        }}
        columns={[
          { key: 'value', label: t('values.value') },
          { key: 'count', label: t('values.count') },
        ]}
        rows={data.values.map((v) => ({ key: v.valueId, cells: { value: v.name, count: v.count } }))}
        onDownload={csv('values')}
      />
      <ChartSection
        title={t('points.title')}
        empty={none(data.points, ['points'])}
        chart={{
          kind: 'bar',
          data: data.points.map((p) => ({ label: period(p.periodStart), points: p.points })),
          series: [{ key: 'points', name: t('points.points') }],
        }}
        columns={[
          { key: 'period', label: t('period') },
          { key: 'points', label: t('points.points') },
        ]}
        rows={data.points.map((p) => ({
          key: p.periodStart,
          cells: { period: period(p.periodStart), points: p.points },
        }))}
        onDownload={csv('points')}
      />
      {data.checkIns
        ? data.checkIns.results.map((q, index) => (
            <QuestionScores
              key={q.seriesId}
              question={q}
              period={period}
              onDownload={index === 0 ? csv('checkIns') : undefined}
              downloadTitle={t('checkIns.all')}
            />
          ))
        : null}
    </div>
  );
}

/** One question's averages per period and per team; groups under five say so instead. */
function QuestionScores(props: {
  question: CheckInQuestionScores;
  period: (day: string) => string;
  onDownload?: () => Promise<void>;
  downloadTitle: string;
}) {
  const { question, period } = props;
  const { t, i18n } = useTranslation('analytics');
  const yesNo = question.kind === 'yesNo';
  const shown = (average: number | null) =>
    average === null
      ? t('checkIns.tooFew', { count: checkInMinimumGroup })
      : yesNo
        ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(average)
        : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(average);
  return (
    <ChartSection
      title={t('checkIns.title', { category: question.categoryName, question: question.text })}
      note={t('checkIns.note', { count: checkInMinimumGroup })}
      empty={question.periods.every((p) => p.average === null)}
      chart={{
        kind: 'line',
        data: question.periods.map((p) => ({
          label: period(p.periodStart),
          average: p.average === null ? null : yesNo ? Math.round(p.average * 100) : p.average,
        })),
        series: [{ key: 'average', name: yesNo ? t('checkIns.yesShare') : t('checkIns.average') }],
        yDomain: yesNo ? [0, 100] : [1, 5],
      }}
      columns={[
        { key: 'period', label: t('period') },
        { key: 'respondents', label: t('checkIns.respondents') },
        { key: 'average', label: yesNo ? t('checkIns.yesShare') : t('checkIns.average') },
      ]}
      rows={question.periods.map((p) => ({
        key: p.periodStart,
        cells: { period: period(p.periodStart), respondents: p.respondents, average: shown(p.average) },
      }))}
      onDownload={props.onDownload}
      downloadTitle={props.downloadTitle}
    >
      {question.teams.length > 0 ? (
        <TeamTable
          teams={question.teams}
          shown={shown}
          averageLabel={yesNo ? t('checkIns.yesShare') : t('checkIns.average')}
        />
      ) : null}
    </ChartSection>
  );
}

function TeamTable(props: {
  teams: CheckInQuestionScores['teams'];
  shown: (average: number | null) => string;
  averageLabel: string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <table aria-label={t('checkIns.byTeam')}>
      <caption style={{ textAlign: 'start', fontWeight: tokens.fontWeightSemibold }}>
        {t('checkIns.byTeam')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('checkIns.team')}</th>
          <th scope="col">{t('checkIns.respondents')}</th>
          <th scope="col">{props.averageLabel}</th>
        </tr>
      </thead>
      <tbody>
        {props.teams.map((team) => (
          <tr key={team.teamId}>
            <td>{team.teamName}</td>
            <td>{team.respondents}</td>
            <td>{props.shown(team.average)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
