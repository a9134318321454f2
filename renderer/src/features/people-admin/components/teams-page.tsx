import { Button, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Team } from '#shared/contract/teams';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { peopleAdminQueries } from '../api/people-admin-queries.ts';
import { searchMaxLength } from '../lib/member-filters.ts';
import { AdminGate, manageTeams } from './admin-gate.tsx';
import { ManageTabs } from './manage-tabs.tsx';

const useStyles = makeStyles({
  search: { maxWidth: '420px' },
  searchBox: { maxWidth: 'none', width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
  count: { width: '160px' },
});

/** /manage/teams: the organization's teams, with their active members. */
export default function TeamsPage() {
  return (
    <AdminGate>
      <Teams />
    </AdminGate>
  );
}

function Teams() {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const canCreate = useHolds(manageTeams);
  const canAutomate = useHolds(['identityApp', 'configureTeamAutomation']);
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, searchMaxLength);
  const commit = useCallback(
    (next: string) => setParams(next ? { search: next } : {}, { replace: true }),
    [setParams],
  );
  const [text, setText] = useSearchText(search, commit);
  const list = useInfiniteQuery({ ...peopleAdminQueries.teams(search), placeholderData: keepPreviousData });
  const teams = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('teams.name'),
          cell: ({ row }) => <RouterLink to={`/team/${row.original.id}`}>{row.original.name}</RouterLink>,
        }),
        column.accessor('type', {
          header: t('teams.type'),
          cell: ({ row }) => t(`teams.types.${row.original.type}`),
        }),
        column.accessor('activeMemberCount', {
          header: t('teams.activeMembers'),
          meta: { className: styles.count },
        }),
      ]),
    [t, styles],
  );

  return (
    <Page
      title={t('title')}
      width={1080}
      actions={
        canCreate ? (
          <>
            {canAutomate ? (
              <Button icon={<AddRegular />} onClick={() => void navigate('/team/create?automated=true')}>
                {t('teams.createAutomated')}
              </Button>
            ) : null}
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/team/create')}>
              {t('teams.create')}
            </Button>
          </>
        ) : null
      }
    >
      <ManageTabs current="teams" />
      <search aria-label={t('teams.search')}>
        <Field label={t('teams.search')} className={styles.search}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            maxLength={searchMaxLength}
            placeholder={t('teams.searchPlaceholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
      </search>
      <div role="status" className={styles.muted}>
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : null}
      </div>
      {list.isSuccess ? (
        <DataTable
          label={t('teams.tableLabel')}
          columns={columns}
          rows={teams}
          getRowId={(team) => team.id}
          emptyMessage={search ? t('teams.emptySearch', { search }) : t('teams.empty')}
          paging={list}
          busy={list.isFetching}
        />
      ) : null}
    </Page>
  );
}

const column = dataTableColumns<Team>();
