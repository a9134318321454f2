import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type Announcement,
  type AnnouncementStatus,
  announcementStatus,
  announcementStatuses,
} from '#shared/contract/announcement';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { announcementQueries } from '../api/announcement-queries.ts';
import { manageAnnouncements } from './manage-gate.tsx';
import { StatusBadge } from './status-badge.tsx';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  empty: { paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
  title: { fontWeight: tokens.fontWeightSemibold },
  wide: { width: '40%' },
});

const column = dataTableColumns<Announcement>();

/**
 * /announcements (001 §2): managers see every announcement under a tab per status (draft,
 * scheduled, active, archived), members the active ones whose audience they are in.
 */
export function ListPage() {
  const apps = useApps();
  const manager = useHolds(manageAnnouncements);
  const { t } = useTranslation('announcement');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  if (apps.isPending) return <Spinner label={t('loading')} />;
  const parsed = announcementStatus.safeParse(params.get('status'));
  const status: AnnouncementStatus = parsed.success ? parsed.data : 'active';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  return (
    <Page
      title={t('list.title')}
      actions={
        manager ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => void navigate('/announcements/configure')}
          >
            {t('list.create')}
          </Button>
        ) : undefined
      }
    >
      {manager ? (
        <TabList
          aria-label={t('list.tabs')}
          selectedValue={status}
          onTabSelect={(_, data) => setParams({ status: String(data.value) })}
        >
          {announcementStatuses.map((name) => (
            <Tab key={name} value={name}>
              {t(`status.${name}`)}
            </Tab>
          ))}
        </TabList>
      ) : null}
      <Announcements status={manager ? status : 'mine'} page={page} onPage={setPage} manager={manager} />
    </Page>
  );
}

function Announcements(props: {
  status: AnnouncementStatus | 'mine';
  page: number;
  onPage: (page: number) => void;
  manager: boolean;
}) {
  const { status, page, onPage, manager } = props;
  const { t } = useTranslation('announcement');
  const dates = useDates();
  const styles = useStyles();
  const list = useQuery(announcementQueries.list(status, page));
  const items = useMemo(() => list.data?.results ?? [], [list.data]);
  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '—');
    return column.columns([
      column.accessor('title', {
        header: () => t('list.columns.title'),
        meta: { className: styles.wide },
        cell: (info) => (
          <RouterLink to={`/announcements/${info.row.original.id}`} className={styles.title}>
            {info.getValue()}
          </RouterLink>
        ),
      }),
      ...(manager
        ? [
            column.accessor('status', {
              header: () => t('list.columns.status'),
              cell: (info) => <StatusBadge status={info.getValue()} />,
            }),
          ]
        : []),
      column.display({
        id: 'start',
        header: () => t('list.columns.start'),
        cell: (info) => when(info.row.original.publishedAt ?? info.row.original.startAt),
      }),
      column.display({
        id: 'end',
        header: () => t('list.columns.end'),
        cell: (info) => when(info.row.original.endAt ?? info.row.original.archivedAt),
      }),
      ...(manager
        ? [
            column.display({
              id: 'audience',
              header: () => t('list.columns.audience'),
              cell: (info) =>
                info.row.original.audience.wholeCompany
                  ? t('audience.wholeCompany')
                  : t('audience.people', { count: info.row.original.stats.recipientCount }),
            }),
          ]
        : []),
    ]);
  }, [t, dates, styles, manager]);

  if (list.isPending) return <Spinner size="small" label={t('loading')} />;
  if (list.isError)
    return (
      <Text role="alert" className={styles.empty}>
        {t('loadFailed')}
      </Text>
    );
  return (
    <>
      {items.length === 0 ? (
        <Text as="p" className={`${styles.muted} ${styles.empty}`} role="status">
          {t(`list.empty.${status}`)}
        </Text>
      ) : (
        <DataTable
          label={t('list.table', { status: t(`status.${status === 'mine' ? 'active' : status}`) })}
          columns={columns}
          rows={items}
          getRowId={(item) => item.id}
          emptyMessage={t(`list.empty.${status}`)}
        />
      )}
      <Pager label={t('list.paging')} page={page} next={list.data?.next} onPage={onPage} />
    </>
  );
}
