import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export const adminTabs = ['preferences', 'allocation', 'reporting', 'liabilities'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The tab a points path belongs to: the bank, celebration and peer pages are part of allocation. */
export function tabOf(pathname: string): AdminTab {
  const segment = pathname.split('/')[2] ?? '';
  return (adminTabs as readonly string[]).includes(segment) ? (segment as AdminTab) : 'allocation';
}

/** The points admin tabs (000 §2): preferences, allocation, reporting, liabilities. */
// On a phone the tabs wrap onto a second line instead of widening the page past the screen.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

export function AdminTabs() {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const styles = useStyles();
  return (
    <TabList
      className={styles.tabs}
      aria-label={t('tabs.label')}
      selectedValue={tabOf(pathname)}
      onTabSelect={(_, data) => void navigate(`/points/${String(data.value)}`)}
    >
      {adminTabs.map((tab) => (
        <Tab key={tab} value={tab}>
          {t(`tabs.${tab}`)}
        </Tab>
      ))}
    </TabList>
  );
}
