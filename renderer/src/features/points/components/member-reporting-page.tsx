import { Button, Card, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { pointsQueries } from '../api/points-queries.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AdjustDialog, type AdjustKind } from './adjust-dialog.tsx';
import { PointsGate } from './points-gate.tsx';
import { TransactionsTable } from './transactions-table.tsx';

const useStyles = makeStyles({
  figures: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', margin: 0 },
  figure: { display: 'flex', flexDirection: 'column' },
  value: { marginInlineStart: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const adjustments: AdjustKind[] = [
  { account: 'redeemable', direction: 'add' },
  { account: 'redeemable', direction: 'remove' },
  { account: 'allocation', direction: 'add' },
  { account: 'allocation', direction: 'remove' },
];

/** /points/reporting/{id}: one member's balances and transactions, and adjusting their points. */
export function MemberReportingPage() {
  return (
    <PointsGate needs="transactions">
      <MemberReporting />
    </PointsGate>
  );
}

function MemberReporting() {
  const { id = '' } = useParams();
  const { t } = useTranslation('points');
  const styles = useStyles();
  const numbers = useNumbers();
  const report = useQuery(pointsQueries.memberReport(id));
  const canAdjust = useHolds(['pointsApp', 'editBudgetSettings']);
  const [adjusting, setAdjusting] = useState<AdjustKind | null>(null);
  if (report.isPending) return <Spinner label={t('loading')} />;
  if (report.isError) {
    return (
      <Page title={t('member.notFoundTitle')} width={600}>
        <Text role="alert">{t('member.notFound')}</Text>
        <RouterLink to="/points/reporting">{t('member.back')}</RouterLink>
      </Page>
    );
  }
  const { member } = report.data;
  const name = `${member.firstName} ${member.lastName}`;
  const figures = [
    { key: 'redeemable', value: report.data.redeemable },
    { key: 'allocation', value: report.data.allocation },
    { key: 'allTimeReceived', value: report.data.allTimeReceived },
    { key: 'given', value: report.data.given },
    { key: 'redeemed', value: report.data.redeemed },
  ] as const;
  return (
    <Page title={t('member.title', { name })} width={1440}>
      <RouterLink to="/points/reporting">{t('member.back')}</RouterLink>
      <Card>
        <Subtitle2 as="h2">{t('member.balances')}</Subtitle2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure}>
              <dt>{t(`member.figures.${figure.key}`)}</dt>
              <dd className={styles.value}>{numbers.points(figure.value)}</dd>
            </div>
          ))}
        </dl>
        {canAdjust ? (
          <div className={styles.actions}>
            {adjustments.map((kind) => (
              <Button
                key={`${kind.direction}-${kind.account}`}
                appearance={kind.direction === 'add' ? 'primary' : 'secondary'}
                onClick={() => setAdjusting(kind)}
              >
                {t(`adjust.buttons.${kind.direction}.${kind.account}`)}
              </Button>
            ))}
          </div>
        ) : null}
      </Card>
      <Subtitle2 as="h2">{t('transactions.heading')}</Subtitle2>
      <TransactionsTable memberId={member.id} label={t('member.transactionsLabel', { name })} />
      <AdjustDialog
        memberId={member.id}
        memberName={name}
        kind={adjusting}
        onClose={() => setAdjusting(null)}
      />
    </Page>
  );
}
