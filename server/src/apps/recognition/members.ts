import { inArray } from 'drizzle-orm';
import type { MemberDisplay } from '#shared/contract/recognition';
import type { Executor } from '../../db/client.ts';
import { tenantMembers } from '../../db/schema.ts';
import { loadMediaUrls } from '../media/urls.ts';

/** Names, job titles and avatars of members, in two queries, for embedding. */
export async function memberDisplays(
  db: Executor,
  ids: (string | null)[],
): Promise<Map<string, MemberDisplay>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: tenantMembers.id,
      firstName: tenantMembers.firstName,
      lastName: tenantMembers.lastName,
      avatarMediaId: tenantMembers.avatarMediaId,
      publicStaffProfile: tenantMembers.publicStaffProfile,
    })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, wanted));
  const avatars = await loadMediaUrls(
    db,
    rows.map((row) => row.avatarMediaId),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        avatarUrls: (row.avatarMediaId && avatars.get(row.avatarMediaId)) || null,
        jobTitle: row.publicStaffProfile?.jobTitle ?? null,
      },
    ]),
  );
}
