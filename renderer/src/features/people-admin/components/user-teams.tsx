import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import type { Team } from '#shared/contract/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { peopleAdminQueries, useRemoveTeamMember } from '../api/people-admin-queries.ts';
import { useMemberActions } from './member-actions.tsx';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  count: { width: '140px' },
  actionCell: { width: '180px' },
});

const column = dataTableColumns<Team>();

/** /user/{id}/teams: the teams a member is in; added to more, and removed from manual ones. */
export function UserTeams({ member }: { member: TenantMember }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const teams = useInfiniteQuery(peopleAdminQueries.memberTeams(member.id));
  const actions = useMemberActions();
  const remove = useRemoveTeamMember();
  const [removing, setRemoving] = useState<Team | null>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const target = { id: member.id, name, suspended: member.suspended, role: member.role };
  const rows = useMemo(() => teams.data?.pages.flatMap((page) => page.results) ?? [], [teams.data]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('teams.name'),
          cell: (info) => <RouterLink to={`/team/${info.row.original.id}`}>{info.getValue()}</RouterLink>,
        }),
        column.accessor('type', {
          header: () => t('teams.type'),
          cell: (info) => t(`teams.types.${info.getValue()}`),
        }),
        column.accessor('activeMemberCount', {
          header: () => t('teams.activeMembers'),
          meta: { className: styles.count },
        }),
        column.display({
          id: 'actions',
          header: () => t('users.actions'),
          meta: { className: styles.actionCell },
          cell: (info) => {
            const team = info.row.original;
            return team.permissions.includes('manageMembers') ? (
              <Button
                size="small"
                aria-label={t('userTeams.removeOf', { team: team.name })}
                onClick={() => setRemoving(team)}
              >
                {t('userTeams.remove')}
              </Button>
            ) : team.type !== 'manual' ? (
              <Text className={styles.muted}>{t('userTeams.byRules')}</Text>
            ) : null;
          },
        }),
      ]),
    [t, styles],
  );

  const confirmRemoval = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ id: removing.id, memberId: member.id });
      toasts.success(t('userTeams.removed', { name, team: removing.name }));
      setRemoving(null);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button icon={<AddRegular />} onClick={() => actions.start('addToTeam', [target])}>
          {t('actions.addToTeam')}
        </Button>
      </div>
      <div role="status" className={styles.muted}>
        {teams.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : teams.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : null}
      </div>
      {teams.isSuccess ? (
        <DataTable
          label={t('userTeams.tableLabel', { name })}
          columns={columns}
          rows={rows}
          getRowId={(team) => team.id}
          emptyMessage={t('userTeams.empty', { name })}
          paging={teams}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        title={t('userTeams.removeTitle', { name, team: removing?.name ?? '' })}
        body={t('userTeams.removeBody', { name })}
        confirm={t('userTeams.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemoval()}
      />
      {actions.dialogs}
    </>
  );
}
