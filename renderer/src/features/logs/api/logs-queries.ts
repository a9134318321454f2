import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AuditLogFilters,
  auditActionList,
  auditActorList,
  auditLogPage,
} from '#shared/contract/auditing';
import { apiClient } from '../../../lib/api-client.ts';
import { filterParams } from '../lib/log-filters.ts';

export const logsKeys = {
  all: ['auditing'] as const,
  page: (filters: AuditLogFilters, page: number) => [...logsKeys.all, 'logs', filters, page] as const,
  actions: () => [...logsKeys.all, 'actions'] as const,
  actors: () => [...logsKeys.all, 'actors'] as const,
};

export const pageSize = 50;

export const logsQueries = {
  page: (filters: AuditLogFilters, page: number) =>
    queryOptions({
      queryKey: logsKeys.page(filters, page),
      queryFn: async ({ signal }) =>
        auditLogPage.parse(
          (
            await apiClient.get('/auditing/logs', {
              params: { ...filterParams(filters), page, pageSize },
              signal,
            })
          ).data,
        ),
      placeholderData: keepPreviousData,
    }),
  actions: () =>
    queryOptions({
      queryKey: logsKeys.actions(),
      queryFn: async ({ signal }) =>
        auditActionList.parse((await apiClient.get('/auditing/actions', { signal })).data),
    }),
  actors: () =>
    queryOptions({
      queryKey: logsKeys.actors(),
      queryFn: async ({ signal }) =>
        auditActorList.parse((await apiClient.get('/auditing/actors', { signal })).data),
    }),
};

/** The filtered log as the server's CSV file. */
export async function exportLogs(filters: AuditLogFilters): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.get('/auditing/logs/export', {
    params: filterParams(filters),
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'audit-log.csv';
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
