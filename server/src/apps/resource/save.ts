import { inArray } from 'drizzle-orm';
import { type ResourceAudience, resourceTexts } from '#shared/contract/resource';
import type { Tx } from '../../db/client.ts';
import { resources, roles, teams } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { plainText, sanitizeMessage } from '../../kernel/sanitize.ts';
import { completedUploads } from '../../kernel/uploads.ts';
import type { Services } from '../../services.ts';
import type { ResourceRow, Viewer } from './access.ts';

/** Every field of a resource as the editor sends it, after the contract's checks. */
export type ResourceInput = {
  title: string;
  summary: string;
  body: string;
  linkUrl: string | null;
  fileId: string | null;
  coverId: string | null;
  categories: string[];
  estimatedMinutes: number | null;
  completionPoints: number;
  recommended: boolean;
  audience: ResourceAudience;
  archived: boolean;
};

const builtInRoles = new Set(['admin', 'employee']);

/** Teams and custom roles the tenant does not have are refused by their index (RLS hides other tenants'). */
async function checkAudience(tx: Tx, audience: ResourceAudience): Promise<void> {
  if (audience.everyone) return;
  if (audience.teamIds.length + audience.roles.length === 0)
    throw invalid('audience', resourceTexts.audienceEmpty);
  if (audience.teamIds.length > 0) {
    const found = new Set(
      (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, audience.teamIds))).map(
        (t) => t.id,
      ),
    );
    const index = audience.teamIds.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(`audience.teamIds.${index}`, resourceTexts.teamUnknown);
  }
  const custom = audience.roles.filter((r) => !builtInRoles.has(r));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const found =
    custom.length > 0 && custom.every((r) => uuid.test(r))
      ? new Set(
          (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, custom))).map((r) => r.id),
        )
      : new Set<string>();
  const index = audience.roles.findIndex((r) => !builtInRoles.has(r) && !found.has(r));
  if (index >= 0) throw invalid(`audience.roles.${index}`, resourceTexts.roleUnknown);
}

/** The file and the cover must be the caller's finished uploads of their kind (kernel/uploads.ts). */
async function checkUploads(tx: Tx, viewer: Viewer, input: ResourceInput, existing: ResourceRow | null) {
  const uploader = { tenantId: viewer.auth.tenantId, memberId: viewer.memberId };
  // A file kept from the saved resource needs no new upload (another admin may have added it).
  if (input.fileId && input.fileId !== existing?.fileId) {
    const { uploads } = await completedUploads(tx, uploader, 'resource', [input.fileId]);
    if (!uploads.has(input.fileId)) throw invalid('fileId', resourceTexts.fileNotUploaded);
  }
  if (input.coverId && input.coverId !== existing?.coverId) {
    const { uploads } = await completedUploads(tx, uploader, 'resourceCover', [input.coverId]);
    if (!uploads.has(input.coverId)) throw invalid('coverId', resourceTexts.coverNotUploaded);
  }
}

/**
 * Creates (`existing` null) or updates a resource: the body cleaned with the kernel's allow-list,
 * categories trimmed and deduplicated, the audience and uploads checked. A resource must point
 * somewhere: a link, a file or a body to read.
 */
export async function saveResource(
  services: Services,
  tx: Tx,
  viewer: Viewer,
  input: ResourceInput,
  existing: ResourceRow | null,
): Promise<ResourceRow> {
  const body = sanitizeMessage(input.body);
  if (!input.linkUrl && !input.fileId && plainText(body) === '')
    throw invalid('linkUrl', resourceTexts.linkOrFile);
  await checkAudience(tx, input.audience);
  await checkUploads(tx, viewer, input, existing);
  const seen = new Set<string>();
  const categories = input.categories.filter((c) => {
    const key = c.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const now = services.now();
  const values = {
    title: input.title,
    summary: input.summary,
    body,
    linkUrl: input.linkUrl,
    fileId: input.fileId,
    coverId: input.coverId,
    categories,
    estimatedMinutes: input.estimatedMinutes,
    completionPoints: input.completionPoints,
    recommended: input.recommended,
    audience: input.audience.everyone
      ? { everyone: true, teamIds: [], roles: [] }
      : {
          everyone: false,
          teamIds: [...new Set(input.audience.teamIds)],
          roles: [...new Set(input.audience.roles)],
        },
    archivedAt: input.archived ? (existing?.archivedAt ?? now) : null,
    updatedAt: now,
  };
  if (existing) {
    const [row] = await tx
      .update(resources)
      .set(values)
      .where(inArray(resources.id, [existing.id]))
      .returning();
    return row as ResourceRow;
  }
  const [row] = await tx
    .insert(resources)
    .values({ ...values, tenantId: viewer.auth.tenantId, createdById: viewer.memberId, createdAt: now })
    .returning();
  return row as ResourceRow;
}
