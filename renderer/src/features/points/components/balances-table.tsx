import { Field, SearchBox, Spinner, Text } from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberBalance } from '#shared/contract/points';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { pointsQueries } from '../api/points-queries.ts';
import { useNumbers } from '../model/use-numbers.ts';

const column = dataTableColumns<MemberBalance>();

/** Every member's balances, most redeemable first; a name opens the member's reporting page. */
export function BalancesTable() {
  const { t } = useTranslation('points');
  const numbers = useNumbers();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 250);
  const balances = useInfiniteQuery(pointsQueries.balances(debounced));
  const rows = useMemo(() => balances.data?.pages.flatMap((page) => page.results) ?? [], [balances.data]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('member', {
          header: () => t('balances.member'),
          cell: (info) => (
            <RouterLink to={`/points/reporting/${info.getValue().id}`}>
              {`${info.getValue().firstName} ${info.getValue().lastName}`}
            </RouterLink>
          ),
        }),
        column.accessor('redeemable', {
          header: () => t('balances.redeemable'),
          cell: (info) => numbers.points(info.getValue()),
        }),
        column.accessor('allocation', {
          header: () => t('balances.allocation'),
          cell: (info) => numbers.points(info.getValue()),
        }),
        column.accessor('allTimeReceived', {
          header: () => t('balances.allTimeReceived'),
          cell: (info) => numbers.points(info.getValue()),
        }),
      ]),
    [t, numbers],
  );
  return (
    <>
      <Field label={t('balances.search')}>
        <SearchBox value={search} onChange={(_, data) => setSearch(data.value)} />
      </Field>
      {balances.isPending ? (
        <Spinner label={t('loading')} />
      ) : balances.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={t('balances.label')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.member.id}
          emptyMessage={t('balances.empty')}
          paging={balances}
          busy={balances.isFetching && !balances.isFetchingNextPage}
        />
      )}
    </>
  );
}
