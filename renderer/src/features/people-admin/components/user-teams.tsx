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
import { AddRegular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import type { Team } from '#shared/contract/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { peopleAdminQueries, useRemoveTeamMember } from '../api/people-admin-queries.ts';
import { useMemberActions } from './member-actions.tsx';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  more: { display: 'flex', justifyContent: 'center' },
  count: { width: '140px' },
  actionCell: { width: '180px' },
});

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
  const rows = teams.data?.pages.flatMap((page) => page.results) ?? [];

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
        ) : rows.length === 0 ? (
          <Text>{t('userTeams.empty', { name })}</Text>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <div className={styles.scroll}>
          <Table aria-label={t('userTeams.tableLabel', { name })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('teams.name')}</TableHeaderCell>
                <TableHeaderCell>{t('teams.type')}</TableHeaderCell>
                <TableHeaderCell className={styles.count}>{t('teams.activeMembers')}</TableHeaderCell>
                <TableHeaderCell className={styles.actionCell}>{t('users.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>
                    <RouterLink to={`/team/${team.id}`}>{team.name}</RouterLink>
                  </TableCell>
                  <TableCell>{t(`teams.types.${team.type}`)}</TableCell>
                  <TableCell>{team.activeMemberCount}</TableCell>
                  <TableCell>
                    {team.permissions.includes('manageMembers') ? (
                      <Button
                        size="small"
                        aria-label={t('userTeams.removeOf', { team: team.name })}
                        onClick={() => setRemoving(team)}
                      >
                        {t('userTeams.remove')}
                      </Button>
                    ) : team.type !== 'manual' ? (
                      <Text className={styles.muted}>{t('userTeams.byRules')}</Text>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {teams.hasNextPage ? (
        <div className={styles.more}>
          <Button disabledFocusable={teams.isFetchingNextPage} onClick={() => void teams.fetchNextPage()}>
            {teams.isFetchingNextPage ? t('loadingMore') : t('more')}
          </Button>
        </div>
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
