import { useQuery } from '@tanstack/react-query';
import { type AppGrants, holds, holdsAll, holdsAny, type PermissionRef } from './permissions.ts';
import { sessionQueries } from './queries.ts';
import { scopeOf, useSession } from './session-store.ts';

/** The member's permissions per app (cached 5 minutes); none outside tenant scope. */
export function useApps() {
  const session = useSession();
  return useQuery({ ...sessionQueries.apps(), enabled: scopeOf(session) === 'tenant' });
}

export function useGrants(): AppGrants | undefined {
  return useApps().data;
}

/** True when the signed-in member holds `[app, permission]`. */
export function useHolds(ref: PermissionRef): boolean {
  return holds(useGrants(), ref);
}

export function useHoldsAny(refs: readonly PermissionRef[]): boolean {
  return holdsAny(useGrants(), refs);
}

export function useHoldsAll(refs: readonly PermissionRef[]): boolean {
  return holdsAll(useGrants(), refs);
}
