import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useHolds } from '../../../lib/session/use-permissions.ts';

/** Stores and the member's own history, one tab each. */
export function MemberTabs() {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const history = useHolds(['rewardsApp', 'viewRedemptionHistory']);
  const selected = pathname.startsWith('/rewards/redemption-history') ? 'history' : 'stores';
  return (
    <TabList
      selectedValue={selected}
      onTabSelect={(_, data) =>
        void navigate(data.value === 'history' ? '/rewards/redemption-history' : '/rewards/providers')
      }
    >
      <Tab value="stores">{t('member.storesTab')}</Tab>
      {history ? <Tab value="history">{t('member.historyTab')}</Tab> : null}
    </TabList>
  );
}
