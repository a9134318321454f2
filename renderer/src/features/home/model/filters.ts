import { z } from 'zod';
import { timelineItemTypes } from '#shared/constants';
import type { TimelineFilters } from '../api/timeline-queries.ts';

/**
 * Home shows every kind of item until the member narrows it: the API's own default (001 §7,
 * awards and recognitions) would hide announcements and celebrations, which members expect in
 * their feed (docs/product-decisions.md).
 */
export const defaultFilters = (): TimelineFilters => ({ teamIdIn: [], itemTypeIn: [...timelineItemTypes] });

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
