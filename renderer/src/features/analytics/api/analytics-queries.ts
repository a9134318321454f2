import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DashboardChart,
  dashboard,
  insight,
  insightList,
  insightSummary,
} from '#shared/contract/insight';
import { apiClient } from '../../../lib/api-client.ts';

export const analyticsKeys = {
  dashboard: (from: string, to: string) => ['insight', 'dashboards', from, to] as const,
  insights: ['insight', 'insights'] as const,
  list: (status: string) => ['insight', 'insights', 'list', status] as const,
  one: (id: string) => ['insight', 'insights', 'one', id] as const,
  summary: ['insight', 'insights', 'summary'] as const,
};

export const analyticsQueries = {
  dashboard: (from: string, to: string) =>
    queryOptions({
      queryKey: analyticsKeys.dashboard(from, to),
      queryFn: async ({ signal }) =>
        dashboard.parse((await apiClient.get('/insight/dashboards', { params: { from, to }, signal })).data),
    }),
  summary: () =>
    queryOptions({
      queryKey: analyticsKeys.summary,
      queryFn: async ({ signal }) =>
        insightSummary.parse((await apiClient.get('/insight/insights/summary', { signal })).data),
    }),
  list: (status: 'open' | 'snoozed' | 'dismissed') =>
    queryOptions({
      queryKey: analyticsKeys.list(status),
      queryFn: async ({ signal }) =>
        insightList.parse((await apiClient.get('/insight/insights', { params: { status }, signal })).data)
          .results,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: analyticsKeys.one(id),
      queryFn: async ({ signal }) =>
        insight.parse((await apiClient.get(`/insight/insights/${encodeURIComponent(id)}`, { signal })).data),
    }),
};

/** Dismiss, snooze (7, 14 or 30 days) or reopen an insight; every insight list refreshes. */
export function useInsightAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input:
        | { id: string; action: 'dismiss' | 'reopen' }
        | { id: string; action: 'snooze'; days: 7 | 14 | 30 },
    ) =>
      insight.parse(
        (
          await apiClient.post(
            `/insight/insights/${encodeURIComponent(input.id)}/${input.action}`,
            input.action === 'snooze' ? { days: input.days } : undefined,
          )
        ).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: analyticsKeys.insights }),
  });
}

/** A chart's CSV from the server (the kernel's writer), handed to the browser's download. */
export async function downloadChartCsv(chart: DashboardChart, from: string, to: string): Promise<void> {
  const response = await apiClient.get(`/insight/dashboards/${chart}/csv`, {
    params: { from, to },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${chart}.csv`;
  const url = URL.createObjectURL(response.data as Blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
