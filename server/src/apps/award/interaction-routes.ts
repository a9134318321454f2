import { awardComment, awardCommentPage, awardCommentRequest } from '#shared/contract/award';
import {
  awardCommentFlags,
  awardCommentReactions,
  awardComments,
  awardEndorsements,
  awardFlags,
  awardReactions,
  awardRecipients,
} from '../../db/schema.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { type InteractionThread, interactionRoutesFor } from '../../kernel/interactions/index.ts';
import type { Services } from '../../services.ts';
import { planSend } from '../recognition/index.ts';
import { type AwardViewer, awardViewerOf } from './access.ts';
import { findAward } from './award-routes.ts';
import { awardCommentedKind } from './notification-kinds.ts';
import { type AwardCommentRow, awardCommentReactionsOf, toAwardComment } from './serialize.ts';

/** Awards as a thread of the shared interaction routes (recognition/interactions). */
export const awardThread: InteractionThread<AwardViewer, 'awardId', AwardCommentRow> = {
  tag: 'award',
  base: '/award/awards/:id',
  viewerOf: awardViewerOf,
  find: (tx, _viewer, id) => findAward(tx, id),
  threadKey: 'awardId',
  tables: {
    recipients: awardRecipients,
    endorsements: awardEndorsements,
    reactions: awardReactions,
    comments: awardComments,
    flags: awardFlags,
    commentReactions: awardCommentReactions,
    commentFlags: awardCommentFlags,
  },
  planEndorsement: planSend,
  ledgerRefs: (awardId, endorsementId) => ({ awardId, endorsementId }),
  resourcePath: (id) => `/award/${id}`,
  sentences: {
    ownEndorsement: 'You cannot endorse your own award',
    receivedEndorsement: 'You cannot endorse an award you received',
    alreadyEndorsed: 'You have already endorsed this award',
  },
  commentedKind: awardCommentedKind,
  comments: {
    request: awardCommentRequest,
    response: awardComment,
    page: awardCommentPage,
    toComment: toAwardComment,
    reactionsOf: awardCommentReactionsOf,
  },
};

/** Endorsements, reactions, comments (with GIFs), comment reactions and flags on awards (001 §7). */
export function awardInteractionRoutes(api: ZodApi, services: Services): void {
  interactionRoutesFor(api, services, awardThread);
}
