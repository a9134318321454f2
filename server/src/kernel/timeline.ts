import type { z } from 'zod';
import type { TimelineItemType } from '#shared/constants';
import type { TimelineItem, timelineQuery } from '#shared/contract/timeline';
import type { Tx } from '../db/client.ts';
import type { MemberAuth } from '../http/auth.ts';
import type { Services } from '../services.ts';
import type { Grant } from './permissions.ts';

/** What every source is asked with: the caller, their grant, and the timeline's filters. */
export type TimelineContext = {
  tx: Tx;
  services: Services;
  auth: MemberAuth;
  grant: Grant;
  now: Date;
  query: Omit<z.infer<typeof timelineQuery>, 'cursor' | 'pageSize' | 'itemTypeIn'>;
  /** `my` or `sentOrReceivedById`: only items this member sent or received. */
  person: string | undefined;
};

/** Items are ordered by (at, id), newest first; the cursor is the last item's pair. */
export type TimelineCursor = { at: Date; id: string };
export type TimelineEntry = TimelineCursor & { item: TimelineItem };

/**
 * One area's contribution to the timeline (ARCHITECTURE "Timeline and TV items"): the timeline
 * merges the sources' pages by date without knowing what an item holds.
 */
export type TimelineSource = {
  type: TimelineItemType;
  /**
   * Up to `limit` items the caller may read, newest first, strictly before `after`. Items pinned
   * now are left out unless `query.includePinned` (they come from `pinned`).
   */
  page(ctx: TimelineContext, after: TimelineCursor | null, limit: number): Promise<TimelineEntry[]>;
  /** Items pinned now; `at` is when the pin ends, so the one that stays longest comes first. */
  pinned?(ctx: TimelineContext, limit: number): Promise<TimelineEntry[]>;
  /** Pins or unpins one of the source's items (null until: never); null when it has no such item. */
  pin?(ctx: TimelineContext, id: string, until: Date | null): Promise<TimelineItem | null>;
};

/** Newest first by (at, id); the merge of several sources' pages keeps that order. */
export function newestFirst(a: TimelineCursor, b: TimelineCursor): number {
  const byTime = b.at.getTime() - a.at.getTime();
  return byTime !== 0 ? byTime : b.id < a.id ? -1 : b.id > a.id ? 1 : 0;
}
