import {
  Badge,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BatchInvite, BatchInviteMember } from '#shared/contract/staffing';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { isNotFound } from '../../../lib/flow-client.ts';
import {
  flowQueries,
  useExecuteInvite,
  useRefreshAfterImport,
  useUpdateInvite,
} from '../api/flow-queries.ts';
import { progressValue } from '../lib/import-steps.ts';
import { withExclusion } from '../lib/invite-list.ts';
import { importRecords, StaffingGate } from './staffing-gate.tsx';

const useStyles = makeStyles({
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  count: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  value: { margin: 0 },
  table: { minWidth: '640px' },
  select: { width: '72px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /staffing/batch-invite/{id}: who gets an invitation, with each person's standing; then send. */
export default function BatchInvitePage() {
  return (
    <StaffingGate permission={importRecords}>
      <BatchInviteLoader />
    </StaffingGate>
  );
}

function BatchInviteLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('staffing');
  const flow = useQuery(flowQueries.invite(id));
  const refresh = useRefreshAfterImport();
  const status = flow.data?.status;
  // Invited members' standing changed on every page that lists them.
  useEffect(() => {
    if (status === 'executed') void refresh();
  }, [status, refresh]);
  let body: ReactNode;
  if (flow.isPending) body = <Spinner label={t('loading')} />;
  else if (flow.isError)
    body = <Text role="alert">{isNotFound(flow.error) ? t('invite.notFound') : t('loadFailed')}</Text>;
  else body = <BatchInviteFlow flow={flow.data} />;
  return (
    <Page title={t('invite.title')} width={1080}>
      {body}
    </Page>
  );
}

const column = dataTableColumns<BatchInviteMember>();
const nameOf = (member: BatchInviteMember) => `${member.firstName} ${member.lastName}`;

const countKeys = ['recipients', 'alreadyInvited', 'joined', 'suspended', 'excluded'] as const;

function BatchInviteFlow(props: { flow: BatchInvite }) {
  const { flow } = props;
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const toasts = useToasts();
  const update = useUpdateInvite();
  const execute = useExecuteInvite();
  const [page, setPage] = useState(1);
  const members = useQuery({
    ...flowQueries.inviteMembers(flow.id, page),
    placeholderData: keepPreviousData,
  });
  const open = flow.status === 'preview';

  const setOptions = (options: Parameters<typeof update.mutate>[0]['options']) =>
    update.mutate({ id: flow.id, options }, { onError: () => toasts.error(t('invite.optionsFailed')) });
  const toggle = (member: BatchInviteMember, include: boolean) =>
    setOptions({ excludeMemberIds: withExclusion(flow.options.excludeMemberIds, member.id, !include) });
  const locked = !open || update.isPending;
  const results = useMemo(() => members.data?.results ?? [], [members.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: toggle reads the flow's options, which `flow` covers.
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'include',
          header: () => t('invite.include'),
          meta: { className: styles.select },
          cell: (info) => (
            <Checkbox
              checked={!info.row.original.excluded}
              disabled={locked}
              aria-label={t('invite.includeRow', { name: nameOf(info.row.original) })}
              onChange={(_, data) => toggle(info.row.original, data.checked === true)}
            />
          ),
        }),
        column.display({
          id: 'name',
          header: () => t('invite.name'),
          meta: { className: styles.wrap },
          cell: (info) => (
            <RouterLink to={`/user/${info.row.original.id}/details`}>{nameOf(info.row.original)}</RouterLink>
          ),
        }),
        column.accessor('email', {
          header: () => t('invite.email'),
          meta: { className: styles.wrap },
        }),
        column.display({
          id: 'standing',
          header: () => t('invite.standing'),
          cell: (info) => {
            const member = info.row.original;
            return (
              <span className={styles.badges}>
                <Badge appearance="tint" color={member.willBeInvited ? 'brand' : 'subtle'}>
                  {member.willBeInvited ? t('invite.willBeInvited') : t('invite.notMailed')}
                </Badge>
                <Badge appearance="outline" color="informative">
                  {t(`invitationStatus.${member.invitationStatus}`)}
                </Badge>
                {member.suspended ? (
                  <Badge appearance="outline" color="danger">
                    {t('invite.suspended')}
                  </Badge>
                ) : null}
              </span>
            );
          },
        }),
      ]),
    [t, styles, locked, flow],
  );

  if (flow.status === 'executed')
    return (
      <>
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('invite.sent', { count: flow.result?.sent ?? 0 })}</MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <RouterLink to="/manage/users">{t('invite.toUsers')}</RouterLink>
          <RouterLink to="/staffing">{t('invite.toRecords')}</RouterLink>
        </div>
      </>
    );

  return (
    <>
      {flow.status === 'failed' ? <ErrorBar title={t('invite.failed')}>{flow.error}</ErrorBar> : null}
      <dl className={styles.counts} aria-label={t('invite.countsLabel')}>
        {countKeys.map((key) => (
          <div key={key} className={styles.count}>
            <dt>
              <Text>{t(`invite.${key}`)}</Text>
            </dt>
            <dd className={styles.value}>
              <Text size={600} weight="semibold">
                {flow.counts[key].toLocaleString()}
              </Text>
            </dd>
          </div>
        ))}
      </dl>
      <Field hint={t('invite.includeInvitedHint')}>
        <Switch
          label={t('invite.includeInvited')}
          checked={flow.options.includeInvited}
          disabled={!open || update.isPending}
          onChange={(_, data) => setOptions({ includeInvited: data.checked })}
        />
      </Field>
      {flow.status === 'executing' ? (
        <Field label={t('invite.sending')}>
          <ProgressBar
            value={flow.progress && flow.progress.total > 0 ? progressValue(flow.progress) : undefined}
            max={1}
            aria-label={t('invite.progress')}
          />
        </Field>
      ) : (
        <div className={styles.actions}>
          <SubmitButton
            type="button"
            submitting={execute.isPending}
            submittingLabel={t('invite.sending')}
            disabled={flow.counts.recipients === 0 || update.isPending || !open}
            onClick={() =>
              execute.mutate(flow.id, { onError: (error) => toasts.error(errorMessage(error, t)) })
            }
          >
            {t('invite.send', { count: flow.counts.recipients })}
          </SubmitButton>
          {flow.counts.recipients === 0 ? <Text className={styles.muted}>{t('invite.nobody')}</Text> : null}
        </div>
      )}
      {members.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : members.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <DataTable
          label={t('invite.tableLabel')}
          className={styles.table}
          busy={members.isFetching}
          columns={columns}
          rows={results}
          getRowId={(member) => member.id}
          emptyMessage={t('invite.empty')}
        />
      )}
      <Pager label={t('invite.pagination')} page={page} next={members.data?.next} onPage={setPage} />
    </>
  );
}
