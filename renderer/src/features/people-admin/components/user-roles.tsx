import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TenantMember } from '#shared/contract/identity';
import { RouterLink } from '../../../components/router-link.tsx';
import { roleQueries } from '../api/roles-queries.ts';
import { appLabel, permissionLabel, roleName } from '../lib/role-labels.ts';
import { useMemberActions } from './member-actions.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grants: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});

/** /user/{id}/roles: the member's role, what it grants, and the organization's custom roles. */
export function UserRoles({ member }: { member: TenantMember }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const roles = useQuery(roleQueries.list());
  const actions = useMemberActions();
  const name = `${member.firstName} ${member.lastName}`;
  if (roles.isPending) return <Spinner size="small" label={t('loading')} />;
  if (roles.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  const current = roles.data.results.find((role) => role.id === member.role);
  const custom = roles.data.results.filter((role) => !role.builtIn);
  return (
    <>
      <section className={styles.section} aria-labelledby="user-role-heading">
        <Subtitle2 as="h2" id="user-role-heading" className={styles.heading}>
          {t('userRoles.current', { role: current ? roleName(current, t) : t('roles.custom') })}
        </Subtitle2>
        {current && current.permissions.length > 0 ? (
          <dl className={styles.grants} aria-label={t('userRoles.grants')}>
            {current.permissions.map((app) => (
              <div key={app.name} style={{ display: 'contents' }}>
                <dt className={styles.term}>{appLabel(app.name, t)}</dt>
                <dd className={styles.definition}>
                  {app.permissions.map((permission) => permissionLabel(permission, t)).join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text className={styles.muted}>{t('userRoles.noGrants')}</Text>
        )}
        {member.permissions.includes('changeRole') ? (
          <div>
            <Button
              onClick={() =>
                actions.start('role', [
                  { id: member.id, name, suspended: member.suspended, role: member.role },
                ])
              }
            >
              {t('actions.changeRole')}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="custom-roles-heading">
        <Subtitle2 as="h2" id="custom-roles-heading" className={styles.heading}>
          {t('userRoles.customRoles')}
        </Subtitle2>
        {custom.length === 0 ? (
          <Text className={styles.muted}>{t('userRoles.noCustomRoles')}</Text>
        ) : (
          <ul className={styles.list}>
            {custom.map((role) => (
              <li key={role.id}>{t('userRoles.customRole', { name: role.name, count: role.memberCount })}</li>
            ))}
          </ul>
        )}
        <RouterLink to="/manage/roles">{t('userRoles.manage')}</RouterLink>
      </section>
      {actions.dialogs}
    </>
  );
}
