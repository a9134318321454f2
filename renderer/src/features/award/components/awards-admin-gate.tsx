import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHoldsAny } from '../../../lib/session/use-permissions.ts';

/** The admin award pages follow the menu's gate (000 §2): award manage or nomination sender. */
export function AwardsAdminGate(props: { children: ReactNode }) {
  const apps = useApps();
  const allowed = useHoldsAny([
    ['awardApp', 'manage'],
    ['awardApp', 'nominationSender'],
    ['awardApp', 'createAwardType'],
  ]);
  const { t } = useTranslation('award');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}
