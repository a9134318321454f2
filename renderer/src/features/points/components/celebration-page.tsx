import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { celebrationSources } from '../model/sources.ts';
import { AdminPage } from './admin-page.tsx';
import { SourcesTable } from './sources-table.tsx';

/** /points/celebration: points given on birthdays, work anniversaries, onboarding and welcome. */
export function CelebrationPage() {
  const { t } = useTranslation('points');
  return (
    <AdminPage allocationView>
      <Body1>{t('celebration.intro')}</Body1>
      <SourcesTable only={celebrationSources} label={t('celebration.tableLabel')} />
    </AdminPage>
  );
}
