import { eq, inArray } from 'drizzle-orm';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { Executor } from '../db/client.ts';
import { media, tenantMembers } from '../db/schema.ts';
import { mediaUrls } from './media/urls.ts';

/**
 * Members as other records embed them (sender, recipients, commenters, a notification's author):
 * names, job title and avatar URLs, in one query for a whole page, keyed by id. Ids the caller
 * may not see (row-level security) or that do not exist are left out.
 */
export async function memberDisplays(
  db: Executor,
  ids: (string | null | undefined)[],
): Promise<Map<string, MemberDisplay>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: tenantMembers.id,
      firstName: tenantMembers.firstName,
      lastName: tenantMembers.lastName,
      publicStaffProfile: tenantMembers.publicStaffProfile,
      avatar: media,
    })
    .from(tenantMembers)
    .leftJoin(media, eq(media.id, tenantMembers.avatarMediaId))
    .where(inArray(tenantMembers.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        avatarUrls: row.avatar ? mediaUrls(row.avatar) : null,
        jobTitle: row.publicStaffProfile?.jobTitle ?? null,
      },
    ]),
  );
}
