import type { ComponentType } from 'react';
import type { TimelineItem } from '#shared/contract/timeline';

/** The kinds of timeline items (001 §3), one card each. */
export type TimelineItemType = TimelineItem['__entity_type__'];
type ItemOf<T extends TimelineItemType> = Extract<TimelineItem, { __entity_type__: T }>;

/** What a timeline card is given: its item, whether it sits among the pinned, and (its own page) all of it. */
export type TimelineCardProps<T extends TimelineItemType> = {
  item: ItemOf<T>;
  pinned?: boolean;
  full?: boolean;
};
type Card<T extends TimelineItemType> = ComponentType<TimelineCardProps<T>>;

// biome-ignore lint/suspicious/noExplicitAny: each entry is keyed by its own item type (registerTimelineCard)
const loaders = new Map<TimelineItemType, () => Promise<Card<any>>>();
// biome-ignore lint/suspicious/noExplicitAny: as above
const cards = new Map<TimelineItemType, Card<any>>();

/**
 * The timeline's card registry (ARCHITECTURE "Timeline and TV items"): each area registers the
 * card of its item type from its `routes.tsx`, as a loader, so its code stays in the area's chunk;
 * the timeline draws items by type without knowing the cards. An item whose area is not built
 * has no card and is not drawn.
 */
export function registerTimelineCard<T extends TimelineItemType>(
  type: T,
  load: () => Promise<Card<T>>,
): void {
  loaders.set(type, load);
}

/** Loads every registered card; the timeline's route awaits it, so no card suspends in the feed. */
export async function loadTimelineCards(): Promise<void> {
  await Promise.all(
    [...loaders].map(async ([type, load]) => {
      if (!cards.has(type)) cards.set(type, await load());
    }),
  );
}

/** One timeline item, drawn by the card its area registered. */
export function TimelineCard<T extends TimelineItemType>(props: TimelineCardProps<T>) {
  const Registered = cards.get(props.item.__entity_type__) as Card<T> | undefined;
  return Registered ? <Registered {...props} /> : null;
}
