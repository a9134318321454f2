import { Subtitle2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page.tsx';
import { BalancesTable } from './balances-table.tsx';
import { RedeemableSummary } from './redeemable-summary.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** /points/reporting: redeemable totals and every member's balances, then the ledger's transactions. */
export function ReportingPage() {
  const { t } = useTranslation('points');
  return (
    <AdminPage needs="transactions">
      <Subtitle2 as="h2">{t('redeemable.heading')}</Subtitle2>
      <RedeemableSummary />
      <BalancesTable />
      <Subtitle2 as="h2">{t('transactions.heading')}</Subtitle2>
      <TransactionsTable label={t('transactions.label')} />
    </AdminPage>
  );
}
