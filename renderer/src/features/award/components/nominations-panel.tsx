import { Avatar, Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss20Regular, Trophy20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardType, Nomination } from '#shared/contract/award';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { messageText } from '../../../components/message-html.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { awardQueries, exportNominations, useWinner } from '../api/award-queries.ts';
import { fullName } from '../model/award-display.ts';
import { awardErrorMessage } from '../model/award-errors.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  winners: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  winner: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  reason: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const column = dataTableColumns<Nomination>();

/**
 * A round's winners (added from the nominations, removed until finalized) and every nomination
 * with its reason, exportable as CSV.
 */
export function NominationsPanel(props: { type: AwardType }) {
  const { type } = props;
  const { t } = useTranslation('award');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const winners = useQuery(awardQueries.winners(type.id));
  const nominations = useInfiniteQuery(awardQueries.nominations(type.id));
  const winner = useWinner(type.id);
  const [exporting, setExporting] = useState(false);
  const finalized = type.nominationStatus === 'finalized';
  const winnerIds = new Set(winners.data?.map((row) => row.id));
  const rows = useMemo(
    () => nominations.data?.pages.flatMap((page) => page.results) ?? [],
    [nominations.data],
  );

  const toggle = (memberId: string, add: boolean) =>
    winner
      .mutateAsync({ memberId, add })
      .then(() => toasts.success(add ? t('view.winnerAdded') : t('view.winnerRemoved')))
      .catch((error: unknown) => toasts.error(awardErrorMessage(error, t)));

  // Rebuilt on every render: the winner cell reads the winners and whether a change is under way.
  const columns = column.columns([
    column.display({
      id: 'nominee',
      header: () => t('view.nominee'),
      cell: (info) => fullName(info.row.original.nominee),
    }),
    column.display({
      id: 'nominator',
      header: () => t('view.nominator'),
      cell: (info) => fullName(info.row.original.nominator),
    }),
    column.display({
      id: 'reason',
      header: () => t('view.reason'),
      meta: { className: styles.reason },
      cell: (info) => messageText(info.row.original.message),
    }),
    column.display({
      id: 'date',
      header: () => t('view.date'),
      cell: (info) => dates.dateTime(info.row.original.createdAt),
    }),
    column.display({
      id: 'winner',
      header: () => <span className={styles.muted}>{t('view.winners')}</span>,
      cell: ({ row: { original: row } }) =>
        finalized || winnerIds.has(row.nominee.id) ? null : (
          <Button
            size="small"
            icon={<Trophy20Regular />}
            aria-label={t('view.addWinnerNamed', { name: fullName(row.nominee) })}
            disabled={winner.isPending}
            onClick={() => void toggle(row.nominee.id, true)}
          >
            {t('view.addWinner')}
          </Button>
        ),
    }),
  ]);

  const download = async () => {
    setExporting(true);
    try {
      const blob = await exportNominations(type.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${type.name.replace(/[^\w-]+/g, '-')}-nominations.csv`;
      link.click();
      URL.revokeObjectURL(url);
      toasts.success(t('view.exported'));
    } catch (error) {
      toasts.error(awardErrorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="award-winners-heading">
        <Subtitle2 as="h2" id="award-winners-heading">
          {t('view.winners')}
        </Subtitle2>
        {winners.isPending ? (
          <Spinner label={t('loading')} />
        ) : (winners.data?.length ?? 0) === 0 ? (
          <Text className={styles.muted}>{t('view.noWinners')}</Text>
        ) : (
          <ul className={styles.winners} aria-label={t('view.winners')}>
            {winners.data?.map((row) => {
              const name = fullName(row);
              return (
                <li key={row.id} className={styles.winner}>
                  <Avatar
                    name={name}
                    image={row.avatarUrls ? { src: avatarUrl(row.avatarUrls, 32) } : undefined}
                    color="colorful"
                    aria-hidden
                  />
                  <Text weight="semibold">{name}</Text>
                  {row.awardId ? <Trophy20Regular aria-hidden /> : null}
                  {finalized ? null : (
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<Dismiss20Regular />}
                      aria-label={t('view.removeWinner', { name })}
                      disabled={winner.isPending}
                      onClick={() => void toggle(row.id, false)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="award-nominations-heading">
        <div className={styles.header}>
          <Subtitle2 as="h2" id="award-nominations-heading">
            {t('view.nominations')}
          </Subtitle2>
          <Button icon={<ArrowDownload20Regular />} onClick={() => void download()} disabled={exporting}>
            {t('view.export')}
          </Button>
        </div>
        {nominations.isPending ? (
          <Spinner label={t('loading')} />
        ) : rows.length === 0 ? (
          <Text className={styles.muted}>{t('view.noNominationsYet')}</Text>
        ) : (
          <DataTable
            label={t('view.nominations')}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            emptyMessage={t('view.noNominationsYet')}
            paging={nominations}
          />
        )}
      </section>
    </>
  );
}
