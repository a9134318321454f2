import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { mediaFileUrl } from '../../kernel/media/urls.ts';

/** Attachments as a mail lists them: the file name and a signed link to the original. */
export async function mailAttachments(
  db: Executor,
  tenantId: string,
  ids: string[],
): Promise<{ name: string; path: string }[]> {
  if (ids.length === 0) return [];
  const rows = new Map(
    (
      await db
        .select()
        .from(media)
        .where(and(inArray(media.id, ids), eq(media.tenantId, tenantId)))
    ).map((m) => [m.id, m]),
  );
  return ids.flatMap((id) => {
    const file = rows.get(id);
    return file ? [{ name: file.originalFilename ?? 'file', path: mediaFileUrl(file.id, 'original') }] : [];
  });
}
