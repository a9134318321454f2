import {
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { automationQueries } from '../api/automation-queries.ts';
import { configureAutomation } from '../lib/automation.ts';
import { AdminGate } from './admin-gate.tsx';
import { ManageTabs } from './manage-tabs.tsx';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  more: { display: 'flex', justifyContent: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  count: { width: '160px' },
});

/** /manage/quick-teams: the teams made from the quick team configuration, one per segment value. */
export default function QuickTeamsPage() {
  return (
    <AdminGate>
      <QuickTeams />
    </AdminGate>
  );
}

function QuickTeams() {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const canConfigure = useHolds(configureAutomation);
  const list = useInfiniteQuery(automationQueries.quickTeams());
  const teams = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Page
      title={t('title')}
      width={1080}
      actions={
        canConfigure ? (
          <Button
            appearance="primary"
            icon={<SettingsRegular />}
            onClick={() => void navigate('/team/quick-teams/configure')}
          >
            {t('quickTeams.configure')}
          </Button>
        ) : null
      }
    >
      <ManageTabs current="quick-teams" />
      <Text className={styles.muted}>{t('quickTeams.intro')}</Text>
      <div role="status" className={styles.muted}>
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : teams.length === 0 ? (
          <Text>{t('quickTeams.empty')}</Text>
        ) : null}
      </div>
      {teams.length > 0 ? (
        <div className={styles.scroll}>
          <Table aria-label={t('quickTeams.tableLabel')} aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('teams.name')}</TableHeaderCell>
                <TableHeaderCell>{t('quickTeams.segment')}</TableHeaderCell>
                <TableHeaderCell className={styles.count}>{t('teams.activeMembers')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {teams.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>
                    <RouterLink to={`/team/${team.id}`}>{team.name}</RouterLink>
                  </TableCell>
                  <TableCell>
                    {team.quickTeamSource ? t(`segments.${team.quickTeamSource.kind}`) : ''}
                  </TableCell>
                  <TableCell>{team.activeMemberCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          <Button disabledFocusable={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
