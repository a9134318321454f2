import {
  Button,
  Dropdown,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Option,
  SearchBox,
  Spinner,
  Text,
  Toolbar,
  ToolbarButton,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, MoreHorizontalRegular, PersonAddRegular } from '@fluentui/react-icons';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TenantMember } from '#shared/contract/identity';
import { DataTable, dataTableColumns, type SortingState } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { TeamFilter } from '../../../components/team-filter.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { exportMembers, peopleAdminQueries } from '../api/people-admin-queries.ts';
import {
  type MemberFilters,
  type MemberSortKey,
  type MemberStatus,
  readMemberFilters,
  searchMaxLength,
  withMemberFilters,
} from '../lib/member-filters.ts';
import { AdminGate } from './admin-gate.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { ManageTabs } from './manage-tabs.tsx';
import { type ActionTarget, type MemberActionKind, useMemberActions } from './member-actions.tsx';
import { MemberBadges, roleLabel } from './member-badges.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 2, flexBasis: '240px' },
  searchBox: { maxWidth: 'none', width: '100%' },
  status: { flexBasis: '200px', flexGrow: 1 },
  // Fluent gives a dropdown a fixed minimum width: here it fills its field.
  dropdown: { minWidth: 'auto', width: '100%' },
  batch: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  table: { minWidth: '760px' },
  // The table lays columns out at fixed widths: e-mails get the most room and wrap when longer.
  nameColumn: { width: '14%' },
  emailColumn: { width: '26%' },
  roleColumn: { width: '11%' },
  statusColumn: { width: '18%' },
  addedColumn: { width: '13%' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  actionsCell: { width: '64px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /manage/users: the organization's members, for admins (000 §2 "Users and teams"). */
export default function UsersPage() {
  return (
    <AdminGate>
      <Users />
    </AdminGate>
  );
}

const targetOf = (member: TenantMember): ActionTarget => ({
  id: member.id,
  name: `${member.firstName} ${member.lastName}`,
  suspended: member.suspended,
  role: member.role,
});

function Users() {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const toasts = useToasts();
  const canExport = useHolds(['identityApp', 'exportMembers']);
  const canWelcome = useHolds(['identityApp', 'welcome']);
  const [params, setParams] = useSearchParams();
  const filters = readMemberFilters(params);
  const change = useCallback(
    (next: Partial<MemberFilters>) =>
      setParams((current) => withMemberFilters(current, next), { replace: true }),
    [setParams],
  );
  const commitSearch = useCallback((search: string) => change({ search }), [change]);
  const [text, setText] = useSearchText(filters.search, commitSearch);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const actions = useMemberActions({ onDone: () => setSelection(new Set()) });

  const list = useInfiniteQuery({
    ...peopleAdminQueries.members(filters),
    placeholderData: keepPreviousData,
  });
  const members = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const selected = members.filter((member) => selection.has(member.id)).map(targetOf);
  const sorting: SortingState = [{ id: filters.sortKey, desc: filters.sortDirection === 'descending' }];
  // The row menus start actions through the latest hook result without rebuilding the columns.
  const start = useRef(actions.start);
  useEffect(() => {
    start.current = actions.start;
  });
  const startLatest = useCallback(
    (kind: MemberActionKind, targets: ActionTarget[]) => start.current(kind, targets),
    [],
  );
  const columns = useMemberColumns(startLatest);

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportMembers(filters);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toasts.error(t('users.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page
      title={t('title')}
      width={1440}
      actions={
        <>
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
            {t('users.invite')}
          </Button>
          {canExport ? (
            <Button
              icon={<ArrowDownloadRegular />}
              disabledFocusable={exporting}
              onClick={() => void download()}
            >
              {exporting ? t('users.exporting') : t('users.export')}
            </Button>
          ) : null}
        </>
      }
    >
      <ManageTabs current="users" />
      <search className={styles.filters} aria-label={t('users.filters')}>
        <Field label={t('users.search')} className={styles.search}>
          <SearchBox
            className={styles.searchBox}
            value={text}
            maxLength={searchMaxLength}
            placeholder={t('users.searchPlaceholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Field label={t('users.status')} className={styles.status}>
          <Dropdown
            className={styles.dropdown}
            value={t(
              `users.status${filters.status === 'all' ? 'All' : filters.status === 'active' ? 'Active' : 'Suspended'}`,
            )}
            selectedOptions={[filters.status]}
            onOptionSelect={(_, data) => {
              setSelection(new Set());
              change({ status: (data.optionValue ?? 'all') as MemberStatus });
            }}
          >
            <Option value="all">{t('users.statusAll')}</Option>
            <Option value="active">{t('users.statusActive')}</Option>
            <Option value="suspended">{t('users.statusSuspended')}</Option>
          </Dropdown>
        </Field>
        <TeamFilter
          value={filters.teamId}
          onChange={(teamId) => {
            setSelection(new Set());
            change({ teamId });
          }}
        />
      </search>
      {selected.length > 0 ? (
        <Toolbar className={styles.batch} aria-label={t('users.batchLabel')}>
          <Text weight="semibold" role="status">
            {t('users.selected', { count: selected.length })}
          </Text>
          <ToolbarButton
            onClick={() =>
              actions.start(
                'suspend',
                selected.filter((m) => !m.suspended),
              )
            }
            disabled={selected.every((m) => m.suspended)}
          >
            {t('actions.suspend')}
          </ToolbarButton>
          <ToolbarButton
            onClick={() =>
              actions.start(
                'unsuspend',
                selected.filter((m) => m.suspended),
              )
            }
            disabled={selected.every((m) => !m.suspended)}
          >
            {t('actions.unsuspend')}
          </ToolbarButton>
          <ToolbarButton onClick={() => actions.start('addToTeam', selected)}>
            {t('actions.addToTeam')}
          </ToolbarButton>
          {canWelcome ? (
            <ToolbarButton onClick={() => actions.start('welcome', selected)}>
              {t('actions.welcome')}
            </ToolbarButton>
          ) : null}
          <ToolbarButton onClick={() => setSelection(new Set())}>{t('users.clearSelection')}</ToolbarButton>
        </Toolbar>
      ) : null}
      <div role="status" className={styles.muted}>
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : members.length > 0 ? (
          <Text size={200}>{t('users.shownCount', { count: members.length })}</Text>
        ) : null}
      </div>
      {list.isSuccess ? (
        <DataTable
          label={t('users.tableLabel')}
          className={styles.table}
          columns={columns}
          rows={members}
          getRowId={(member) => member.id}
          sorting={sorting}
          onSortingChange={([sort]) => {
            if (!sort) return;
            setSelection(new Set());
            change({
              sortKey: sort.id as MemberSortKey,
              sortDirection: sort.desc ? 'descending' : 'ascending',
            });
          }}
          selection={{
            selected: selection,
            onChange: setSelection,
            selectAllLabel: t('users.selectAll'),
            rowLabel: (member) => t('users.selectRow', { name: targetOf(member).name }),
          }}
          emptyMessage={t('users.empty')}
          paging={list}
          busy={list.isFetching}
        />
      ) : null}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {actions.dialogs}
    </Page>
  );
}

const column = dataTableColumns<TenantMember>();

/** The member table's columns; the sortable ones are those the list call sorts by (MemberSortKey). */
function useMemberColumns(start: (kind: MemberActionKind, targets: ActionTarget[]) => void) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const dates = useDates();
  return useMemo(() => {
    const name = mergeClasses(styles.nameColumn, styles.wrap);
    return column.columns([
      column.accessor('firstName', {
        header: t('users.firstName'),
        enableSorting: true,
        meta: { className: name },
        cell: ({ row }) => (
          <RouterLink to={`/user/${row.original.id}/details`}>{row.original.firstName}</RouterLink>
        ),
      }),
      column.accessor('lastName', {
        header: t('users.lastName'),
        enableSorting: true,
        meta: { className: name },
      }),
      column.accessor('email', {
        header: t('users.email'),
        meta: { className: mergeClasses(styles.emailColumn, styles.wrap) },
        cell: ({ row }) => row.original.email ?? '',
      }),
      column.accessor('role', {
        header: t('users.role'),
        meta: { className: styles.roleColumn },
        cell: ({ row }) => roleLabel(row.original.role, t),
      }),
      column.display({
        id: 'status',
        header: t('users.statusColumn'),
        meta: { className: styles.statusColumn },
        cell: ({ row }) => <MemberBadges member={row.original} />,
      }),
      column.accessor('createdAt', {
        header: t('users.added'),
        enableSorting: true,
        meta: { className: styles.addedColumn },
        cell: ({ row }) => dates.date(row.original.createdAt),
      }),
      column.display({
        id: 'actions',
        header: t('users.actions'),
        meta: { className: styles.actionsCell },
        cell: ({ row }) => <MemberMenu member={row.original} start={start} navigate={navigate} />,
      }),
    ]);
  }, [t, dates, styles, navigate, start]);
}

function MemberMenu({
  member,
  start,
  navigate,
}: {
  member: TenantMember;
  start: (kind: MemberActionKind, targets: ActionTarget[]) => void;
  navigate: (to: string) => unknown;
}) {
  const { t } = useTranslation('people-admin');
  const target = targetOf(member);
  const can = (permission: TenantMember['permissions'][number]) => member.permissions.includes(permission);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={t('users.moreOf', { name: target.name })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void navigate(`/user/${member.id}/details`)}>{t('actions.view')}</MenuItem>
          {can('changeRole') ? (
            <MenuItem onClick={() => start('role', [target])}>{t('actions.changeRole')}</MenuItem>
          ) : null}
          {member.suspended ? (
            can('unsuspend') ? (
              <MenuItem onClick={() => start('unsuspend', [target])}>{t('actions.unsuspend')}</MenuItem>
            ) : null
          ) : can('suspend') ? (
            <MenuItem onClick={() => start('suspend', [target])}>{t('actions.suspend')}</MenuItem>
          ) : null}
          {can('welcome') && member.invitationStatus !== 'joined' ? (
            <MenuItem onClick={() => start('welcome', [target])}>{t('actions.welcome')}</MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
