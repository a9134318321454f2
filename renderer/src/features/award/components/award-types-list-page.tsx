import { Button, makeStyles, Spinner, Switch, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AwardType } from '#shared/contract/award';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries } from '../api/award-queries.ts';
import { AwardsAdminGate } from './awards-admin-gate.tsx';
import { NominatorView } from './nominator-view.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const column = dataTableColumns<AwardType>();

const tabs = ['awards', 'nominations'] as const;
type ListTab = (typeof tabs)[number];

/** Where an award type's own page is: the view page shown after saving. */
export const viewPath = (type: Pick<AwardType, 'id' | 'nomination'>) =>
  `/awards/${type.nomination ? 'nomination' : 'award'}/${type.id}`;

/** The status word of a type: archived, or where its nomination round stands. */
export function statusKey(type: Pick<AwardType, 'archived' | 'nomination' | 'nominationStatus'>): string {
  if (type.archived) return 'archived';
  if (!type.nomination) return 'active';
  switch (type.nominationStatus) {
    case 'open':
      return 'open';
    case 'closed':
      return 'ended';
    case 'finalized':
      return 'finalized';
    case 'scheduled':
      return 'scheduled';
    default:
      return 'active';
  }
}

/**
 * /awards/list/{awards|nominations} (000 §2), "Awards & nominations": for those who manage awards
 * or nominations, the award types of the tenant by kind; for a nomination sender, what they may
 * do here (the rounds open to them and their own nominations), asking nothing they may not read.
 */
export function AwardTypesListPage() {
  const { tab = 'awards' } = useParams();
  if (!tabs.includes(tab as ListTab)) return <Navigate to="/awards/list/awards" replace />;
  return (
    <AwardsAdminGate>
      <AdminOrNominator tab={tab as ListTab} />
    </AwardsAdminGate>
  );
}

function AdminOrNominator(props: { tab: ListTab }) {
  // The same rule as GET /award/awardTypes (award manage or manageNominations).
  const manages = useHoldsAny([
    ['awardApp', 'manage'],
    ['awardApp', 'manageNominations'],
  ]);
  return manages ? <ListView tab={props.tab} /> : <NominatorView />;
}

function ListView(props: { tab: ListTab }) {
  const { tab } = props;
  const nomination = tab === 'nominations';
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === 'include' ? 'include' : 'exclude';
  const canCreate = useHoldsAny([
    ['awardApp', 'createAwardType'],
    ['awardApp', 'manage'],
  ]);
  const list = useInfiniteQuery(awardQueries.types(nomination, archived));
  const types = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(() => {
    const window = (type: AwardType) => {
      const start = type.nominationStartAt ? dates.date(type.nominationStartAt) : '';
      const end = type.nominationEndAt ? dates.date(type.nominationEndAt) : '';
      return start || end ? `${start} – ${end}` : '';
    };
    return column.columns([
      column.display({
        id: 'name',
        header: () => t('admin.columns.name'),
        cell: (info) => <RouterLink to={viewPath(info.row.original)}>{info.row.original.name}</RouterLink>,
      }),
      column.accessor('points', { header: () => t('admin.columns.points') }),
      column.display({
        id: 'bank',
        header: () => t('admin.columns.bank'),
        cell: (info) => info.row.original.pointsBankName ?? '',
      }),
      column.display({
        id: 'status',
        header: () => t('admin.columns.status'),
        cell: (info) => t(`admin.status.${statusKey(info.row.original)}`),
      }),
      ...(nomination
        ? [
            column.display({
              id: 'window',
              header: () => t('admin.columns.window'),
              cell: (info) => window(info.row.original),
            }),
          ]
        : []),
      column.display({
        id: 'count',
        header: () => (nomination ? t('admin.columns.nominations') : t('admin.columns.sent')),
        cell: ({ row: { original: type } }) =>
          nomination ? (type.stats?.nominationCount ?? 0) : (type.stats?.awardCount ?? 0),
      }),
    ]);
  }, [t, dates, nomination]);

  return (
    <Page
      title={t('admin.title')}
      actions={
        canCreate ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() =>
              void navigate(nomination ? '/awards/configure?nomination=true' : '/awards/configure')
            }
          >
            {nomination ? t('admin.createNomination') : t('admin.create')}
          </Button>
        ) : null
      }
    >
      <div className={styles.bar}>
        <TabList
          aria-label={t('admin.tabs')}
          selectedValue={tab}
          onTabSelect={(_, data) => void navigate(`/awards/list/${String(data.value)}`)}
        >
          <Tab value="awards">{t('admin.awards')}</Tab>
          <Tab value="nominations">{t('admin.nominations')}</Tab>
        </TabList>
        <Switch
          label={t('admin.archived')}
          checked={archived === 'include'}
          onChange={(_, data) => setParams(data.checked ? { archived: 'include' } : {}, { replace: true })}
        />
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError && types.length === 0 ? (
        <ErrorBar announce={false} title={t('admin.loadError')}>
          <Button appearance="transparent" onClick={() => void list.refetch()}>
            {t('nominator.retry')}
          </Button>
        </ErrorBar>
      ) : types.length === 0 ? (
        <Text className={styles.muted}>{t('admin.empty')}</Text>
      ) : (
        <DataTable
          label={nomination ? t('admin.nominations') : t('admin.awards')}
          columns={columns}
          rows={types}
          getRowId={(type) => type.id}
          emptyMessage={t('admin.empty')}
          paging={list}
        />
      )}
    </Page>
  );
}
