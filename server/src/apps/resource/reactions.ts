import { resourceReactions } from '../../db/schema.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { threadReactionRoutes } from '../../kernel/interactions/thread-reactions.ts';
import type { Services } from '../../services.ts';
import { findLive, viewerOf } from './access.ts';

/** `resource react` (000 §6): the kernel's reactions on a live resource, one per member. */
export function resourceReactionRoutes(api: ZodApi, services: Services): void {
  threadReactionRoutes(api, services, {
    tag: 'resource',
    base: '/resource/resources/:id',
    viewerOf,
    find: findLive,
    threadKey: 'resourceId',
    reactions: resourceReactions,
  });
}
