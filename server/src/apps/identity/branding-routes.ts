import { eq } from 'drizzle-orm';
import { tenantBrandingRequest, tenantMediaRequest } from '#shared/contract/branding';
import { errorBody, idParams } from '#shared/contract/common';
import { type Tenant, tenant as tenantSchema } from '#shared/contract/identity';
import type { UploadPurpose } from '#shared/contract/uploads';
import { tenants } from '../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { TenantRow } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { completedUploads } from '../../kernel/uploads.ts';
import type { Services } from '../../services.ts';

type Describe = (rows: TenantRow[]) => Promise<Tenant[]>;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The pictures a tenant shows, by upload purpose: the column each is kept in. */
const pictures = {
  logo: { column: 'logoMediaId', notUploaded: 'This image has not been uploaded as a logo' },
  banner: { column: 'bannerMediaId', notUploaded: 'This image has not been uploaded as a banner' },
} as const satisfies Partial<Record<UploadPurpose, { column: keyof TenantRow; notUploaded: string }>>;

/**
 * Branding (000 §2 /customize, §7): the tenant's name and brand colour, its logo and banner. Admins
 * only (identityApp editBanner, the permission the logo and banner uploads ask too); every change is
 * audited. The tenants table is platform data without row-level security, so the id is checked here.
 */
export function brandingRoutes(api: ZodApi, services: Services, describeTenants: Describe): void {
  /** The caller's own tenant, for an admin who may brand it; another tenant's id is not found. */
  const brandable = async (request: Parameters<typeof requirePermission>[1], id: string) => {
    const auth = await requirePermission(services, request, 'identityApp', 'editBanner');
    if (id !== auth.tenantId) throw notFound();
    return auth;
  };

  /** The tenant as GET /identity/tenants/{id} answers it, read once the change is committed. */
  const answer = async (auth: MemberAuth) => {
    const [row] = await services.db.select().from(tenants).where(eq(tenants.id, auth.tenantId));
    const [described] = row ? await describeTenants([row]) : [];
    if (!described) throw notFound();
    return described;
  };

  api.patch(
    '/identity/tenants/:id',
    {
      schema: {
        tags: ['identity'],
        description: "Changes the tenant's name and brand colour (`#RRGGBB`, or null for the product's own).",
        params: idParams,
        body: tenantBrandingRequest,
        response: { 200: tenantSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await brandable(request, request.params.id);
      const changes = request.body;
      await withTenant(services, auth, async (tx) => {
        const [before] = await tx
          .select({ name: tenants.name, brandColor: tenants.brandColor })
          .from(tenants)
          .where(eq(tenants.id, auth.tenantId));
        if (!before) throw notFound();
        const after = { ...before, ...changes };
        if (after.name !== before.name || after.brandColor !== before.brandColor) {
          await tx.update(tenants).set(changes).where(eq(tenants.id, auth.tenantId));
          await audit(tx, auth, {
            action: 'tenant.updateBranding',
            targetType: 'tenant',
            targetId: auth.tenantId,
            before,
            after,
          });
        }
      });
      return answer(auth);
    },
  );

  for (const purpose of ['logo', 'banner'] as const) {
    const { column, notUploaded } = pictures[purpose];
    api.post(
      `/identity/tenants/:id/${purpose}`,
      {
        schema: {
          tags: ['identity'],
          description: `Shows a completed upload of purpose \`${purpose}\` as the tenant's ${purpose}; \`mediaId: null\` removes it.`,
          params: idParams,
          body: tenantMediaRequest,
          response: { 200: tenantSchema, ...errors },
        },
      },
      async (request) => {
        const auth = await brandable(request, request.params.id);
        const { mediaId } = request.body;
        await withTenant(services, auth, async (tx) => {
          if (mediaId) {
            // Only the caller's finished uploads of this kind in this tenant count.
            const { uploads } = await completedUploads(tx, auth, purpose, [mediaId]);
            if (!uploads.has(mediaId)) throw invalid('mediaId', notUploaded);
          }
          const [current] = await tx
            .select({ mediaId: tenants[column] })
            .from(tenants)
            .where(eq(tenants.id, auth.tenantId));
          if (!current) throw notFound();
          await tx
            .update(tenants)
            .set({ [column]: mediaId })
            .where(eq(tenants.id, auth.tenantId));
          await audit(tx, auth, {
            action: `tenant.${mediaId ? 'set' : 'remove'}${purpose === 'logo' ? 'Logo' : 'Banner'}`,
            targetType: 'tenant',
            targetId: auth.tenantId,
            before: { [column]: current.mediaId },
            after: { [column]: mediaId },
          });
        });
        return answer(auth);
      },
    );
  }
}
