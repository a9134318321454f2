import { z } from 'zod';
import { timelineItemTypes } from '#shared/constants';
import type { TimelineFilters } from '../api/timeline-queries.ts';

/** The API's default when no type is chosen (001 §7): awards and recognitions. */
export const defaultFilters = (): TimelineFilters => ({ teamIdIn: [], itemTypeIn: ['recognition', 'award'] });

const stored = z.object({
  teamIdIn: z.array(z.string().uuid()).max(50),
  itemTypeIn: z.array(z.enum(timelineItemTypes)).max(timelineItemTypes.length),
});

const keyOf = (memberId: string) => `kudos.timeline.filters.${memberId}`;

/** Filters persist locally, per member (001 §2); anything unreadable gives the defaults. */
export function loadFilters(memberId: string, storage: Storage = window.localStorage): TimelineFilters {
  try {
    const raw = storage.getItem(keyOf(memberId));
    const parsed = raw ? stored.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : defaultFilters();
  } catch {
    return defaultFilters();
  }
}

export function saveFilters(
  memberId: string,
  filters: TimelineFilters,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(keyOf(memberId), JSON.stringify(filters));
  } catch {
    // Storage full or disabled: the filters then last for this visit only.
  }
}
