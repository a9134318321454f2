import { eq } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { type TvItem, tvItemLimit, tvItemList, tvTokenParams } from '#shared/contract/tv';
import { inTenant, type Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';
import type { TvTokens } from '../tv/token.ts';
import { addDays, todayIn } from './dates.ts';
import type { EventRow } from './events.ts';
import { latestEvents } from './events.ts';
import { tenantPreferencesOf } from './preferences.ts';

/** Not shown in the spec: a celebration stays on the screens for a week. */
export const tvCelebrationDays = 7;

/** Slide titles in the tenant's language; the screen shows them as they come (English fallback). */
const titles: Record<string, Record<EventRow['kind'], (name: string, years: number | null) => string>> = {
  en: {
    birthday: (name) => `Happy birthday, ${name}!`,
    anniversary: (name, years) =>
      years ? `Happy ${years}-year work anniversary, ${name}!` : `Happy work anniversary, ${name}!`,
    welcome: (name) => `Welcome aboard, ${name}!`,
    onboarding: (name) => `${name} completed onboarding!`,
  },
  de: {
    birthday: (name) => `Alles Gute zum Geburtstag, ${name}!`,
    anniversary: (name, years) =>
      years
        ? `Herzlichen Glückwunsch zum ${years}. Dienstjubiläum, ${name}!`
        : `Alles Gute zum Dienstjubiläum, ${name}!`,
    welcome: (name) => `Willkommen an Bord, ${name}!`,
    onboarding: (name) => `${name} hat die Einarbeitung abgeschlossen!`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The last week's celebrations of the tenant set on `tx`, as slides: hidden birthdays and
 * opted-out members never reach a screen; people appear by name, picture and job title only.
 */
export async function tvCelebrations(
  tx: Tx,
  tenantId: string,
  teamIds: string[],
  now: Date,
): Promise<TvItem[]> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone, language: tenants.language })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const today = todayIn(tenant?.timeZone ?? 'UTC', now);
  const preferences = await tenantPreferencesOf(tx, tenantId);
  const rows = await latestEvents(
    tx,
    {
      viewerId: null,
      teamIds,
      kinds: preferences.celebratedKinds,
      since: addDays(today, -(tvCelebrationDays - 1)),
    },
    tvItemLimit,
  );
  const members = await memberDisplays(
    tx,
    rows.map((row) => row.memberId),
  );
  const title = titles[tenant?.language ?? 'en'] ?? titles.en;
  return rows.flatMap((row): TvItem[] => {
    const member = members.get(row.memberId);
    if (!member || !title) return [];
    const name = `${member.firstName} ${member.lastName}`.trim();
    const years = preferences.showYear ? row.years : null;
    return [
      {
        id: row.id,
        itemType: 'celebration',
        createdAt: row.createdAt.toISOString(),
        title: title[row.kind](member.firstName, years),
        message: `<p>${escapeHtml(name)}</p>`,
        sender: null,
        recipients: [
          {
            id: member.id,
            type: 'tenantMember',
            name,
            avatarUrl: member.avatarUrls?.variants['avatar-lg'] ?? member.avatarUrls?.url ?? null,
            jobTitle: member.jobTitle,
          },
        ],
        qualities: [],
        imageUrl: null,
        gifUrl: null,
        postPath: '/celebrate/calendar',
      },
    ];
  });
}

/**
 * The TV call (001 §7 "TV"): public, the token in the path is the only credential. The TV app
 * mounts it with its one `TvTokens`, so a token's rate limit counts every area's calls.
 */
export function celebrationTvRoutes(api: ZodApi, services: Services, tokens: TvTokens): void {
  api.get(
    '/celebration/tv/:token/calendar',
    {
      schema: {
        tags: ['tv'],
        security: [],
        params: tvTokenParams,
        response: { 200: tvItemList, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = await tokens.resolve(request, request.params.token);
      reply.header('cache-control', 'no-store');
      // A link that does not show celebrations answers an empty list rather than its tenant's content.
      if (!scope.itemTypes.includes('celebration')) return { results: [] };
      const results = await inTenant(services.db, { tenantId: scope.tenantId, userId: null }, (tx) =>
        tvCelebrations(tx, scope.tenantId, scope.teamIds, services.now()),
      );
      return { results };
    },
  );
}
