import {
  Avatar,
  Button,
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Team, teamMembersBatchMax } from '#shared/contract/teams';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { peopleAdminQueries, useAddTeamMembers } from '../api/people-admin-queries.ts';
import { searchMaxLength } from '../lib/member-filters.ts';
import { AdminGate, manageTeams } from './admin-gate.tsx';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, flexBasis: '280px' },
  searchBox: { maxWidth: 'none', width: '100%' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  job: { color: tokens.colorNeutralForeground2, marginInlineStart: 'auto' },
  more: { display: 'flex', justifyContent: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  label: { color: tokens.colorNeutralForeground1 },
});

/** /team/batch-add/{id}: find and tick many people, then add them to a manual team at once. */
export default function TeamBatchAddPage() {
  return (
    <AdminGate permission={manageTeams}>
      <Loader />
    </AdminGate>
  );
}

function Loader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people-admin');
  const team = useQuery(peopleAdminQueries.team(id));
  if (team.isPending) return <Spinner label={t('loading')} />;
  if (team.isError) return <Text role="alert">{t('team.notFound')}</Text>;
  return <BatchAdd team={team.data} />;
}

function BatchAdd({ team }: { team: Team }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const add = useAddTeamMembers();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const list = useInfiniteQuery({
    ...peopleAdminQueries.members({
      search,
      status: 'active',
      teamId: null,
      sortKey: 'firstName',
      sortDirection: 'ascending',
    }),
    placeholderData: keepPreviousData,
  });
  // Ticked people stay ticked while the search changes, so a list can be built up search by search.
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const rows = list.data?.pages.flatMap((page) => page.results) ?? [];
  // Which of the shown people are in the team already: one small question per page of the list,
  // however big the team.
  const inTeam = useQueries({
    queries: (list.data?.pages ?? []).map((page) => ({
      ...peopleAdminQueries.membersAmong(
        team.id,
        page.results.map((row) => row.id),
      ),
      enabled: page.results.length > 0,
    })),
  });
  const already = new Set(inTeam.flatMap((query) => query.data ?? []));
  const manual = team.type === 'manual' && team.permissions.includes('manageMembers');

  const toggle = (id: string, name: string) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  const addable = rows.filter((row) => !already.has(row.id));
  const allShown = addable.length > 0 && addable.every((row) => selected.has(row.id));
  const someShown = addable.some((row) => selected.has(row.id));
  const toggleShown = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (already.has(row.id)) continue;
        if (allShown) next.delete(row.id);
        else next.set(row.id, `${row.firstName} ${row.lastName}`);
      }
      return next;
    });

  const submit = async () => {
    const ids = [...selected.keys()];
    try {
      // The server takes at most teamMembersBatchMax ids per call; adding twice changes nothing.
      let count = 0;
      for (let start = 0; start < ids.length; start += teamMembersBatchMax) {
        count += await add.mutateAsync({
          id: team.id,
          memberIds: ids.slice(start, start + teamMembersBatchMax),
        });
      }
      toasts.success(t('team.membersAdded', { count }));
      await navigate(`/team/${team.id}`);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  if (!manual) {
    return (
      <Page title={t('batchAdd.title', { name: team.name })} width={900}>
        <Text>{t('batchAdd.notManual')}</Text>
        <RouterLink to={`/team/${team.id}`}>{t('automation.backToTeam')}</RouterLink>
      </Page>
    );
  }

  return (
    <Page title={t('batchAdd.title', { name: team.name })} width={900}>
      <RouterLink to={`/team/${team.id}`}>{t('automation.backToTeam')}</RouterLink>
      <div className={styles.toolbar}>
        <Field label={t('users.search')} className={styles.search}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            maxLength={searchMaxLength}
            placeholder={t('users.searchPlaceholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Checkbox
          label={t('batchAdd.selectShown')}
          checked={allShown ? true : someShown ? 'mixed' : false}
          disabled={addable.length === 0}
          onChange={toggleShown}
        />
      </div>
      <div role="status" className={styles.muted}>
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : rows.length === 0 ? (
          <Text>{t('users.empty')}</Text>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <ul className={styles.list} aria-label={t('batchAdd.listLabel')} aria-busy={list.isFetching}>
          {rows.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const isMember = already.has(member.id);
            return (
              <li key={member.id} className={styles.row}>
                <Checkbox
                  disabled={isMember}
                  checked={isMember || selected.has(member.id)}
                  onChange={() => toggle(member.id, name)}
                  label={
                    <span className={mergeClasses(styles.actions, styles.label)}>
                      <Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 24) }} size={24} />
                      {name}
                      {isMember ? <Text className={styles.muted}>{t('batchAdd.inTeam')}</Text> : null}
                    </span>
                  }
                />
                <Text className={styles.job}>
                  {member.publicStaffProfile?.jobTitle ?? member.email ?? ''}
                </Text>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          <Button disabledFocusable={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}
      <div className={styles.actions}>
        <SubmitButton
          type="button"
          submitting={add.isPending}
          disabled={selected.size === 0}
          onClick={() => void submit()}
        >
          {t('batchAdd.submit', { count: selected.size })}
        </SubmitButton>
        {selected.size > 0 ? (
          <Button onClick={() => setSelected(new Map())}>{t('users.clearSelection')}</Button>
        ) : null}
        <Button onClick={() => void navigate(`/team/${team.id}`)}>{t('cancel')}</Button>
      </div>
    </Page>
  );
}
