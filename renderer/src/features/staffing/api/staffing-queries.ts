import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PatchStaffRecordRequest,
  segmentValues,
  staffRecord,
  staffRecordPage,
} from '#shared/contract/staffing';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type RecordFilters, recordListParams } from '../lib/record-filters.ts';

/** Rows per page of the HR records table. */
export const recordsPageSize = 50;

/**
 * Keys under identity/staffRecords; an import or an edit also changes members (a record's fields
 * are copied to the member's profile), so those refresh the member keys the other pages use.
 */
export const staffRecordKeys = { all: ['identity', 'staffRecords'] as const };
export const segmentKeys = { all: queryKeys.identity.segments };
const memberKeys = { all: queryKeys.identity.tenantMembers };

export const staffingQueries = {
  /** The records matching the filters, page after page (the server pages, sorts and filters). */
  records: (filters: RecordFilters) =>
    infiniteQueryOptions({
      queryKey: [...staffRecordKeys.all, 'list', filters],
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        staffRecordPage.parse(
          (
            await apiClient.get('/identity/staffRecords', {
              params: { ...recordListParams(filters), page: pageParam, pageSize: recordsPageSize },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  record: (id: string) =>
    queryOptions({
      queryKey: [...staffRecordKeys.all, 'detail', id],
      queryFn: async ({ signal }) =>
        staffRecord.parse((await apiClient.get(`/identity/staffRecords/${id}`, { signal })).data),
    }),
  segments: () =>
    queryOptions({
      queryKey: [...segmentKeys.all],
      queryFn: async ({ signal }) =>
        segmentValues.parse((await apiClient.get('/identity/segments', { signal })).data),
    }),
};

/** Everything an import or an edit of HR records may have changed. */
export const invalidateStaffing = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: staffRecordKeys.all }),
    client.invalidateQueries({ queryKey: segmentKeys.all }),
    client.invalidateQueries({ queryKey: memberKeys.all }),
  ]);

export function useUpdateRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PatchStaffRecordRequest }) =>
      staffRecord.parse((await apiClient.patch(`/identity/staffRecords/${id}`, body)).data),
    onSuccess: async (saved) => {
      client.setQueryData(staffingQueries.record(saved.id).queryKey, saved);
      await invalidateStaffing(client);
    },
  });
}

export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/identity/staffRecords/${id}`);
    },
    onSuccess: () => invalidateStaffing(client),
  });
}

/** Every record as a CSV in the import's columns (it imports back unchanged), as the server names it. */
export async function exportRecords(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.get('/identity/staffRecords/export', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'hr-records.csv';
  return { blob: response.data as Blob, fileName };
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
