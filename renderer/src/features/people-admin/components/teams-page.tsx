import {
  Button,
  Field,
  makeStyles,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { peopleAdminQueries } from '../api/people-admin-queries.ts';
import { searchMaxLength } from '../lib/member-filters.ts';
import { useSearchText } from '../lib/use-search-text.ts';
import { AdminGate, manageTeams } from './admin-gate.tsx';
import { ManageTabs } from './manage-tabs.tsx';

const useStyles = makeStyles({
  search: { maxWidth: '420px' },
  searchBox: { maxWidth: 'none', width: '100%' },
  scroll: { overflowX: 'auto' },
  more: { display: 'flex', justifyContent: 'center' },
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
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, searchMaxLength);
  const commit = useCallback(
    (next: string) => setParams(next ? { search: next } : {}, { replace: true }),
    [setParams],
  );
  const [text, setText] = useSearchText(search, commit);
  const list = useInfiniteQuery({ ...peopleAdminQueries.teams(search), placeholderData: keepPreviousData });
  const teams = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Page
      title={t('title')}
      width={1080}
      actions={
        canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/team/create')}>
            {t('teams.create')}
          </Button>
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
        ) : teams.length === 0 ? (
          <Text>{search ? t('teams.emptySearch', { search }) : t('teams.empty')}</Text>
        ) : null}
      </div>
      {teams.length > 0 ? (
        <div className={styles.scroll}>
          <Table aria-label={t('teams.tableLabel')} aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('teams.name')}</TableHeaderCell>
                <TableHeaderCell>{t('teams.type')}</TableHeaderCell>
                <TableHeaderCell className={styles.count}>{t('teams.activeMembers')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {teams.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>
                    <RouterLink to={`/team/${team.id}`}>{team.name}</RouterLink>
                  </TableCell>
                  <TableCell>{t(`teams.types.${team.type}`)}</TableCell>
                  <TableCell>{team.activeMemberCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          <Button disabledFocusable={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
