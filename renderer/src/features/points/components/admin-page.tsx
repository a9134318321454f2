import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { AdminTabs } from './admin-tabs.tsx';
import { PointsGate } from './points-gate.tsx';

/** The allocation tab's own pages: every source, then the peer, celebration and bank groups. */
const allocationViews = [
  { value: 'sources', path: '/points/allocation' },
  { value: 'peer', path: '/points/peer' },
  { value: 'celebration', path: '/points/celebration' },
  { value: 'bank', path: '/points/bank' },
  // The incentives feature's page of the banks that pay incentives (docs/incentive.md).
  { value: 'incentive', path: '/points/incentive' },
] as const;

// On a phone the tabs wrap onto a second line instead of widening the page past the screen.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

function AllocationViews() {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const styles = useStyles();
  const current = allocationViews.find((view) => view.path === pathname)?.value ?? 'sources';
  return (
    <TabList
      className={styles.tabs}
      size="small"
      aria-label={t('allocation.viewsLabel')}
      selectedValue={current}
      onTabSelect={(_, data) =>
        void navigate(allocationViews.find((view) => view.value === data.value)?.path ?? '/points/allocation')
      }
    >
      {allocationViews.map((view) => (
        <Tab key={view.value} value={view.value}>
          {t(`allocation.views.${view.value}`)}
        </Tab>
      ))}
    </TabList>
  );
}

/**
 * A page of the points admin: the gate, the title "Points", the four tabs and, on the allocation
 * tab's pages, the views of the sources.
 */
export function AdminPage(props: {
  needs?: 'configuration' | 'transactions' | 'banks';
  allocationView?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('points');
  return (
    <PointsGate needs={props.needs ?? 'configuration'}>
      <Page title={t('title')} width={1440} actions={props.actions}>
        <AdminTabs />
        {props.allocationView ? <AllocationViews /> : null}
        {props.children}
      </Page>
    </PointsGate>
  );
}
