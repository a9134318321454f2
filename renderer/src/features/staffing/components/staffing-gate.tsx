import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';

/** HR records pages are for members holding identityApp browse (000 §2 admin items). */
export const browseRecords: PermissionRef = ['identityApp', 'browse'];
/** Importing records (and inviting the people an import made). */
export const importRecords: PermissionRef = ['identityApp', 'importStaffRecords'];
export const exportRecordsPermission: PermissionRef = ['identityApp', 'exportStaffRecords'];
/** Editing a record by hand changes its segments. */
export const editRecords: PermissionRef = ['identityApp', 'editSegments'];

/** Renders the page once the member's permissions are known and include `permission`. */
export function StaffingGate(props: { permission?: PermissionRef; children: ReactNode }) {
  const apps = useApps();
  const allowed = useHolds(props.permission ?? browseRecords);
  const { t } = useTranslation('staffing');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
