import { eq } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { localeBody, timezoneBody } from '#shared/contract/identity';
import { tenantMembers, tenants } from '../../../db/schema.ts';
import { requireMember, withTenant } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Stores `en-us` as `en-US`, so every reader compares one spelling. */
export const canonicalLocale = (locale: string) => Intl.getCanonicalLocales(locale)[0] ?? locale;

/** Settings a member keeps for themself: time zone and language. */
export function selfRoutes(api: ZodApi, services: Services): void {
  api.patch(
    '/identity/tenantMembers/timezone',
    {
      schema: {
        tags: ['identity'],
        description: "Sets the caller's time zone; the renderer sends the browser's once per login.",
        body: timezoneBody,
        response: { 200: timezoneBody, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const { timezone } = request.body;
      await withTenant(services, auth, (tx) =>
        tx.update(tenantMembers).set({ timezone }).where(eq(tenantMembers.id, auth.memberId)),
      );
      return { timezone };
    },
  );

  api.get(
    '/identity/tenantMembers/locale',
    {
      schema: {
        tags: ['identity'],
        description: "The caller's language; the tenant's language until they choose one.",
        response: { 200: localeBody, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const [row] = await withTenant(services, auth, (tx) =>
        tx
          .select({ locale: tenantMembers.locale, language: tenants.language })
          .from(tenantMembers)
          .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
          .where(eq(tenantMembers.id, auth.memberId)),
      );
      if (!row) throw notFound();
      return { locale: row.locale ?? row.language };
    },
  );

  api.post(
    '/identity/tenantMembers/locale',
    {
      schema: {
        tags: ['identity'],
        description: "Sets the caller's language.",
        body: localeBody,
        response: { 200: localeBody, ...errors },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const locale = canonicalLocale(request.body.locale);
      await withTenant(services, auth, (tx) =>
        tx.update(tenantMembers).set({ locale }).where(eq(tenantMembers.id, auth.memberId)),
      );
      return { locale };
    },
  );
}
