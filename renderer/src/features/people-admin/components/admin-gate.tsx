import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';

/** Users and teams pages are for members holding identityApp browse (000 §2 admin items). */
export const browseMembers: PermissionRef = ['identityApp', 'browse'];
/** Creating, editing, deleting teams and changing their members. */
export const manageTeams: PermissionRef = ['identityApp', 'createTeam'];

/** Renders the page once the member's permissions are known and include `permission`. */
export function AdminGate(props: { permission?: PermissionRef; children: ReactNode }) {
  const apps = useApps();
  const allowed = useHolds(props.permission ?? browseMembers);
  const { t } = useTranslation('people-admin');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
