import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';

export const settingsTabs = ['general', 'notifications', 'privacy', 'change-password'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/**
 * The tabs wrap onto a second line when the screen is narrow (a 390 px phone): every label stays
 * whole and in view, where a scrolling or shrinking row hid part of "Change password".
 */
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' }, tab: { flexShrink: 0 } });

/** "My settings" with tabs between its pages; each tab is its own route (/settings/<tab>). */
export function SettingsLayout({ tab, children }: { tab: SettingsTab; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const styles = useStyles();
  return (
    <Page title={t('title')} width={900}>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => void navigate(`/settings/${String(data.value)}`)}
        aria-label={t('title')}
      >
        {settingsTabs.map((value) => (
          <Tab key={value} value={value} className={styles.tab}>
            {t(`tabs.${value}`)}
          </Tab>
        ))}
      </TabList>
      {children}
    </Page>
  );
}
