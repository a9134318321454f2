import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ManageTab = 'users' | 'teams' | 'quick-teams' | 'roles';

/** The lists of /manage/{users|teams|quick-teams|roles}. */
export function ManageTabs(props: { current: ManageTab }) {
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
      <Tab value="quick-teams">{t('tabs.quickTeams')}</Tab>
      <Tab value="roles">{t('tabs.roles')}</Tab>
    </TabList>
  );
}
