import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** "Users" and "Teams": the two lists of /manage/{users|teams}. */
export function ManageTabs(props: { current: 'users' | 'teams' }) {
  const { t } = useTranslation('people-admin');
  const navigate = useNavigate();
  return (
    <TabList
      aria-label={t('tabs.label')}
      selectedValue={props.current}
      onTabSelect={(_, data) => void navigate(`/manage/${String(data.value)}`)}
    >
      <Tab value="users">{t('tabs.users')}</Tab>
      <Tab value="teams">{t('tabs.teams')}</Tab>
    </TabList>
  );
}
