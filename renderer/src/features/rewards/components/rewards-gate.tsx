import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHoldsAll } from '../../../lib/session/use-permissions.ts';

/** Member pages need rewardsApp redeem and pointsApp redeemPoints (000 §2 Rewards). */
const redeem: PermissionRef[] = [
  ['rewardsApp', 'redeem'],
  ['pointsApp', 'redeemPoints'],
];
const history: PermissionRef[] = [['rewardsApp', 'viewRedemptionHistory']];
const admin: PermissionRef[] = [['rewardsApp', 'admin']];
const tangoAdmin: PermissionRef[] = [
  ['rewardsApp', 'admin'],
  ['rewardsApp', 'createTangoProvider'],
];

const gates = { redeem, history, admin, tangoAdmin };

/** Renders the page once the member's permissions are known and include what it needs. */
export function RewardsGate(props: { needs: keyof typeof gates; children: ReactNode }) {
  const apps = useApps();
  const allowed = useHoldsAll(gates[props.needs]);
  const { t } = useTranslation('rewards');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
