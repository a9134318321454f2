import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The admin's Rewards pages: stores (setup) and orders (reporting). */
export function AdminTabs() {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <TabList
      selectedValue={pathname.startsWith('/rewards/reporting') ? 'reporting' : 'setup'}
      onTabSelect={(_, data) => void navigate(`/rewards/${String(data.value)}`)}
    >
      <Tab value="setup">{t('admin.setupTab')}</Tab>
      <Tab value="reporting">{t('admin.reportingTab')}</Tab>
    </TabList>
  );
}
