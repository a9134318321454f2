import type { AnyPgColumn, PgTable, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorNames } from '#shared/contract/common';
import { commentBodyMaxLength, type MemberDisplay } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { NotificationKind } from '../notify/kinds.ts';
import type { Grant } from '../permissions.ts';
import type { PointsPlan } from '../points/exceptions.ts';
import type { debit } from '../points/ledger.ts';

/**
 * One kind of thread people interact with (a recognition, an award): its tables and the few
 * things that differ between kinds. `interactionRoutesFor` turns it into the same endorsements,
 * reactions, comments, comment reactions and flags (001 §7) for every kind.
 */
type Columns<C extends string> = PgTable & Record<C, AnyPgColumn>;

/** The interaction tables of a thread kind; `K` names their column pointing at the thread. */
export type InteractionTables<K extends string> = {
  /** Who received the thread: endorsing credits them, and they cannot endorse it. */
  recipients: Columns<'memberId' | K>;
  endorsements: Columns<'id' | 'tenantId' | 'memberId' | 'amount' | 'createdAt' | K>;
  reactions: Columns<'tenantId' | 'memberId' | 'reaction' | 'createdAt' | K>;
  comments: Columns<'id' | 'tenantId' | 'memberId' | 'body' | 'gifs' | 'createdAt' | 'removedAt' | K>;
  flags: Columns<'tenantId' | 'memberId' | 'reason' | K>;
  commentReactions: Columns<'tenantId' | 'commentId' | 'memberId' | 'reaction' | 'createdAt'>;
  commentFlags: Columns<'tenantId' | 'commentId' | 'memberId' | 'reason'>;
};

export type InteractionViewer = { auth: MemberAuth; memberId: string; canModerate: boolean; grant: Grant };

/** What the routes need of the thread itself. */
export type ThreadRow = { id: string; tenantId: string; senderId: string | null };

export type CommentReactionCounts = Map<string, { counts: Record<string, number>; own: string | null }>;
export type EndorsementPlanInput = {
  tenantId: string;
  senderId: string;
  amount: number;
  recipients: { memberId: string; eligible: boolean }[];
  now: Date;
};
export type LedgerRefs = NonNullable<Parameters<typeof debit>[4]>;

export type InteractionThread<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
> = {
  /** The OpenAPI tag and the thread's name in descriptions: `recognition`, `award`. */
  tag: string;
  /** The thread's path with `:id`, e.g. `/award/awards/:id`. */
  base: string;
  viewerOf(services: Services, request: FastifyRequest): Promise<V>;
  /** A permission endorsing needs besides sendPoints (asked before the thread is read). */
  mayEndorse?(viewer: V): boolean;
  /** The thread if the viewer may interact with it; 404 otherwise. */
  find(tx: Tx, viewer: V, id: string): Promise<ThreadRow>;
  threadKey: K;
  tables: InteractionTables<K>;
  /**
   * The points an endorsement would move and its exceptions, the sender's allocation account
   * locked (recognition's `planSend`: its per-recipient window counts recognitions).
   */
  planEndorsement(
    tx: Tx,
    input: EndorsementPlanInput,
  ): Promise<PointsPlan & { balance: number; accountId: string }>;
  /** The ledger references an endorsement's transactions carry. */
  ledgerRefs(threadId: string, endorsementId: string): LedgerRefs;
  /** The thread's page in the web app, for notifications. */
  resourcePath(threadId: string): string;
  sentences: {
    ownEndorsement: string;
    receivedEndorsement: string;
    alreadyEndorsed: string;
  };
  /** The bell message the sender gets for a comment (`{ name }` of the commenter). */
  commentedKind: NotificationKind<{ name: string }>;
  comments: {
    request: z.ZodType<{ body: string; gifs: { url: string; title?: string | null }[] }, unknown>;
    response: z.ZodType;
    page: z.ZodType;
    toComment(row: C, member: MemberDisplay | null, reactions?: CommentReactionCounts): unknown;
    reactionsOf(tx: Tx, commentIds: string[], memberId: string): Promise<CommentReactionCounts>;
  };
};

/** The same detail a schema limit gives, so the web app says it in the same sentence. */
export const commentTooLong = () => {
  const message = `Keep comments to ${commentBodyMaxLength} characters or fewer`;
  return new ApiError(400, errorNames.validation, message, [
    { type: 'too_big', path: 'body', message, maximum: commentBodyMaxLength, origin: 'string' },
  ]);
};

/**
 * Rows of the generic tables above: Drizzle cannot infer a column's type through `AnyPgColumn`,
 * so the selects name their columns and this says what they hold (the tables' own types).
 */
export const rowsAs = <R>(rows: unknown[]): R[] => rows as R[];

/**
 * The thread's tables for the query builder. Drizzle's types cannot follow a column named by a
 * type parameter, so the configs are checked against `InteractionTables` (the columns each table
 * must have) and the routes query through tables of any shape, typing rows with `rowsAs`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; the concrete tables are checked in the configs.
type AnyTable = PgTableWithColumns<any>;
export const queryTables = <K extends string>(tables: InteractionTables<K>) =>
  tables as unknown as Record<keyof InteractionTables<K>, AnyTable>;

/** One table of a thread kind for the query builder, as `queryTables` types them. */
export const queryTable = (table: PgTable) => table as unknown as AnyTable;
