import {
  Avatar,
  Badge,
  Button,
  makeStyles,
  Spinner,
  TableCellLayout,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PeopleAddRegular, TextBulletListRegular } from '@fluentui/react-icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Team, TeamMember } from '#shared/contract/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import {
  peopleAdminQueries,
  useAddTeamMembers,
  useDeleteTeam,
  useRemoveTeamMember,
} from '../api/people-admin-queries.ts';
import { configureAutomation } from '../lib/automation.ts';
import { AdminGate } from './admin-gate.tsx';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import { TeamSource } from './team-source.tsx';

const useStyles = makeStyles({
  description: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap' },
  add: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  picker: { flexGrow: 1, flexBasis: '280px' },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  removeCell: { width: '120px' },
});

const column = dataTableColumns<TeamMember>();
const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

/** /team/{id}: a team's members, added and removed here; edit and delete. */
export default function TeamPage() {
  return (
    <AdminGate>
      <TeamLoader />
    </AdminGate>
  );
}

function TeamLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people-admin');
  const team = useQuery(peopleAdminQueries.team(id));
  if (team.isPending) return <Spinner label={t('loading')} />;
  if (team.isError) return <Text role="alert">{t('team.notFound')}</Text>;
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: Team }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const members = useInfiniteQuery(peopleAdminQueries.teamMembers(team.id));
  const add = useAddTeamMembers();
  const remove = useRemoveTeamMember();
  const deleteTeam = useDeleteTeam();
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const rows = useMemo(() => members.data?.pages.flatMap((page) => page.results) ?? [], [members.data]);
  const canManage = team.permissions.includes('manageMembers') && team.type === 'manual';
  const canConfigure = useHolds(configureAutomation) && team.type === 'automated';

  const addPicked = async () => {
    if (picked.length === 0) return;
    try {
      const count = await add.mutateAsync({ id: team.id, memberIds: picked.map((member) => member.id) });
      toasts.success(t('team.membersAdded', { count }));
      setPicked([]);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  const removeOne = async (memberId: string, name: string) => {
    try {
      await remove.mutateAsync({ id: team.id, memberId });
      toasts.success(t('team.removed', { name }));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  const removing = remove.isPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: removeOne reads only the team's id, which `team` covers.
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: () => t('teams.memberName'),
          cell: (info) => {
            const member = info.row.original;
            const name = nameOf(member);
            return (
              <TableCellLayout
                media={<Avatar name={name} image={{ src: avatarUrl(member.avatarUrls, 28) }} size={28} />}
              >
                <RouterLink to={`/user/${member.id}/details`}>{name}</RouterLink>{' '}
                {member.suspended ? (
                  <Badge appearance="tint" color="danger">
                    {t('team.suspended')}
                  </Badge>
                ) : null}
              </TableCellLayout>
            );
          },
        }),
        column.accessor('jobTitle', {
          header: () => t('user.jobTitle'),
          cell: (info) => info.getValue() ?? '',
        }),
        ...(canManage
          ? [
              column.display({
                id: 'actions',
                header: () => t('users.actions'),
                meta: { className: styles.removeCell },
                cell: (info) => {
                  const name = nameOf(info.row.original);
                  return (
                    <Button
                      size="small"
                      aria-label={t('team.removeOf', { name })}
                      disabledFocusable={removing}
                      onClick={() => void removeOne(info.row.original.id, name)}
                    >
                      {t('team.remove')}
                    </Button>
                  );
                },
              }),
            ]
          : []),
      ]),
    [t, styles, canManage, removing, team],
  );
  const confirmDeletion = async () => {
    try {
      await deleteTeam.mutateAsync(team.id);
      toasts.success(t('team.deleted'));
      await navigate('/manage/teams');
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Page
      title={team.name}
      width={1080}
      actions={
        <>
          {team.permissions.includes('edit') ? (
            <Button icon={<EditRegular />} onClick={() => void navigate(`/team/${team.id}/edit`)}>
              {t('team.edit')}
            </Button>
          ) : null}
          {canConfigure ? (
            <Button
              icon={<TextBulletListRegular />}
              onClick={() => void navigate(`/team/${team.id}/automation`)}
            >
              {t('automation.editRules')}
            </Button>
          ) : null}
          {team.permissions.includes('delete') ? (
            <Button icon={<DeleteRegular />} onClick={() => setConfirmDelete(true)}>
              {t('team.delete')}
            </Button>
          ) : null}
        </>
      }
    >
      <RouterLink to="/manage/teams">{t('team.back')}</RouterLink>
      {team.description ? <Text className={styles.description}>{team.description}</Text> : null}
      <Text>
        {t(`teams.types.${team.type}`)} · {t('team.activeCount', { count: team.activeMemberCount })}
      </Text>
      <TeamSource team={team} />
      {canManage ? (
        <div className={styles.add}>
          <div className={styles.picker}>
            <MemberPicker
              label={t('team.addMembers')}
              hint={t('team.addMembersHint')}
              value={picked}
              onChange={setPicked}
              exclude={new Set(rows.map((row) => row.id))}
            />
          </div>
          <SubmitButton
            type="button"
            submitting={add.isPending}
            disabled={picked.length === 0}
            onClick={() => void addPicked()}
          >
            {t('team.addSubmit')}
          </SubmitButton>
          <Button icon={<PeopleAddRegular />} onClick={() => void navigate(`/team/batch-add/${team.id}`)}>
            {t('batchAdd.open')}
          </Button>
        </div>
      ) : null}
      <Title3 as="h2" className={styles.heading}>
        {t('team.members')}
      </Title3>
      <div role="status" className={styles.muted}>
        {members.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : members.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : null}
      </div>
      {members.isSuccess ? (
        <DataTable
          label={t('team.membersLabel', { name: team.name })}
          columns={columns}
          rows={rows}
          getRowId={(member) => member.id}
          emptyMessage={t('team.noMembers')}
          paging={members}
        />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('team.deleteTitle', { name: team.name })}
        body={t('team.deleteBody')}
        confirm={t('team.delete')}
        busy={deleteTeam.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void confirmDeletion()}
      />
    </Page>
  );
}
