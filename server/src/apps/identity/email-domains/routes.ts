import { eq } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { createEmailDomainRequest, emailDomain, emailDomainList } from '#shared/contract/email-domains';
import type { Tx } from '../../../db/client.ts';
import { tenantEmailDomains } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { checkDomainRecord, type EmailDomainRow, newDomainToken, toEmailDomain } from './domains.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const snapshot = (row: EmailDomainRow) => ({ domain: row.domain, verified: row.verifiedAt !== null });

async function findDomain(tx: Tx, id: string) {
  const [row] = await tx.select().from(tenantEmailDomains).where(eq(tenantEmailDomains.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * The verified e-mail domains of /tenant/security (issue 25): admins holding identityApp browse
 * (as for SAML providers and SCIM tokens) add a domain, publish its TXT record and verify it; only
 * then does the organization's identity provider or SCIM client reach addresses in it. Every
 * change is in the audit log.
 */
export function emailDomainRoutes(api: ZodApi, services: Services): void {
  const admin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'identityApp', 'browse');

  api.get(
    '/identity/emailDomains',
    { schema: { tags: ['identity'], response: { 200: emailDomainList, ...errors } } },
    async (request) => {
      const auth = await admin(request);
      const rows = await withTenant(services, auth, (tx) =>
        tx.select().from(tenantEmailDomains).orderBy(tenantEmailDomains.domain),
      );
      return { results: rows.map(toEmailDomain) };
    },
  );

  api.post(
    '/identity/emailDomains',
    {
      schema: {
        tags: ['identity'],
        description: 'Adds an e-mail domain, pending until its DNS TXT record is verified.',
        body: createEmailDomainRequest,
        response: { 201: emailDomain, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await admin(request);
      const created = await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .insert(tenantEmailDomains)
          .values({
            tenantId: auth.tenantId,
            domain: request.body.domain,
            verificationToken: newDomainToken(),
            createdById: auth.memberId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict('This domain is already listed.');
        await audit(tx, auth, {
          action: 'emailDomain.create',
          targetType: 'emailDomain',
          targetId: row.id,
          before: null,
          after: snapshot(row),
        });
        return toEmailDomain(row);
      });
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/identity/emailDomains/:id/verify',
    {
      schema: {
        tags: ['identity'],
        description:
          "Looks up the domain's TXT record now: the domain is verified when it holds the value shown; otherwise the answer says what the lookup found wanting.",
        params: idParams,
        response: { 200: emailDomain, ...errors },
      },
    },
    async (request) => {
      const auth = await admin(request);
      const before = await withTenant(services, auth, (tx) => findDomain(tx, request.params.id));
      // The lookup runs outside the transaction: DNS may take seconds.
      const failure = await checkDomainRecord(services.resolveTxt, before.domain, before.verificationToken);
      return withTenant(services, auth, async (tx) => {
        const now = services.now();
        const [row] = await tx
          .update(tenantEmailDomains)
          .set({
            lastCheckedAt: now,
            lastCheckError: failure,
            // A record once found keeps the domain verified; removing the domain is how to withdraw it.
            ...(failure === null && !before.verifiedAt ? { verifiedAt: now } : {}),
          })
          .where(eq(tenantEmailDomains.id, before.id))
          .returning();
        if (!row) throw notFound();
        if (row.verifiedAt && !before.verifiedAt) {
          await audit(tx, auth, {
            action: 'emailDomain.verify',
            targetType: 'emailDomain',
            targetId: row.id,
            before: snapshot(before),
            after: snapshot(row),
          });
        }
        return toEmailDomain(row);
      });
    },
  );

  api.delete(
    '/identity/emailDomains/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Removes a domain: its addresses can no longer sign in through SSO or be provisioned by SCIM.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await admin(request);
      await withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .delete(tenantEmailDomains)
          .where(eq(tenantEmailDomains.id, request.params.id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, auth, {
          action: 'emailDomain.delete',
          targetType: 'emailDomain',
          targetId: row.id,
          before: snapshot(row),
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}
