import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHolds, useHoldsAny } from '../../../lib/session/use-permissions.ts';

/** Browsing the hub (000 §2 "Resource hub"); managing it (docs/resource.md). */
export const browseResources: PermissionRef = ['resourceApp', 'browse'];
export const manageResources: PermissionRef = ['resourceApp', 'manage'];

/** The page once permissions are known, for members who may browse (or manage) the hub. */
export function ResourceGate(props: { children: ReactNode }) {
  const apps = useApps();
  const allowed = useHoldsAny([browseResources, manageResources]);
  const { t } = useTranslation('resource');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}

export const useCanManageResources = () => useHolds(manageResources);
