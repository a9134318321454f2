import {
  Button,
  Card,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './dashboard-chart.tsx';

const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 1, margin: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

export type Column = { key: string; label: string; numeric?: boolean };
export type Row = { key: string; cells: Record<string, ReactNode> };

/**
 * One dashboard figure: a chart or, at a click, the table of the same figures, and its CSV.
 * The table is a real table; the chart is labelled as a picture of it.
 */
export function ChartSection(props: {
  title: string;
  chart: {
    kind: 'bar' | 'line';
    data: Record<string, string | number | null>[];
    series: ChartSeries[];
    yDomain?: [number, number];
  };
  columns: Column[];
  rows: Row[];
  note?: string;
  empty: boolean;
  onDownload?: () => Promise<void>;
  /** What the CSV holds, when more than this section (the check-in scores' file holds every question). */
  downloadTitle?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const styles = useStyles();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    if (!props.onDownload) return;
    setDownloading(true);
    setFailed(false);
    try {
      await props.onDownload();
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <div className={styles.header}>
        <Text as="h2" id={headingId} weight="semibold" size={500} className={styles.title}>
          {props.title}
        </Text>
        <TabList
          size="small"
          selectedValue={view}
          onTabSelect={(_, data) => setView(data.value as 'chart' | 'table')}
          aria-label={t('view', { title: props.title })}
        >
          <Tab value="chart">{t('chart')}</Tab>
          <Tab value="table">{t('table')}</Tab>
        </TabList>
        {props.onDownload ? (
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={downloading}
            onClick={() => void download()}
            aria-label={t('downloadOf', { title: props.downloadTitle ?? props.title })}
          >
            {t('download')}
          </Button>
        ) : null}
      </div>
      {failed ? <Text role="alert">{t('downloadFailed')}</Text> : null}
      {props.note ? <Text className={styles.note}>{props.note}</Text> : null}
      {props.empty ? (
        <Text className={styles.note}>{t('empty')}</Text>
      ) : view === 'chart' ? (
        <Suspense fallback={<Spinner size="small" />}>
          <DashboardChart {...props.chart} label={t('chartOf', { title: props.title })} />
        </Suspense>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              {props.columns.map((c) => (
                <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.key}>
                {props.columns.map((c) => (
                  <TableCell key={c.key}>{row.cells[c.key]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.children}
    </Card>
  );
}
