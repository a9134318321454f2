import { z } from 'zod';
import {
  pinDaysOptions,
  pinnedTimelinePageSize,
  recognitionPageSize,
  timelineItemTypes,
} from '../constants.ts';
import { announcementTimelineItem } from './announcement.ts';
import { awardTimelineItem } from './award.ts';
import { calendarEventTimelineItem } from './celebration.ts';
import { booleanQuery, commaList, idSchema } from './common.ts';
import { incentiveTimelineItem } from './incentive.ts';
import { recognition, recognitionEmbeds } from './recognition.ts';

/** A recognition on the timeline; awards, announcements and celebrations join this union as they land. */
export const recognitionTimelineItem = recognition.extend({ __entity_type__: z.literal('recognition') });
export const timelineItem = z.discriminatedUnion('__entity_type__', [
  recognitionTimelineItem,
  awardTimelineItem,
  calendarEventTimelineItem,
  announcementTimelineItem,
  incentiveTimelineItem,
]);
export type TimelineItem = z.infer<typeof timelineItem>;

export const timelineQuery = z.object({
  teamIdIn: commaList(idSchema).optional(),
  itemTypeIn: commaList(z.enum(timelineItemTypes)).default(['award', 'recognition']),
  /** Only items the caller sent or received. */
  my: booleanQuery.optional(),
  sentOrReceivedById: idSchema.optional(),
  /** Pinned items are fetched apart (`/timeline/items/pinned`) and left out here unless asked for. */
  includePinned: booleanQuery.default(false),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(pinnedTimelinePageSize).default(recognitionPageSize),
  embed: commaList(z.enum(recognitionEmbeds)).optional(),
});

/** `next` is an opaque cursor for the following page, or null on the last one. */
export const timelinePage = z.object({ results: z.array(timelineItem), next: z.string().nullable() });

export const pinRequest = z.object({
  pinForDays: z.union(
    pinDaysOptions.map((days) => z.literal(days)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<3>,
      z.ZodLiteral<7>,
      z.ZodLiteral<0>,
    ],
  ),
});
