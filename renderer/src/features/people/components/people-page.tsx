import { Button, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { TeamFilter } from '../../../components/team-filter.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { peopleQueries } from '../api/people-queries.ts';
import { readDirectoryParams, searchMaxLength, withDirectoryParams } from '../directory-params.ts';
import { MemberCard } from './member-card.tsx';
import { SegmentFilter } from './segment-filter.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 2, flexBasis: '280px' },
  // Fluent caps a search box's width; here it fills its field.
  searchBox: { maxWidth: 'none', width: '100%' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  more: { display: 'flex', justifyContent: 'center' },
});

/** /user-directory ("People"): find a colleague by name, team or segment and open their profile. */
export default function PeoplePage() {
  const { t } = useTranslation('people');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const directory = readDirectoryParams(params);
  const { search, teamId, segmentKind, segmentValue } = directory;
  const filtered = !!teamId || !!segmentValue;

  // The field shows what is typed at once; the URL (and so the list) follows 250 ms after typing
  // stops, replacing the entry so back leaves the page instead of stepping through keystrokes.
  const [text, setText] = useState(search);
  const typed = useDebounced(text, 250);
  const written = useRef(search);
  useEffect(() => {
    const next = typed.trim();
    if (next === written.current) return;
    written.current = next;
    setParams((current) => withDirectoryParams(current, { search: next }), { replace: true });
  }, [typed, setParams]);
  // Back, forward or a link changed the URL: the field shows its search.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  const list = useInfiniteQuery({
    ...peopleQueries.directory(directory),
    placeholderData: keepPreviousData,
  });
  const members = list.data?.pages.flatMap((page) => page.results) ?? [];
  const emptyText = search
    ? teamId && !segmentValue
      ? t('empty.teamSearch', { search })
      : filtered
        ? t('empty.filteredSearch', { search })
        : t('empty.search', { search })
    : teamId && !segmentValue
      ? t('empty.team')
      : filtered
        ? t('empty.filtered')
        : t('empty.everyone');

  return (
    <Page title={t('title')} width={1080}>
      <search className={styles.filters} aria-label={t('filters')}>
        <Field label={t('search.label')} className={styles.search}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            maxLength={searchMaxLength}
            placeholder={t('search.placeholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <TeamFilter
          value={teamId}
          onChange={(next) => setParams((current) => withDirectoryParams(current, { teamId: next }))}
        />
        <SegmentFilter
          kind={segmentKind}
          value={segmentValue}
          onKindChange={(next) => setParams((current) => withDirectoryParams(current, { segmentKind: next }))}
          onValueChange={(next) =>
            setParams((current) => withDirectoryParams(current, { segmentValue: next }))
          }
        />
      </search>
      <div role="status">
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : members.length === 0 ? (
          <Text>{emptyText}</Text>
        ) : null}
      </div>
      {members.length > 0 ? (
        <ul className={styles.list} aria-label={t('results')} aria-busy={list.isFetching}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
