import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { msTeamsPauseAfterFailures } from '#shared/contract/ms-teams';
import type { TvItem, TvItemType } from '#shared/contract/tv';
import { inTenant, type Tx } from '../../db/client.ts';
import { msTeamsAccounts, msTeamsConnections, msTeamsPosts } from '../../db/schema.ts';
import { tenantUrl } from '../../http/tenancy.ts';
import { tvSources } from '../../kernel/areas.ts';
import { preferencesOf } from '../../kernel/notify/preferences.ts';
import { forEachTenant, type TenantRow } from '../../kernel/tenants.ts';
import type { Services } from '../../services.ts';
import { adaptiveCardMessage, type Mention } from './card.ts';
import { connectionRow } from './connection.ts';
import { defaultWebhookOptions, postJson, type WebhookOptions } from './webhook-request.ts';

/** What the channel hears about: public recognitions, awards and announcements. */
const postedTypes: ReadonlySet<TvItemType> = new Set(['recognition', 'award', 'announcement']);
/** Posts one pass delivers per tenant at most; the rest follow on the next. */
const batchSize = 20;

/** Minutes until the next try after `attempts` failed ones: 1, 2, 4, 8 … at most an hour. */
export const retryDelayMinutes = (attempts: number): number => Math.min(2 ** Math.max(attempts - 1, 0), 60);

/** The recipients to @mention: those who linked Teams and left their `messaging` channel on. */
async function mentionsOf(tx: Tx, items: TvItem[]): Promise<Mention[]> {
  const ids = [
    ...new Set(items.flatMap((i) => i.recipients.filter((r) => r.type === 'tenantMember').map((r) => r.id))),
  ];
  if (ids.length === 0) return [];
  const accounts = await tx.select().from(msTeamsAccounts).where(inArray(msTeamsAccounts.memberId, ids));
  const names = new Map(items.flatMap((i) => i.recipients.map((r) => [r.id, r.name] as const)));
  const mentions: Mention[] = [];
  for (const account of accounts) {
    if (!(await preferencesOf(tx, account.memberId)).messaging) continue;
    mentions.push({
      memberId: account.memberId,
      teamsUserId: account.teamsUserId,
      name: names.get(account.memberId) ?? account.userPrincipalName,
    });
  }
  return mentions;
}

/**
 * Puts what was published since the channel was connected into the outbox, asking every area's
 * registered TV source (the public items, kernel/tv.ts), so no area needs to know about Teams.
 * An item already in the outbox is skipped (unique per item). Returns how many were added.
 */
