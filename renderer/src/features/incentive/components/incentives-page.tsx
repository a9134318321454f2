import { Badge, Button, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incentive, IncentiveClaim, IncentiveClaimStatus } from '#shared/contract/incentive';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { incentiveQueries, useDecide } from '../api/incentive-queries.ts';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { IncentiveSummary } from './incentive-summary.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingInlineStart: '20px',
  },
});

const statusColor: Record<IncentiveClaimStatus, 'warning' | 'success' | 'danger' | 'informative'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'informative',
};

export function ClaimStatusBadge(props: { status: IncentiveClaimStatus }) {
  const { t } = useTranslation('incentive');
  return (
    <Badge appearance="tint" color={statusColor[props.status]}>
      {t(`claimStatus.${props.status}`)}
    </Badge>
  );
}

const column = dataTableColumns<IncentiveClaim>();

/** /incentives: the incentives open to the member, their claims, and the claims they review. */
export function IncentivesPage() {
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const open = useQuery(incentiveQueries.my());
  const [claiming, setClaiming] = useState<Incentive | null>(null);
  const managesAny = useHoldsAny([
    ['incentiveApp', 'manage'],
    ['incentiveApp', 'review'],
    ['incentiveApp', 'createIncentive'],
  ]);
  return (
    <Page
      title={t('title')}
      actions={managesAny ? <RouterLink to="/incentives/manage">{t('manageLink')}</RouterLink> : undefined}
    >
      <section className={styles.section} aria-labelledby="incentives-open">
        <Subtitle1 as="h2" id="incentives-open">
          {t('open.heading')}
        </Subtitle1>
        {open.isPending ? (
          <Spinner label={t('loading')} />
        ) : open.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : open.data.results.length === 0 ? (
          <Text>{t('open.empty')}</Text>
        ) : (
          <div className={styles.grid}>
            {open.data.results.map((incentive) => (
              <IncentiveSummary
                key={incentive.id}
                incentive={incentive}
                actions={
                  incentive.canClaim ? (
                    <Button
                      appearance="primary"
                      aria-label={t('open.claimFor', { name: incentive.name })}
                      onClick={() => setClaiming(incentive)}
                    >
                      {t('open.claim')}
                    </Button>
                  ) : incentive.ownClaimCount > 0 ? (
                    <Badge appearance="outline">{t('open.claimed')}</Badge>
                  ) : null
                }
              />
            ))}
          </div>
        )}
      </section>
      <ToReview />
      <MyClaims />
      {claiming ? <ClaimDialog incentive={claiming} onClose={() => setClaiming(null)} /> : null}
    </Page>
  );
}

/** Incentives with claims the member decides (a manager's reports' claims), linked to review. */
function ToReview() {
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const list = useQuery(incentiveQueries.list(1));
  const waiting = (list.data?.results ?? []).filter((incentive) => incentive.pendingCount > 0);
  if (waiting.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="incentives-review">
      <Subtitle1 as="h2" id="incentives-review">
        {t('review.heading')}
      </Subtitle1>
      <ul className={styles.list}>
        {waiting.map((incentive) => (
          <li key={incentive.id}>
            <RouterLink to={`/incentives/manage/${incentive.id}/pending`}>
              {t('review.link', { name: incentive.name, count: incentive.pendingCount })}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyClaims() {
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const dates = useDates();
  const toasts = useToasts();
  const claims = useQuery(incentiveQueries.myClaims());
  const decide = useDecide();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('incentiveName', { header: () => t('mine.incentive') }),
        column.accessor('createdAt', {
          header: () => t('mine.claimedAt'),
          cell: (info) => dates.dateTime(info.getValue()),
        }),
        column.accessor('status', {
          header: () => t('mine.status'),
          cell: (info) => <ClaimStatusBadge status={info.getValue()} />,
        }),
        column.accessor('amount', {
          header: () => t('mine.points'),
          cell: (info) =>
            info.row.original.status === 'approved' ? t('points', { count: info.getValue() }) : '',
        }),
        column.accessor('reason', { header: () => t('mine.reason'), cell: (info) => info.getValue() ?? '' }),
        column.display({
          id: 'actions',
          header: () => t('mine.actions'),
          cell: (info) =>
            info.row.original.status === 'pending' ? (
              <Button
                size="small"
                aria-label={t('mine.withdrawFor', { name: info.row.original.incentiveName })}
                onClick={async () => {
                  try {
                    await decide.mutateAsync({ id: info.row.original.id, decision: 'withdraw' });
                    toasts.success(t('mine.withdrawn'));
                  } catch (error) {
                    toasts.error(incentiveErrorMessage(error, t));
                  }
                }}
              >
                {t('mine.withdraw')}
              </Button>
            ) : null,
        }),
      ]),
    [t, dates, decide, toasts],
  );
  return (
    <section className={styles.section} aria-labelledby="incentives-mine">
      <Subtitle1 as="h2" id="incentives-mine">
        {t('mine.heading')}
      </Subtitle1>
      {claims.isPending ? (
        <Spinner label={t('loading')} />
      ) : claims.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={t('mine.heading')}
          columns={columns}
          rows={claims.data.results}
          getRowId={(row) => row.id}
          emptyMessage={t('mine.empty')}
          busy={claims.isFetching}
        />
      )}
    </section>
  );
}
