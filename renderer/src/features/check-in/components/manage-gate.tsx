import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';

/** Renders the page once the member's permissions are known and include checkInApp manage. */
export function ManageGate(props: { children: ReactNode }) {
  const apps = useApps();
  const allowed = useHolds(['checkInApp', 'manage']);
  const { t } = useTranslation('check-in');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
