import { queryOptions } from '@tanstack/react-query';
import {
  audienceText,
  type ReportId,
  type ReportView,
  rangeText,
  reportList,
  reportMails as reportMailsSchema,
  reportResult,
  reportRoles,
  reportSchedules as reportSchedulesSchema,
  reportShares as reportSharesSchema,
  reportTeams,
} from '#shared/contract/report';
import { segmentValues } from '#shared/contract/staffing';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const reportKeys = {
  all: ['reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  teams: () => [...reportKeys.all, 'teams'] as const,
  report: (id: ReportId, view: ReportView) => [...reportKeys.all, 'report', id, viewParams(view)] as const,
};

/** The view as the API's query: the same three parts as the address (teams and segments in one). */
export const viewParams = (view: ReportView) => ({
  range: rangeText(view.range),
  teams: audienceText(view),
  groupBy: view.groupBy,
});

export const reportQueries = {
  list: () =>
    queryOptions({
      queryKey: reportKeys.list(),
      queryFn: async ({ signal }) =>
        reportList.parse((await apiClient.get('/report/reports', { signal })).data),
    }),
  teams: () =>
    queryOptions({
      queryKey: reportKeys.teams(),
      queryFn: async ({ signal }) =>
        reportTeams.parse((await apiClient.get('/report/teams', { signal })).data),
      staleTime: 5 * 60_000,
    }),
  /** Every segment value in use per kind (GET /identity/segments, open to every member). */
  segments: () =>
    queryOptions({
      queryKey: queryKeys.identity.segments,
      queryFn: async ({ signal }) =>
        segmentValues.parse((await apiClient.get('/identity/segments', { signal })).data),
      staleTime: 5 * 60_000,
    }),
  report: (id: ReportId, view: ReportView) =>
    queryOptions({
      queryKey: reportKeys.report(id, view),
      queryFn: async ({ signal }) =>
        reportResult.parse(
          (await apiClient.get(`/report/reports/${id}`, { params: viewParams(view), signal })).data,
        ),
    }),
};

/** One export of a view (CSV or PDF) as the server names it, headings in the reader's language. */
export async function downloadExport(
  id: ReportId,
  view: ReportView,
  format: 'csv' | 'pdf',
  locale: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.get(`/report/reports/${id}/${format}`, {
    params: { ...viewParams(view), locale: locale.startsWith('de') ? 'de' : 'en' },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${id}.${format}`;
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

export const shareKeys = {
  shares: (id: ReportId) => [...reportKeys.all, 'shares', id] as const,
  schedules: (id: ReportId) => [...reportKeys.all, 'schedules', id] as const,
  mails: (id: ReportId) => [...reportKeys.all, 'mails', id] as const,
  roles: () => [...reportKeys.all, 'roles'] as const,
};

export const shareQueries = {
  /** The built-in roles and the organization's custom ones, to share with. */
  roles: () =>
    queryOptions({
      queryKey: shareKeys.roles(),
      queryFn: async ({ signal }) =>
        reportRoles.parse((await apiClient.get('/report/roles', { signal })).data),
    }),
  shares: (id: ReportId) =>
    queryOptions({
      queryKey: shareKeys.shares(id),
      queryFn: async ({ signal }) =>
        reportSharesSchema.parse((await apiClient.get(`/report/reports/${id}/shares`, { signal })).data),
    }),
  schedules: (id: ReportId) =>
    queryOptions({
      queryKey: shareKeys.schedules(id),
      queryFn: async ({ signal }) =>
        reportSchedulesSchema.parse(
          (await apiClient.get(`/report/reports/${id}/schedules`, { signal })).data,
        ),
    }),
  mails: (id: ReportId) =>
    queryOptions({
      queryKey: shareKeys.mails(id),
      queryFn: async ({ signal }) =>
        reportMailsSchema.parse((await apiClient.get(`/report/reports/${id}/emails`, { signal })).data),
    }),
};
