import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHoldsAll } from '../../../lib/session/use-permissions.ts';

/** Every points admin page needs pointsApp viewPointsConfiguration (000 §2, admin menu). */
const configuration: PermissionRef[] = [['pointsApp', 'viewPointsConfiguration']];
const gates = {
  configuration,
  /** Transactions and a member's balances: reading them needs viewTransactions as well. */
  transactions: [...configuration, ['pointsApp', 'viewTransactions']] as PermissionRef[],
  /** Point banks are managed with createBudgetItem (the server's rule). */
  banks: [...configuration, ['pointsApp', 'createBudgetItem']] as PermissionRef[],
};

/** Renders the page once the member's permissions are known and include what it needs. */
export function PointsGate(props: { needs: keyof typeof gates; children: ReactNode }) {
  const apps = useApps();
  const allowed = useHoldsAll(gates[props.needs]);
  const { t } = useTranslation('points');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
