import { useQuery } from '@tanstack/react-query';
import { reportList } from '#shared/contract/report';
import { apiClient } from './api-client.ts';
import { type AppGrants, holds } from './session/permissions.ts';

/**
 * Whether reports were shared with a member who does not hold reportingApp browse: they see
 * "Analytics" too (docs/report.md). Same key and answer as the reports feature's list, so one
 * request serves both; asked only of members the grant alone does not show the item to.
 */
export function useSharedReports(grants: AppGrants | undefined): boolean {
  const enabled = grants !== undefined && !holds(grants, ['reportingApp', 'browse']);
  const { data } = useQuery({
    queryKey: ['reports', 'list'],
    queryFn: async ({ signal }) =>
      reportList.parse((await apiClient.get('/report/reports', { signal })).data),
    enabled,
    staleTime: 5 * 60_000,
  });
  return enabled && (data?.results.length ?? 0) > 0;
}
