import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AwardType, MyNomination } from '#shared/contract/award';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries } from '../api/award-queries.ts';
import { canNominate, fullName } from '../model/award-display.ts';
import { SendNominationDialog } from './send-nomination-dialog.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * "Awards & nominations" for a nomination sender who does not manage awards (issue 31): the
 * rounds open to them with "Nominate", and their own nominations with where each stands. It asks
 * only what a nominator may read (their types, their nominations), never the admin's list.
 */
export function NominatorView() {
  const { t } = useTranslation('award');
  const navigate = useNavigate();
  const canCreate = useHoldsAny([['awardApp', 'createAwardType']]);
  return (
    <Page
      title={t('admin.title')}
      actions={
        canCreate ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => void navigate('/awards/configure')}
          >
            {t('admin.create')}
          </Button>
        ) : null
      }
    >
      <OpenRounds />
      <MyNominations />
    </Page>
  );
}

/** A list's loading, error and empty states; `children` draws the rows (and pages on) once there are some. */
function ListState(props: {
  query: UseInfiniteQueryResult<unknown>;
  count: number;
  error: string;
  empty: string;
  children: ReactNode;
}) {
  const { query, count, error, empty, children } = props;
  const { t } = useTranslation('award');
  const styles = useStyles();
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError && count === 0)
    return (
      <ErrorBar announce={false} title={error}>
        <Button appearance="transparent" onClick={() => void query.refetch()}>
          {t('nominator.retry')}
        </Button>
      </ErrorBar>
    );
  if (count === 0) return <Text className={styles.muted}>{empty}</Text>;
  return children;
}

const roundColumn = dataTableColumns<AwardType>();
const mineColumn = dataTableColumns<MyNomination>();

function OpenRounds() {
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const rounds = useInfiniteQuery(awardQueries.myTypes(true));
  const types = useMemo(() => rounds.data?.pages.flatMap((page) => page.results) ?? [], [rounds.data]);
  const [nominating, setNominating] = useState<AwardType | null>(null);
  const columns = useMemo(() => {
    const used = (type: AwardType) => {
      const total = type.ownNominees?.total ?? 0;
      return type.maxNominations === null
        ? t('nominator.used', { count: total })
        : t('nominator.usedOf', { count: total, max: type.maxNominations });
    };
    return roundColumn.columns([
      roundColumn.display({
        id: 'award',
        header: () => t('nominator.columns.award'),
        cell: ({ row: { original: type } }) => (
          <>
            <Text weight="semibold">{type.name}</Text>
            {type.description ? (
              <>
                <br />
                <Text size={200} className={styles.muted}>
                  {type.description}
                </Text>
              </>
            ) : null}
          </>
        ),
      }),
      roundColumn.display({
        id: 'closes',
        header: () => t('nominator.columns.closes'),
        cell: ({ row: { original: type } }) =>
          type.nominationEndAt ? dates.dateTime(type.nominationEndAt) : t('nominator.noEnd'),
      }),
      roundColumn.display({
        id: 'yours',
        header: () => t('nominator.columns.yours'),
        cell: ({ row: { original: type } }) => used(type),
      }),
      roundColumn.display({
        id: 'action',
        header: () => t('nominator.columns.action'),
        cell: ({ row: { original: type } }) =>
          canNominate(type) ? (
            <Button
              appearance="primary"
              aria-label={t('member.nominate', { name: type.name })}
              onClick={() => setNominating(type)}
            >
              {t('nominator.nominate')}
            </Button>
          ) : (
            <Text className={styles.muted}>{t('member.maxReached')}</Text>
          ),
      }),
    ]);
  }, [t, dates, styles]);
  return (
    <section className={styles.section} aria-labelledby="nominator-open-heading">
      <div className={styles.heading}>
        <Subtitle2 as="h2" id="nominator-open-heading">
          {t('nominator.openTitle')}
        </Subtitle2>
        <Text className={styles.muted}>{t('nominator.openHint')}</Text>
      </div>
      <ListState
        query={rounds}
        count={types.length}
        error={t('nominator.openError')}
        empty={t('nominator.openEmpty')}
      >
        <DataTable
          label={t('nominator.openTitle')}
          columns={columns}
          rows={types}
          getRowId={(type) => type.id}
          emptyMessage={t('nominator.openEmpty')}
          paging={rounds}
        />
      </ListState>
      <SendNominationDialog type={nominating} onClose={() => setNominating(null)} />
    </section>
  );
}

const statusKey: Record<MyNomination['status'], string> = {
  open: 'nominator.status.open',
  inReview: 'nominator.status.inReview',
  won: 'nominator.status.won',
  notSelected: 'nominator.status.notSelected',
};

function MyNominations() {
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const list = useInfiniteQuery(awardQueries.myNominations());
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(
    () =>
      mineColumn.columns([
        mineColumn.display({
          id: 'nominee',
          header: () => t('nominator.columns.nominee'),
          cell: (info) => fullName(info.row.original.nominee),
        }),
        mineColumn.display({
          id: 'award',
          header: () => t('nominator.columns.award'),
          cell: (info) => info.row.original.awardType.name,
        }),
        mineColumn.display({
          id: 'nominatedAt',
          header: () => t('nominator.columns.nominatedAt'),
          cell: (info) => dates.date(info.row.original.createdAt),
        }),
        mineColumn.display({
          id: 'status',
          header: () => t('nominator.columns.status'),
          cell: (info) => t(statusKey[info.row.original.status]),
        }),
      ]),
    [t, dates],
  );
  return (
    <section className={styles.section} aria-labelledby="nominator-mine-heading">
      <Subtitle2 as="h2" id="nominator-mine-heading">
        {t('nominator.mineTitle')}
      </Subtitle2>
      <ListState
        query={list}
        count={items.length}
        error={t('nominator.mineError')}
        empty={t('nominator.mineEmpty')}
      >
        <DataTable
          label={t('nominator.mineTitle')}
          columns={columns}
          rows={items}
          getRowId={(item) => item.id}
          emptyMessage={t('nominator.mineEmpty')}
          paging={list}
        />
      </ListState>
    </section>
  );
}
