import { inArray } from 'drizzle-orm';
import type { Media } from '#shared/contract/common';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { signMediaFile } from './signing.ts';

type MediaRow = typeof media.$inferSelect;

/** A signed, expiring link to one variant of a file (see signing.ts); the only way files are served. */
export const mediaFileUrl = (mediaId: string, variant: string) =>
  `/api/media/files/${mediaId}/${variant}?${signMediaFile(mediaId, variant)}`;

/** The contract's media shape: the original's URL and one URL per variant. */
export function mediaUrls(row: MediaRow): Media {
  const variants = Object.fromEntries(
    Object.keys(row.variants)
      .filter((name) => name !== 'original')
      .map((name) => [name, mediaFileUrl(row.id, name)]),
  );
  return { id: row.id, url: mediaFileUrl(row.id, 'original'), variants };
}

/** Loads several media rows at once, keyed by id, for embedding in lists. */
export async function loadMediaUrls(
  db: Executor,
  ids: (string | null | undefined)[],
): Promise<Map<string, Media>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, mediaUrls(row)]));
}
