import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TenantMember } from '#shared/contract/identity';
import { MemberPhoto, type MemberPhotoTexts } from '../../../components/member-photo.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { peopleAdminQueries, useSetMemberAvatar } from '../api/people-admin-queries.ts';
import { AdminGate } from './admin-gate.tsx';
import { useMemberActions } from './member-actions.tsx';
import { MemberBadges, roleLabel } from './member-badges.tsx';
import { UserPoints } from './user-points.tsx';
import { UserRoles } from './user-roles.tsx';
import { UserTeams } from './user-teams.tsx';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The tabs of /user/{id}/{tab} (000 §2). */
type UserTab = 'details' | 'teams' | 'points' | 'roles';

/** /user/{id}/details: a member as the admin sees them, with the table's actions. */
export default function UserPage() {
  return (
    <AdminGate>
      <UserLoader tab="details" />
    </AdminGate>
  );
}

/** /user/{id}/teams: the teams the member is in. */
export function UserTeamsPage() {
  return (
    <AdminGate>
      <UserLoader tab="teams" />
    </AdminGate>
  );
}

/** /user/{id}/points: the member's balances. */
export function UserPointsPage() {
  return (
    <AdminGate>
      <UserLoader tab="points" />
    </AdminGate>
  );
}

/** /user/{id}/roles: the member's role and the custom roles. */
export function UserRolesPage() {
  return (
    <AdminGate>
      <UserLoader tab="roles" />
    </AdminGate>
  );
}

function UserLoader({ tab }: { tab: UserTab }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('people-admin');
  const navigate = useNavigate();
  const member = useQuery(peopleAdminQueries.member(id));
  if (member.isPending) return <Spinner label={t('loading')} />;
  if (member.isError) return <Text role="alert">{t('user.notFound')}</Text>;
  const name = `${member.data.firstName} ${member.data.lastName}`;
  return (
    <Page title={name} width={900}>
      <RouterLink to="/manage/users">{t('user.back')}</RouterLink>
      <TabList
        aria-label={t('user.tabs')}
        selectedValue={tab}
        onTabSelect={(_, data) => void navigate(`/user/${member.data.id}/${String(data.value)}`)}
      >
        <Tab value="details">{t('user.details')}</Tab>
        <Tab value="teams">{t('user.teams')}</Tab>
        <Tab value="points">{t('user.points')}</Tab>
        <Tab value="roles">{t('user.roles')}</Tab>
      </TabList>
      {tab === 'teams' ? (
        <UserTeams member={member.data} />
      ) : tab === 'points' ? (
        <UserPoints member={member.data} />
      ) : tab === 'roles' ? (
        <UserRoles member={member.data} />
      ) : (
        <UserDetails member={member.data} />
      )}
    </Page>
  );
}

function UserDetails({ member }: { member: TenantMember }) {
  const { t } = useTranslation('people-admin');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const actions = useMemberActions();
  const manager = useQuery({
    ...peopleAdminQueries.member(member.managerId ?? ''),
    enabled: !!member.managerId,
  });
  const name = `${member.firstName} ${member.lastName}`;
  const target = { id: member.id, name, suspended: member.suspended, role: member.role };
  const can = (permission: TenantMember['permissions'][number]) => member.permissions.includes(permission);
  const profile = member.publicStaffProfile;
  const facts: Array<[string, ReactNode]> = [
    [t('user.email'), member.email ?? ''],
    [t('user.role'), roleLabel(member.role, t)],
    [t('user.status'), <MemberBadges key="status" member={member} />],
    [t('user.invitation'), t(`invitationStatus.${member.invitationStatus}`)],
    [
      t('user.manager'),
      member.managerId ? (
        manager.data ? (
          <RouterLink key="manager" to={`/user/${manager.data.id}/details`}>
            {`${manager.data.firstName} ${manager.data.lastName}`}
          </RouterLink>
        ) : (
          ''
        )
      ) : (
        t('user.noManager')
      ),
    ],
    ...(profile?.jobTitle ? [[t('user.jobTitle'), profile.jobTitle] satisfies [string, ReactNode]] : []),
    ...(profile?.department
      ? [[t('user.department'), profile.department] satisfies [string, ReactNode]]
      : []),
    [t('user.added'), dates.date(member.createdAt)],
  ];

  return (
    <>
      {can('editAvatar') ? <UserPhoto member={member} /> : null}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => void navigate(`/profile/${member.id}`)}>{t('user.profile')}</Button>
        {can('changeRole') ? (
          <Button onClick={() => actions.start('role', [target])}>{t('actions.changeRole')}</Button>
        ) : null}
        {member.suspended && can('unsuspend') ? (
          <Button onClick={() => actions.start('unsuspend', [target])}>{t('actions.unsuspend')}</Button>
        ) : null}
        {!member.suspended && can('suspend') ? (
          <Button onClick={() => actions.start('suspend', [target])}>{t('actions.suspend')}</Button>
        ) : null}
        {can('welcome') && member.invitationStatus !== 'joined' ? (
          <Button onClick={() => actions.start('welcome', [target])}>{t('actions.welcome')}</Button>
        ) : null}
        <Button onClick={() => actions.start('addToTeam', [target])}>{t('actions.addToTeam')}</Button>
      </div>
      {actions.dialogs}
    </>
  );
}

const photoKeys = [
  'title',
  'hint',
  'change',
  'remove',
  'changed',
  'removed',
  'wrongType',
  'tooLarge',
  'failed',
] as const;

/** An admin sets a colleague's photo (tenantMember editAvatar); the change is audited on the server. */
function UserPhoto({ member }: { member: TenantMember }) {
  const { t } = useTranslation('people-admin');
  const setAvatar = useSetMemberAvatar();
  const texts = Object.fromEntries(photoKeys.map((key) => [key, t(`user.photo.${key}`)])) as MemberPhotoTexts;
  return (
    <MemberPhoto
      member={member}
      save={(file) => setAvatar.mutateAsync({ id: member.id, file })}
      texts={texts}
    />
  );
}
