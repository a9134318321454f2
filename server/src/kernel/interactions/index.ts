import type { Services } from '../../services.ts';
import type { ZodApi } from '../api.ts';
import { commentRoutes } from './comment-routes.ts';
import { endorsementRoutes } from './endorsement-routes.ts';
import { reactionAndFlagRoutes } from './reaction-routes.ts';
import type { InteractionThread, InteractionViewer } from './thread.ts';

export type { InteractionThread, InteractionViewer } from './thread.ts';

/**
 * Endorsements, reactions, comments, comment reactions and flags (001 §7) on one kind of thread.
 * Recognitions and awards mount the same routes with their own tables; a new kind of thread
 * describes itself as an `InteractionThread` rather than copying them.
 */
export function interactionRoutesFor<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
>(api: ZodApi, services: Services, thread: InteractionThread<V, K, C>): void {
  endorsementRoutes(api, services, thread);
  reactionAndFlagRoutes(api, services, thread);
  commentRoutes(api, services, thread);
}
