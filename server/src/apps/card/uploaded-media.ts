import { and, eq, isNotNull } from 'drizzle-orm';
import { cardTexts } from '#shared/contract/card';
import type { UploadPurpose } from '#shared/contract/uploads';
import type { Tx } from '../../db/client.ts';
import { media, uploadIntents } from '../../db/schema.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';

/**
 * A file the caller uploaded through the card's own upload kind (docs/cards.md): a recognition's
 * PDF or someone else's upload cannot be passed off as a background or a signature image.
 */
export async function uploadedImage(
  tx: Tx,
  auth: MemberAuth,
  mediaObjectId: string,
  purpose: Extract<UploadPurpose, 'cardBackground' | 'cardSignature'>,
  path = 'mediaObjectId',
): Promise<typeof media.$inferSelect> {
  const [row] = await tx
    .select({ media, purpose: uploadIntents.purpose })
    .from(uploadIntents)
    .innerJoin(media, eq(media.id, uploadIntents.id))
    .where(
      and(
        eq(uploadIntents.id, mediaObjectId),
        eq(uploadIntents.memberId, auth.memberId),
        isNotNull(uploadIntents.completedAt),
        eq(media.tenantId, auth.tenantId),
      ),
    );
  if (!row) throw invalid(path, cardTexts.uploadFirst);
  if (row.purpose !== purpose || !row.media.contentType.startsWith('image/'))
    throw invalid(path, cardTexts.notImage);
  return row.media;
}
