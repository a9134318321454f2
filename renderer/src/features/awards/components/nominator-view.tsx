import {
  Button,
  makeStyles,
  Spinner,
  Subtitle2,
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
import { type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AwardType, MyNomination } from '#shared/contract/award';
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
  const { t } = useTranslation('awards');
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

/** A list's loading, error and empty states; `children` draws the rows once there are some. */
function ListState(props: {
  query: UseInfiniteQueryResult<unknown>;
  count: number;
  error: string;
  empty: string;
  children: ReactNode;
}) {
  const { query, count, error, empty, children } = props;
  const { t } = useTranslation('awards');
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
  return (
    <>
      {children}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('member.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

function OpenRounds() {
  const { t } = useTranslation('awards');
  const dates = useDates();
  const styles = useStyles();
  const rounds = useInfiniteQuery(awardQueries.myTypes(true));
  const types = rounds.data?.pages.flatMap((page) => page.results) ?? [];
  const [nominating, setNominating] = useState<AwardType | null>(null);
  const used = (type: AwardType) => {
    const total = type.ownNominees?.total ?? 0;
    return type.maxNominations === null
      ? t('nominator.used', { count: total })
      : t('nominator.usedOf', { count: total, max: type.maxNominations });
  };
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
        <Table aria-labelledby="nominator-open-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('nominator.columns.award')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.closes')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.yours')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.action')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {types.map((type) => (
              <TableRow key={type.id}>
                <TableCell>
                  <Text weight="semibold">{type.name}</Text>
                  {type.description ? (
                    <>
                      <br />
                      <Text size={200} className={styles.muted}>
                        {type.description}
                      </Text>
                    </>
                  ) : null}
                </TableCell>
                <TableCell>
                  {type.nominationEndAt ? dates.dateTime(type.nominationEndAt) : t('nominator.noEnd')}
                </TableCell>
                <TableCell>{used(type)}</TableCell>
                <TableCell>
                  {canNominate(type) ? (
                    <Button
                      appearance="primary"
                      aria-label={t('member.nominate', { name: type.name })}
                      onClick={() => setNominating(type)}
                    >
                      {t('nominator.nominate')}
                    </Button>
                  ) : (
                    <Text className={styles.muted}>{t('member.maxReached')}</Text>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
  const { t } = useTranslation('awards');
  const dates = useDates();
  const styles = useStyles();
  const list = useInfiniteQuery(awardQueries.myNominations());
  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
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
        <Table aria-labelledby="nominator-mine-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('nominator.columns.nominee')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.award')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.nominatedAt')}</TableHeaderCell>
              <TableHeaderCell>{t('nominator.columns.status')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{fullName(item.nominee)}</TableCell>
                <TableCell>{item.awardType.name}</TableCell>
                <TableCell>{dates.date(item.createdAt)}</TableCell>
                <TableCell>{t(statusKey[item.status])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListState>
    </section>
  );
}
