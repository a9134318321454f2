import { eq } from 'drizzle-orm';
import { type TvItem, tvItemLimit } from '#shared/contract/tv';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { TvSource } from '../../kernel/tv.ts';
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
        // The title greets them and the recipient column names them: no message repeats the name.
        message: '',
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

/** The celebration slides of lobby screens; the TV app mounts the call (GET /celebration/tv/:token/calendar). */
export const celebrationTvSource: TvSource = {
  itemType: 'celebration',
  path: '/celebration/tv/:token/calendar',
  items: (tx, { tenantId, teamIds, now }) => tvCelebrations(tx, tenantId, teamIds, now),
};
