import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Resource } from '#shared/contract/resource';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { media, resourceCompletions, resourceFavourites, resourceReactions } from '../../db/schema.ts';
import { loadMediaUrls, mediaFileUrl } from '../../kernel/media/urls.ts';
import { inAudienceSql, type ResourceRow, type Viewer } from './access.ts';

const byResource = <T extends { resourceId: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.resourceId, r]));

/**
 * Resources as the contract answers them for one viewer: their file and cover, the viewer's
 * favourite, completion and reaction, everyone's reaction counts, and (managers only) how many
 * members completed each.
 */
export async function toResources(tx: Tx, viewer: Viewer, rows: ResourceRow[]): Promise<Resource[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const [covers, files, favourites, completions, own, counts, completionCounts, inAudience] =
    await Promise.all([
      loadMediaUrls(
        tx,
        rows.map((r) => r.coverId),
      ),
      fileIds.length > 0 ? tx.select().from(media).where(inArray(media.id, fileIds)) : Promise.resolve([]),
      tx
        .select({ resourceId: resourceFavourites.resourceId })
        .from(resourceFavourites)
        .where(
          and(inArray(resourceFavourites.resourceId, ids), eq(resourceFavourites.memberId, viewer.memberId)),
        ),
      tx
        .select({ resourceId: resourceCompletions.resourceId, completedAt: resourceCompletions.completedAt })
        .from(resourceCompletions)
        .where(
          and(
            inArray(resourceCompletions.resourceId, ids),
            eq(resourceCompletions.memberId, viewer.memberId),
          ),
        ),
      tx
        .select({ resourceId: resourceReactions.resourceId, reaction: resourceReactions.reaction })
        .from(resourceReactions)
        .where(
          and(inArray(resourceReactions.resourceId, ids), eq(resourceReactions.memberId, viewer.memberId)),
        ),
      tx
        .select({
          resourceId: resourceReactions.resourceId,
          reaction: resourceReactions.reaction,
          count: sql<number>`count(*)::int`,
        })
        .from(resourceReactions)
        .where(inArray(resourceReactions.resourceId, ids))
        .groupBy(resourceReactions.resourceId, resourceReactions.reaction),
      viewer.canManage
        ? tx
            .select({ resourceId: resourceCompletions.resourceId, count: sql<number>`count(*)::int` })
            .from(resourceCompletions)
            .where(inArray(resourceCompletions.resourceId, ids))
            .groupBy(resourceCompletions.resourceId)
        : Promise.resolve([]),
      audienceOf(tx, viewer, ids),
    ]);
  const fileRows = new Map(files.map((f) => [f.id, f]));
  const favourite = new Set(favourites.map((f) => f.resourceId));
  const completed = byResource(completions);
  const ownReaction = byResource(own);
  const completionCount = byResource(completionCounts);
  const reactionCounts = new Map<string, Record<string, number>>();
  for (const row of counts) {
    const entry = reactionCounts.get(row.resourceId) ?? {};
    entry[row.reaction] = Number(row.count);
    reactionCounts.set(row.resourceId, entry);
  }
  return rows.map((row) => {
    const file = row.fileId ? fileRows.get(row.fileId) : undefined;
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      body: row.body,
      linkUrl: row.linkUrl,
      file: file
        ? {
            id: file.id,
            originalFilename: file.originalFilename ?? row.title,
            contentType: file.contentType,
            url: mediaFileUrl(file.id, 'original'),
          }
        : null,
      cover: (row.coverId && covers.get(row.coverId)) || null,
      categories: row.categories,
      estimatedMinutes: row.estimatedMinutes,
      completionPoints: row.completionPoints,
      recommended: row.recommended,
      recommendedToMe: row.recommended && inAudience.has(row.id),
      audience: row.audience,
      archived: row.archivedAt !== null,
      favourite: favourite.has(row.id),
      completedAt: completed.get(row.id)?.completedAt.toISOString() ?? null,
      reactionCounts: reactionCounts.get(row.id) ?? {},
      ownReaction: ownReaction.get(row.id)?.reaction ?? null,
      completionCount: viewer.canManage ? Number(completionCount.get(row.id)?.count ?? 0) : null,
      permissions: [
        ...(row.archivedAt === null ? (['react'] as const) : []),
        ...(viewer.canManage ? (['edit'] as const) : []),
      ],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Which of the resources' audiences hold the viewer. */
async function audienceOf(tx: Tx, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from resources where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${inAudienceSql(viewer)}`,
    ),
  );
  return new Set(rows.map((r) => r.id));
}
