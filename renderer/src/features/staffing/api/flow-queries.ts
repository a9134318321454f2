import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type BatchInvite,
  type BatchInviteOptions,
  batchInvite,
  batchInviteMemberPage,
  type CreateBatchInviteRequest,
  type StaffImport,
  type StaffImportOptions,
  type StaffImportRowOutcome,
  staffImport,
  staffImportRowPage,
} from '#shared/contract/staffing';
import { flowClient, flowPollInterval, isNotFound } from '../../../lib/flow-client.ts';
import { invalidateStaffing } from './staffing-queries.ts';

/** The CSV import and the batch invite: flows (000 §7) at their paths. */
export const staffImports = flowClient<StaffImport, FormData, Partial<StaffImportOptions>>(
  '/identity/staffImports',
  staffImport,
);
export const batchInvites = flowClient<BatchInvite, CreateBatchInviteRequest, Partial<BatchInviteOptions>>(
  '/identity/batchInvites',
  batchInvite,
);

export const importRowsPageSize = 50;
export const inviteMembersPageSize = 50;

const flowKeys = {
  import: (id: string) => ['identity', 'staffImports', id] as const,
  invite: (id: string) => ['identity', 'batchInvites', id] as const,
};

/** A missing flow is not retried: the page says so at once. */
const retryUnlessMissing = (count: number, error: unknown) => !isNotFound(error) && count < 2;

export const flowQueries = {
  /** The import's preview, polled while it executes. */
  import: (id: string) =>
    queryOptions({
      queryKey: flowKeys.import(id),
      queryFn: ({ signal }) => staffImports.preview(id, { signal }),
      refetchInterval: (query) => flowPollInterval(query.state.data?.status),
      retry: retryUnlessMissing,
    }),
  importRows: (id: string, outcome: StaffImportRowOutcome | null, page: number) =>
    queryOptions({
      queryKey: [...flowKeys.import(id), 'rows', { outcome, page }],
      queryFn: ({ signal }) =>
        staffImports.list(
          id,
          'rows',
          staffImportRowPage,
          { page, pageSize: importRowsPageSize, ...(outcome ? { outcomeIn: outcome } : {}) },
          { signal },
        ),
    }),
  invite: (id: string) =>
    queryOptions({
      queryKey: flowKeys.invite(id),
      queryFn: ({ signal }) => batchInvites.preview(id, { signal }),
      refetchInterval: (query) => flowPollInterval(query.state.data?.status),
      retry: retryUnlessMissing,
    }),
  inviteMembers: (id: string, page: number) =>
    queryOptions({
      queryKey: [...flowKeys.invite(id), 'members', { page }],
      queryFn: ({ signal }) =>
        batchInvites.list(
          id,
          'members',
          batchInviteMemberPage,
          { page, pageSize: inviteMembersPageSize },
          { signal },
        ),
    }),
};

/**
 * A flow's update or execute: the answer replaces the cached preview (execute's answer says
 * `executing`, which starts the polling), and the flow's lists refresh.
 */
function useFlowStep<Flow, A>(
  key: (id: string) => readonly unknown[],
  run: (args: A) => Promise<Flow & { id: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (flow) => {
      client.setQueryData(key(flow.id), flow);
      await client.invalidateQueries({ queryKey: key(flow.id), predicate: (q) => q.queryKey.length > 3 });
    },
  });
}

export const useStartImport = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return staffImports.init(form, { onUploadProgress: onProgress });
    },
  });

export const useUpdateImport = () =>
  useFlowStep(flowKeys.import, ({ id, options }: { id: string; options: Partial<StaffImportOptions> }) =>
    staffImports.update(id, options),
  );

export const useExecuteImport = () => useFlowStep(flowKeys.import, (id: string) => staffImports.execute(id));

export const useStartInvite = () =>
  useMutation({ mutationFn: (body: CreateBatchInviteRequest) => batchInvites.init(body) });

export const useUpdateInvite = () =>
  useFlowStep(flowKeys.invite, ({ id, options }: { id: string; options: Partial<BatchInviteOptions> }) =>
    batchInvites.update(id, options),
  );

export const useExecuteInvite = () => useFlowStep(flowKeys.invite, (id: string) => batchInvites.execute(id));

/** Once an import or an invite has executed, records, segments and members have changed. */
export function useRefreshAfterImport() {
  const client = useQueryClient();
  return useCallback(() => invalidateStaffing(client), [client]);
}
