import {
  Button,
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
import { Add20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type AnnouncementStatus,
  announcementStatus,
  announcementStatuses,
} from '#shared/contract/announcement';
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

/**
 * /announcements (001 §2): managers see every announcement under a tab per status (draft,
 * scheduled, active, archived), members the active ones whose audience they are in.
 */
export function ListPage() {
  const apps = useApps();
  const manager = useHolds(manageAnnouncements);
  const { t } = useTranslation('announcements');
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
  const { t } = useTranslation('announcements');
  const dates = useDates();
  const styles = useStyles();
  const list = useQuery(announcementQueries.list(status, page));
  const items = list.data?.results ?? [];
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '—');

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
        <Table aria-label={t('list.table', { status: t(`status.${status === 'mine' ? 'active' : status}`) })}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.wide}>{t('list.columns.title')}</TableHeaderCell>
              {manager ? <TableHeaderCell>{t('list.columns.status')}</TableHeaderCell> : null}
              <TableHeaderCell>{t('list.columns.start')}</TableHeaderCell>
              <TableHeaderCell>{t('list.columns.end')}</TableHeaderCell>
              {manager ? <TableHeaderCell>{t('list.columns.audience')}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <RouterLink to={`/announcements/${item.id}`} className={styles.title}>
                    {item.title}
                  </RouterLink>
                </TableCell>
                {manager ? (
                  <TableCell>
                    <StatusBadge status={item.status} />
                  </TableCell>
                ) : null}
                <TableCell>{when(item.publishedAt ?? item.startAt)}</TableCell>
                <TableCell>{when(item.endAt ?? item.archivedAt)}</TableCell>
                {manager ? (
                  <TableCell>
                    {item.audience.wholeCompany
                      ? t('audience.wholeCompany')
                      : t('audience.people', { count: item.stats.recipientCount })}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={t('list.paging')} page={page} next={list.data?.next} onPage={onPage} />
    </>
  );
}
