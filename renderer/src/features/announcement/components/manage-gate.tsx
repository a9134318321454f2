import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';

/** Writing, scheduling and following up announcements (000 §6). */
export const manageAnnouncements: PermissionRef = ['announcementApp', 'manage'];

/** Renders the page once the member's permissions are known and include announcement manage. */
export function ManageGate(props: { children: ReactNode }) {
  const apps = useApps();
  const allowed = useHolds(manageAnnouncements);
  const { t } = useTranslation('announcement');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
