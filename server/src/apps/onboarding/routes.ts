import { and, eq } from 'drizzle-orm';
import { onboardingItemAliases } from '#shared/constants';
import { errorBody } from '#shared/contract/common';
import {
  checklistItem,
  checklistQuery,
  checklistResponse,
  dismissedItem,
  dismissedQuery,
  dismissedResponse,
  putChecklistItem,
  putDismissedItem,
} from '#shared/contract/onboarding';
import { onboardingChecklistItems, onboardingDismissedItems } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { setChecklistItem } from './checklist.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The admin setup guide: a tenant-wide checklist and each admin's dismissed items. */
export function onboardingRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/onboarding/checklistItems',
    {
      schema: {
        tags: ['onboarding'],
        querystring: checklistQuery,
        response: { 200: checklistResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'onboardingApp', 'manage');
      const rows = await withTenant(services, auth, (tx) => tx.select().from(onboardingChecklistItems));
      const completed = new Map(rows.map((row) => [row.itemAlias, row.completed]));
      const wanted = request.query.itemAliasIn ?? onboardingItemAliases;
      return {
        results: wanted.map((itemAlias) => ({ itemAlias, completed: completed.get(itemAlias) ?? false })),
      };
    },
  );

  api.put(
    '/onboarding/checklistItems',
    { schema: { tags: ['onboarding'], body: putChecklistItem, response: { 200: checklistItem, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'onboardingApp', 'manage');
      const { itemAlias, completed } = request.body;
      await withTenant(services, auth, (tx) =>
        setChecklistItem(tx, auth.tenantId, itemAlias, completed, services.now()),
      );
      return { itemAlias, completed };
    },
  );

  api.get(
    '/onboarding/dismissedItems',
    {
      schema: {
        tags: ['onboarding'],
        querystring: dismissedQuery,
        response: { 200: dismissedResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'onboardingApp', 'manage');
      const rows = await withTenant(services, auth, (tx) =>
        tx
          .select()
          .from(onboardingDismissedItems)
          .where(eq(onboardingDismissedItems.memberId, auth.memberId)),
      );
      const dismissed = new Map(rows.map((row) => [row.itemAlias, row.dismissedAt.toISOString()]));
      const wanted = request.query.itemAliasIn ?? onboardingItemAliases;
      return {
        results: wanted.map((itemAlias) => ({ itemAlias, dismissedAt: dismissed.get(itemAlias) ?? null })),
      };
    },
  );

  api.put(
    '/onboarding/dismissedItems',
    { schema: { tags: ['onboarding'], body: putDismissedItem, response: { 200: dismissedItem, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'onboardingApp', 'manage');
      const { itemAlias, dismissed } = request.body;
      const dismissedAt = services.now();
      await withTenant(services, auth, async (tx) => {
        const where = and(
          eq(onboardingDismissedItems.memberId, auth.memberId),
          eq(onboardingDismissedItems.itemAlias, itemAlias),
        );
        if (!dismissed) return tx.delete(onboardingDismissedItems).where(where);
        return tx
          .insert(onboardingDismissedItems)
          .values({ tenantId: auth.tenantId, memberId: auth.memberId, itemAlias, dismissedAt })
          .onConflictDoUpdate({
            target: [onboardingDismissedItems.memberId, onboardingDismissedItems.itemAlias],
            set: { dismissedAt },
          });
      });
      return { itemAlias, dismissedAt: dismissed ? dismissedAt.toISOString() : null };
    },
  );
}
