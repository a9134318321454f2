import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Team } from '#shared/contract/teams';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { automationQueries } from '../api/automation-queries.ts';
import { configureAutomation } from '../lib/automation.ts';
import { AdminGate } from './admin-gate.tsx';
import { ManageTabs } from './manage-tabs.tsx';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  count: { width: '160px' },
});

const column = dataTableColumns<Team>();

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
  const teams = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('teams.name'),
          cell: (info) => <RouterLink to={`/team/${info.row.original.id}`}>{info.getValue()}</RouterLink>,
        }),
        column.accessor('quickTeamSource', {
          header: () => t('quickTeams.segment'),
          cell: (info) => {
            const source = info.getValue();
            return source ? t(`segments.${source.kind}`) : '';
          },
        }),
        column.accessor('activeMemberCount', {
          header: () => t('teams.activeMembers'),
          meta: { className: styles.count },
        }),
      ]),
    [t, styles],
  );

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
        ) : null}
      </div>
      {list.isSuccess ? (
        <DataTable
          label={t('quickTeams.tableLabel')}
          busy={list.isFetching}
          columns={columns}
          rows={teams}
          getRowId={(team) => team.id}
          emptyMessage={t('quickTeams.empty')}
          paging={list}
        />
      ) : null}
    </Page>
  );
}
