import {
  Button,
  makeStyles,
  type SelectTabData,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { Album20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { TeamFilter } from '../../../components/team-filter.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { MonthView } from './month-view.tsx';
import { MyPreferences } from './my-preferences.tsx';
import { UpcomingList } from './upcoming-list.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
});

type View = 'month' | 'list';

/** /celebrate/calendar: the month or the coming weeks, of the company or one team. */
export function CalendarPage() {
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const apps = useApps();
  const allowed = useHolds(['celebrationApp', 'browse']);
  const cards = useHolds(['cardApp', 'browse']);
  const navigate = useNavigate();
  const [view, setView] = useState<View>('month');
  const [teamId, setTeamId] = useState<string | null>(null);
  // The organization's month, as the server's "today" the month view marks is the organization's.
  const dates = useDates();
  const [month, setMonth] = useState(() => dates.tenantToday());
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return (
    <Page
      title={t('calendar.title')}
      actions={
        cards ? (
          <Button icon={<Album20Regular />} onClick={() => void navigate('/celebrate/cards/all')}>
            {t('calendar.cards')}
          </Button>
        ) : null
      }
    >
      <div className={styles.body}>
        <div className={styles.filters}>
          <TeamFilter value={teamId} onChange={setTeamId} />
          <TabList
            selectedValue={view}
            onTabSelect={(_, data: SelectTabData) => setView(data.value as View)}
            aria-label={t('calendar.views')}
          >
            <Tab value="month">{t('calendar.month')}</Tab>
            <Tab value="list">{t('calendar.list')}</Tab>
          </TabList>
        </div>
        {view === 'month' ? (
          <MonthView month={month} onMonth={setMonth} teamId={teamId} />
        ) : (
          <UpcomingList teamId={teamId} />
        )}
        <MyPreferences />
      </div>
    </Page>
  );
}
