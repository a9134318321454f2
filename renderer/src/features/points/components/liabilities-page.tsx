import {
  Body1,
  Field,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiabilitiesReport } from '#shared/contract/points';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { pointsQueries } from '../api/points-queries.ts';
import { type LiabilityRange, liabilityRanges, rangeOf } from '../model/liability-range.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AdminPage } from './admin-page.tsx';
import { PayoutCard } from './payout-card.tsx';

/** recharts comes in its own chunk, after the figures: only this page ever loads it. */
const LiabilitiesChart = lazy(() => lazyWithRetry(() => import('./liabilities-chart.tsx')));

type LiabilityRow = LiabilitiesReport['results'][number];
const column = dataTableColumns<LiabilityRow>();

const useStyles = makeStyles({
  summary: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', margin: 0 },
  figure: { display: 'flex', flexDirection: 'column' },
  value: { marginInlineStart: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'end' },
  range: { maxWidth: '240px' },
});

/** /points/liabilities: what the company owes in redeemable points, in its currency, over time. */
export function LiabilitiesPage() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const [months, setMonths] = useState<LiabilityRange>(12);
  // The organization's today: the server counts the report's periods in its time zone.
  const today = useDates().tenantToday();
  const { from, to } = useMemo(() => rangeOf(months, today), [months, today]);
  const report = useQuery(pointsQueries.liabilities(from, to));
  return (
    <AdminPage needs="transactions">
      <Body1>{t('liabilities.intro')}</Body1>
      <Field label={t('liabilities.range')} className={styles.range}>
        <Select
          value={String(months)}
          onChange={(_, data) => setMonths(Number(data.value) as LiabilityRange)}
        >
          {liabilityRanges.map((value) => (
            <option key={value} value={value}>
              {t('liabilities.months', { count: value })}
            </option>
          ))}
        </Select>
      </Field>
      {report.isPending ? (
        <Spinner label={t('loading')} />
      ) : report.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <Liabilities report={report.data} />
      )}
      <PayoutCard />
    </AdminPage>
  );
}

function Liabilities({ report }: { report: LiabilitiesReport }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const dates = useDates();
  const numbers = useNumbers(report.currency);
  const data = useMemo(
    () =>
      // The axis names months ("Nov 2026"); the table below gives each period's first day in full.
      report.results.map((row) => ({
        label: dates.dayParts(row.period, { month: 'short', year: 'numeric' }),
        value: row.value,
        points: row.outstanding,
      })),
    [report.results, dates],
  );
  const columns = useMemo(() => {
    const number = (key: 'outstanding' | 'earned' | 'redeemed' | 'expired') =>
      column.accessor(key, {
        header: () => t(`liabilities.${key}`),
        meta: { className: styles.number },
        cell: (info) => numbers.points(info.getValue()),
      });
    return column.columns([
      column.accessor('period', {
        header: () => t('liabilities.period'),
        cell: (info) => dates.day(info.getValue()),
      }),
      number('outstanding'),
      column.accessor('value', {
        header: () => t('liabilities.valueIn', { currency: report.currency }),
        meta: { className: styles.number },
        cell: (info) => numbers.money(info.getValue()),
      }),
      number('earned'),
      number('redeemed'),
      number('expired'),
    ]);
  }, [t, dates, numbers, styles.number, report.currency]);
  const pointsLabel = (points: number) =>
    t('pointsCount', { count: points, formatted: numbers.points(points) });
  return (
    <>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>{t('liabilities.outstanding')}</dt>
          <dd className={styles.value}>{pointsLabel(report.outstanding)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('liabilities.value')}</dt>
          <dd className={styles.value}>{numbers.money(report.value)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('liabilities.pointValue')}</dt>
          <dd className={styles.value}>{numbers.money(report.pointValue)}</dd>
        </div>
      </dl>
      <Suspense fallback={<Spinner label={t('liabilities.chartLoading')} />}>
        <LiabilitiesChart data={data} money={numbers.money} pointsLabel={pointsLabel} />
      </Suspense>
      <Subtitle2 as="h2">{t('liabilities.tableHeading')}</Subtitle2>
      <DataTable
        label={t('liabilities.tableLabel')}
        columns={columns}
        rows={report.results}
        getRowId={(row) => row.period}
        emptyMessage={t('liabilities.empty')}
      />
    </>
  );
}
