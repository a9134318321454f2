import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { UploadPurpose } from '#shared/contract/uploads';
import type { Tx } from '../db/client.ts';
import { media, uploadIntents } from '../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

/**
 * The one lookup of finished uploads (ARCHITECTURE "Uploads") an area makes before it keeps a
 * media id: of `ids`, those `uploader` finished uploading in their tenant, as `purpose`. Media rows
 * carry no row-level guard, so tenant, uploader and purpose are always checked here. `otherPurpose`
 * names the caller's finished uploads of another kind, for areas that word that refusal apart.
 */
export async function completedUploads(
  tx: Tx,
  uploader: { tenantId: string; memberId: string },
  purpose: UploadPurpose,
  ids: readonly string[],
): Promise<{ uploads: Map<string, MediaRow>; otherPurpose: Set<string> }> {
  const unique = [...new Set(ids)];
  const uploads = new Map<string, MediaRow>();
  const otherPurpose = new Set<string>();
  if (unique.length === 0) return { uploads, otherPurpose };
  const rows = await tx
    .select({ media, purpose: uploadIntents.purpose })
    .from(uploadIntents)
    .innerJoin(media, eq(media.id, uploadIntents.id))
    .where(
      and(
        inArray(uploadIntents.id, unique),
        eq(uploadIntents.memberId, uploader.memberId),
        isNotNull(uploadIntents.completedAt),
        eq(media.tenantId, uploader.tenantId),
      ),
    );
  for (const row of rows) {
    if (row.purpose === purpose) uploads.set(row.media.id, row.media);
    else otherPurpose.add(row.media.id);
  }
  return { uploads, otherPurpose };
}