export async function collectPosts(services: Services, tx: Tx, tenant: TenantRow): Promise<number> {
  const connection = await connectionRow(tx);
  if (!connection) return 0;
  const now = services.now();
  const items: TvItem[] = [];
  for (const source of tvSources()) {
    if (!postedTypes.has(source.itemType)) continue;
    const found = await source.items(tx, { tenantId: tenant.id, teamIds: [], now });
    items.push(...found.filter((item) => new Date(item.createdAt) >= connection.connectedAt));
  }
  if (items.length === 0) return 0;
  const known = new Set(
    (
      await tx
        .select({ itemType: msTeamsPosts.itemType, itemId: msTeamsPosts.itemId })
        .from(msTeamsPosts)
        .where(
          inArray(
            msTeamsPosts.itemId,
            items.map((i) => i.id),
          ),
        )
    ).map((row) => `${row.itemType}:${row.itemId}`),
  );
  const fresh = items
    .filter((item) => !known.has(`${item.itemType}:${item.id}`))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (fresh.length === 0) return 0;
  const mentions = await mentionsOf(tx, fresh);
  const language = tenant.language.toLowerCase().startsWith('de') ? 'de' : 'en';
  const base = tenantUrl(services, tenant);
  const added = await tx
    .insert(msTeamsPosts)
    .values(
      fresh.map((item, index) => ({
        tenantId: tenant.id,
        itemType: item.itemType,
        itemId: item.id,
        body: adaptiveCardMessage(item, { language, link: `${base}${item.postPath}`, mentions }),
        nextAttemptAt: now,
        // Oldest first within one pass, so the channel reads in the order things happened.
        createdAt: new Date(now.getTime() + index),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: msTeamsPosts.id });
  return added.length;
}

/**
 * Delivers the tenant's due posts in order, outside any transaction (a slow webhook holds no
 * connection). A failure puts the post back with a growing delay and stops the pass; after
 * `msTeamsPauseAfterFailures` failures in a row the channel is paused with the last error, and
 * its posts wait for an admin to resume. Returns how many were delivered.
 */
export async function deliverDuePosts(
  services: Services,
  tenant: TenantRow,
  options: WebhookOptions = defaultWebhookOptions,
): Promise<number> {
  const scope = { tenantId: tenant.id, userId: null };
  const { connection, due } = await inTenant(services.db, scope, async (tx) => {
    const row = await connectionRow(tx);
    if (row?.status !== 'active') return { connection: row, due: [] };
    const posts = await tx
      .select()
      .from(msTeamsPosts)
      .where(and(eq(msTeamsPosts.status, 'pending'), lte(msTeamsPosts.nextAttemptAt, services.now())))
      .orderBy(asc(msTeamsPosts.createdAt), asc(msTeamsPosts.id))
      .limit(batchSize);
    return { connection: row, due: posts };
  });
  if (!connection) return 0;
  let delivered = 0;
  for (const post of due) {
    const result = await postJson(connection.webhookUrl, post.body, options);
    const now = services.now();
    await inTenant(services.db, scope, async (tx) => {
      if (result.ok) {
        await tx
          .update(msTeamsPosts)
          .set({ status: 'sent', sentAt: now, attempts: post.attempts + 1, lastError: null })
          .where(eq(msTeamsPosts.id, post.id));
        await tx
          .update(msTeamsConnections)
          .set({ consecutiveFailures: 0, lastError: null, lastDeliveredAt: now, updatedAt: now })
          .where(eq(msTeamsConnections.id, connection.id));
        return;
      }
      const attempts = post.attempts + 1;
      await tx
        .update(msTeamsPosts)
        .set({
          attempts,
          lastError: result.error,
          nextAttemptAt: new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
        })
        .where(eq(msTeamsPosts.id, post.id));
      // Counted in the statement, so a reconnect meanwhile (another address) is not paused by it.
      await tx
        .update(msTeamsConnections)
        .set({
          consecutiveFailures: sql`${msTeamsConnections.consecutiveFailures} + 1`,
          lastError: result.error,
          updatedAt: now,
          status: sql`case when ${msTeamsConnections.consecutiveFailures} + 1 >= ${msTeamsPauseAfterFailures} then 'paused' else ${msTeamsConnections.status} end`,
          pausedAt: sql`case when ${msTeamsConnections.consecutiveFailures} + 1 >= ${msTeamsPauseAfterFailures} then ${now.toISOString()}::timestamptz else ${msTeamsConnections.pausedAt} end`,
        })
        .where(
          and(
            eq(msTeamsConnections.id, connection.id),
            eq(msTeamsConnections.webhookUrl, connection.webhookUrl),
          ),
        );
    });
    if (!result.ok) {
      services.log.warn(
        { tenantId: tenant.id, postId: post.id, error: result.error },
        'Teams post not delivered',
      );
      break;
    }
    delivered += 1;
  }
  return delivered;
}

/** The sweep (every minute, through the job queue): each tenant's new items, then its due posts. */
export function postToTeamsChannels(
  services: Services,
  options: WebhookOptions = defaultWebhookOptions,
): Promise<number> {
  return forEachTenant(services, 'Teams channel posts failed', async (tenant) => {
    await inTenant(services.db, { tenantId: tenant.id, userId: null }, (tx) =>
      collectPosts(services, tx, tenant),
    );
    return deliverDuePosts(services, tenant, options);
  });
}
