import { eq } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import {
  type TenantLocalization,
  tenantLocalization,
  tenantLocalizationRequest,
} from '#shared/contract/localization';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const columns = {
  language: tenants.language,
  timeZone: tenants.timeZone,
  weekStart: tenants.weekStart,
  dateFormat: tenants.dateFormat,
};

async function readSettings(tx: Tx, tenantId: string): Promise<TenantLocalization> {
  const [row] = await tx.select(columns).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound();
  // A language stored before the product shipped German (any BCP 47 tag) shows as English.
  return tenantLocalization.parse({
    ...row,
    language: row.language.split('-')[0] === 'de' ? 'de' : 'en',
  });
}

/**
 * Language and time (000 §2 /localization): the tenant's default language, time zone, week start
 * and date format. The menu gates the page on identityApp browse, and so do these calls; a change
 * is audited. The tenant metadata answers the language, so sign-in pages speak it too.
 */
export function localizationRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/tenants/localization',
    {
      schema: {
        tags: ['identity'],
        description: "The tenant's default language, time zone, week start and date format.",
        response: { 200: tenantLocalization, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      return withTenant(services, auth, (tx) => readSettings(tx, auth.tenantId));
    },
  );

  api.put(
    '/identity/tenants/localization',
    {
      schema: {
        tags: ['identity'],
        description: "Sets the tenant's defaults; members' own language and time zone still win for them.",
        body: tenantLocalizationRequest,
        response: { 200: tenantLocalization, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const after = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await readSettings(tx, auth.tenantId);
        const changed = (Object.keys(after) as Array<keyof TenantLocalization>).some(
          (key) => after[key] !== before[key],
        );
        if (changed) {
          await tx.update(tenants).set(after).where(eq(tenants.id, auth.tenantId));
          await audit(tx, auth, {
            action: 'tenant.updateLocalization',
            targetType: 'tenant',
            targetId: auth.tenantId,
            before,
            after,
          });
        }
        return after;
      });
    },
  );
}
