import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page.tsx';
import { SourcesTable } from './sources-table.tsx';

/** /points/allocation: every source points come from, with its amount and reset frequency. */
export function AllocationPage() {
  const { t } = useTranslation('points');
  return (
    <AdminPage allocationView>
      <Body1>{t('allocation.intro')}</Body1>
      <SourcesTable label={t('allocation.tableLabel')} />
    </AdminPage>
  );
}
