import { cardTexts } from '#shared/contract/card';
import type { UploadPurpose } from '#shared/contract/uploads';
import type { Tx } from '../../db/client.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { completedUploads, type MediaRow } from '../../kernel/uploads.ts';

/**
 * A file the caller uploaded through the card's own upload kind (docs/card.md): a recognition's
 * PDF or someone else's upload cannot be passed off as a background or a signature image.
 */
export async function uploadedImage(
  tx: Tx,
  auth: MemberAuth,
  mediaObjectId: string,
  purpose: Extract<UploadPurpose, 'cardBackground' | 'cardSignature'>,
  path = 'mediaObjectId',
): Promise<MediaRow> {
  const { uploads, otherPurpose } = await completedUploads(tx, auth, purpose, [mediaObjectId]);
  const upload = uploads.get(mediaObjectId);
  if (!upload && !otherPurpose.has(mediaObjectId)) throw invalid(path, cardTexts.uploadFirst);
  if (!upload?.contentType.startsWith('image/')) throw invalid(path, cardTexts.notImage);
  return upload;
}
