import { QueryClient } from '@tanstack/react-query';

const minutes = (n: number) => n * 60_000;

/** Cache lifetimes of the spec (000 §9). */
export const cacheTimes = {
  tenantMetadata: minutes(15),
  apps: minutes(5),
  ownMember: minutes(5),
  tenant: minutes(5),
} as const;

/** Query defaults of the spec: no retry, refetch on window focus, cached data dropped after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, gcTime: minutes(5) },
      mutations: { retry: false },
    },
  });
}
