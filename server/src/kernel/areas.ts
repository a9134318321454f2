import type { JobDefinition } from '../jobs/queue.ts';
import type { Services } from '../services.ts';
import type { ZodApi } from './api.ts';
import type { ModerationQueueSource } from './moderation.ts';
import { type NotificationKind, registerNotificationKinds } from './notify/kinds.ts';
import type { TimelineSource } from './timeline.ts';
import type { TvSource } from './tv.ts';

/**
 * What an area's index.ts hands the server (ARCHITECTURE "Areas as modules"): its routes and
 * what it registers into the kernel's registries. The kernel reads the registries and never
 * imports an area; server/src/areas.ts lists the areas and registers them.
 */
export type Area = {
  /** The area's folder under server/src/apps. */
  name: string;
  /** Its routes, mounted under /api. */
  routes?(api: ZodApi, services: Services): void;
  timelineSources?: TimelineSource[];
  tvSources?: TvSource[];
  moderationQueues?: ModerationQueueSource[];
  /** Its recurring sweeps (jobs/queue.ts). */
  jobs?: JobDefinition[];
  /** What its bell messages can say (notify/kinds.ts): notify refuses a kind nobody registered. */
  notificationKinds?: NotificationKind[];
};

let registered: readonly Area[] = [];

/** Called once with every area (server/src/areas.ts) before the app or the job queue starts. */
export function registerAreas(areas: readonly Area[]): void {
  registered = areas;
  registerNotificationKinds(areas.flatMap((area) => area.notificationKinds ?? []));
}

export const registeredAreas = (): readonly Area[] => registered;
/** Every area's timeline sources: the timeline merges their pages by date. */
export const timelineSources = (): TimelineSource[] =>
  registered.flatMap((area) => area.timelineSources ?? []);
/** Every area's TV sources: the TV app mounts one call for each. */
export const tvSources = (): TvSource[] => registered.flatMap((area) => area.tvSources ?? []);
export const moderationQueueSources = (): ModerationQueueSource[] =>
  registered.flatMap((area) => area.moderationQueues ?? []);
/** Every area's recurring sweeps. */
export const areaJobs = (): JobDefinition[] => registered.flatMap((area) => area.jobs ?? []);
