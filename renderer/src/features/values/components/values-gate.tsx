import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import type { PermissionRef } from '../../../lib/session/permissions.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';

/** Every values page needs recognitionApp createValue (000 §2, Platform set up). */
export const createValue: PermissionRef = ['recognitionApp', 'createValue'];

/** Renders the page once the member's permissions are known and include createValue. */
export function ValuesGate(props: { children: ReactNode }) {
  const apps = useApps();
  const allowed = useHolds(createValue);
  const { t } = useTranslation('values');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
