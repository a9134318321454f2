import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '#shared/contract/roles';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { roleQueries, useDeleteRole } from '../api/roles-queries.ts';
import { appLabel, permissionCount, roleName } from '../lib/role-labels.ts';
import { AdminGate } from './admin-gate.tsx';
import { ManageTabs } from './manage-tabs.tsx';
import { RoleDialog } from './role-dialog.tsx';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  count: { width: '120px' },
  actionCell: { width: '200px' },
});

/**
 * /manage/roles: the built-in roles and the organization's custom roles, made from the permission
 * catalog. The spec names no path for it; it sits with the other "Users and teams" lists.
 */
/** How many apps the table names per role. */
const appsNamed = 4;

const column = dataTableColumns<Role>();

export default function RolesPage() {
  return (
    <AdminGate>
      <Roles />
    </AdminGate>
  );
}

function Roles() {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const roles = useQuery(roleQueries.list());
  // Only the built-in admin role creates, changes and deletes roles (the server refuses others).
  const canManage = useQuery(sessionQueries.ownMember()).data?.role === 'admin';
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  // A role granting much names only its first apps; the edit dialog shows them all.
  const grantsText = (role: Role) => {
    const apps = role.permissions.map((app) => appLabel(app.name, t));
    const named = apps.slice(0, appsNamed).join(', ');
    return apps.length > appsNamed
      ? t('rolesAdmin.grantsMore', {
          count: permissionCount(role),
          apps: named,
          more: apps.length - appsNamed,
        })
      : t('rolesAdmin.grantsText', { count: permissionCount(role), apps: named });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: grantsText reads only `t`.
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: () => t('rolesAdmin.name'),
          cell: (info) => (
            <>
              {roleName(info.row.original, t)}{' '}
              {info.row.original.builtIn ? (
                <Badge appearance="tint" color="informative">
                  {t('rolesAdmin.builtIn')}
                </Badge>
              ) : null}
            </>
          ),
        }),
        column.display({
          id: 'grants',
          header: () => t('rolesAdmin.grants'),
          cell: (info) => grantsText(info.row.original),
        }),
        column.accessor('memberCount', {
          header: () => t('rolesAdmin.members'),
          meta: { className: styles.count },
        }),
        ...(canManage
          ? [
              column.display({
                id: 'actions',
                header: () => t('users.actions'),
                meta: { className: styles.actionCell },
                cell: (info) => {
                  const role = info.row.original;
                  const name = roleName(role, t);
                  return role.builtIn ? null : (
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        aria-label={t('rolesAdmin.editOf', { name })}
                        onClick={() => setEditing(role)}
                      >
                        {t('team.edit')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('rolesAdmin.deleteOf', { name })}
                        onClick={() => setDeleting(role)}
                      >
                        {t('team.delete')}
                      </Button>
                    </span>
                  );
                },
              }),
            ]
          : []),
      ]),
    [t, styles, canManage],
  );

  const confirmDeletion = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toasts.success(t('rolesAdmin.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      toasts.error(errorMessage(error, t, { ConflictError: 'rolesAdmin.inUse' }));
    }
  };

  return (
    <Page
      title={t('title')}
      width={1080}
      actions={
        canManage ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t('rolesAdmin.create')}
          </Button>
        ) : null
      }
    >
      <ManageTabs current="roles" />
      <Text className={styles.muted}>{t('rolesAdmin.intro')}</Text>
      <div role="status" className={styles.muted}>
        {roles.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : roles.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : null}
      </div>
      {roles.data ? (
        <DataTable
          label={t('rolesAdmin.tableLabel')}
          columns={columns}
          rows={roles.data.results}
          getRowId={(role) => role.id}
          emptyMessage={null}
        />
      ) : null}
      <RoleDialog
        open={editing !== null}
        role={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('rolesAdmin.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('rolesAdmin.deleteBody')}
        confirm={t('team.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDeletion()}
      />
    </Page>
  );
}
