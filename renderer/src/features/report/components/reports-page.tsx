import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { ReportList } from './report-list.tsx';

/** /reports/all: "Analytics", every report the member may view. */
export function ReportsPage() {
  const { t } = useTranslation('report');
  return (
    <Page title={t('title')}>
      <Body1>{t('intro')}</Body1>
      <ReportList />
    </Page>
  );
}
