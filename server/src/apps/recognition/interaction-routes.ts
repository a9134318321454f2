import { comment, commentPage, commentRequest } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import {
  recognitionCommentFlags,
  recognitionCommentReactions,
  recognitionComments,
  recognitionEndorsements,
  recognitionFlags,
  recognitionReactions,
  recognitionRecipients,
} from '../../db/schema.ts';
import { grantOf, requireMember } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { type InteractionThread, interactionRoutesFor } from '../../kernel/interactions/index.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { recognitionCommentedKind } from './notification-kinds.ts';
import type { RecognitionRow } from './publish.ts';
import { planSend } from './publish.ts';
import { findVisible, type Viewer, viewerFrom } from './queries.ts';
import { commentReactions, toComment } from './serialize.ts';

/** A published recognition the viewer may read; drafts take no reactions or comments. */
async function published(tx: Tx, viewer: Viewer, id: string): Promise<RecognitionRow> {
  const row = await findVisible(tx, viewer, id);
  if (row.status !== 'published') throw notFound('This recognition does not exist');
  return row;
}

type CommentRow = typeof recognitionComments.$inferSelect;

/** Recognitions as a thread of the shared interaction routes (./interactions). */
export const recognitionThread: InteractionThread<
  Viewer & { grant: Awaited<ReturnType<typeof grantOf>> },
  'recognitionId',
  CommentRow
> = {
  tag: 'recognition',
  base: '/recognition/recognitions/:id',
  async viewerOf(services, request) {
    const auth = requireMember(request);
    const grant = await grantOf(services, request);
    return { ...viewerFrom(auth, grant), grant };
  },
  mayEndorse: (viewer) => holds(viewer.grant, 'recognitionApp', 'createRecognition'),
  find: published,
  threadKey: 'recognitionId',
  tables: {
    recipients: recognitionRecipients,
    endorsements: recognitionEndorsements,
    reactions: recognitionReactions,
    comments: recognitionComments,
    flags: recognitionFlags,
    commentReactions: recognitionCommentReactions,
    commentFlags: recognitionCommentFlags,
  },
  planEndorsement: planSend,
  ledgerRefs: (recognitionId, endorsementId) => ({ recognitionId, endorsementId }),
  resourcePath: (id) => `/recognitions/${id}`,
  sentences: {
    ownEndorsement: 'You cannot endorse your own recognition',
    receivedEndorsement: 'You cannot endorse a recognition you received',
    alreadyEndorsed: 'You have already endorsed this recognition',
  },
  commentedKind: recognitionCommentedKind,
  comments: {
    request: commentRequest,
    response: comment,
    page: commentPage,
    toComment,
    reactionsOf: commentReactions,
  },
};

/** Endorsements, reactions, comments and flags on recognitions (001 §7). */
export function interactionRoutes(api: ZodApi, services: Services): void {
  interactionRoutesFor(api, services, recognitionThread);
}
