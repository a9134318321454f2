import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { recognitions } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import type { RecognitionRow } from './publish.ts';

/** Who reads recognitions and what their grant lets them see and do. */
export type Viewer = {
  auth: MemberAuth;
  memberId: string;
  /** recognitionApp manage: sees private recognitions too. */
  isAdmin: boolean;
  /** recognitionApp moderate or manage: reads flags, deletes published recognitions. */
  canModerate: boolean;
};

export async function viewerOf(services: Services, request: FastifyRequest): Promise<Viewer> {
  return viewerFrom(requireMember(request), await grantOf(services, request));
}

export function viewerFrom(auth: MemberAuth, grant: Grant): Viewer {
  const isAdmin = holds(grant, 'recognitionApp', 'manage');
  return {
    auth,
    memberId: auth.memberId,
    isAdmin,
    canModerate: isAdmin || holds(grant, 'recognitionApp', 'moderate'),
  };
}

/** Columns of the outer table are qualified by hand: Drizzle leaves them bare inside `sql`. */
export const isRecipientSql = (memberIds: string[]) =>
  sql`exists (select 1 from recognition_recipients rr where rr.recognition_id = "recognitions"."id" and rr.member_id in ${memberIds})`;

/**
 * What a viewer may read: their own drafts only (not even admins read others' drafts), public
 * published recognitions, and private ones they sent or received; admins read every published one.
 */
export function visibleTo(viewer: Viewer): SQL {
  const own = eq(recognitions.senderId, viewer.memberId);
  const published = viewer.isAdmin
    ? eq(recognitions.status, 'published')
    : and(
        eq(recognitions.status, 'published'),
        or(eq(recognitions.tenantWide, true), own, isRecipientSql([viewer.memberId])),
      );
  // A recognition a moderator removed is gone for every reader, its sender included.
  return and(
    isNull(recognitions.removedAt),
    or(and(eq(recognitions.status, 'draft'), own), published),
  ) as SQL;
}

export type RecognitionFilter = {
  idIn?: string[] | undefined;
  sentByOrToIdIn?: string[] | undefined;
  sentByIdIn?: string[] | undefined;
  recipientIdIn?: string[] | undefined;
  statusIn?: ('draft' | 'published')[] | undefined;
};

export function recognitionWhere(viewer: Viewer, filter: RecognitionFilter): SQL | undefined {
  const statusIn = filter.statusIn?.length ? filter.statusIn : ['published' as const];
  return and(
    visibleTo(viewer),
    inArray(recognitions.status, statusIn),
    filter.idIn?.length ? inArray(recognitions.id, filter.idIn) : undefined,
    filter.sentByIdIn?.length ? inArray(recognitions.senderId, filter.sentByIdIn) : undefined,
    filter.recipientIdIn?.length ? isRecipientSql(filter.recipientIdIn) : undefined,
    filter.sentByOrToIdIn?.length
      ? or(inArray(recognitions.senderId, filter.sentByOrToIdIn), isRecipientSql(filter.sentByOrToIdIn))
      : undefined,
  );
}

export async function pageOfRecognitions(
  tx: Tx,
  where: SQL | undefined,
  options: { page: number; pageSize: number; sorting: '-createdAt' | 'createdAt' },
): Promise<{ rows: RecognitionRow[]; next: number | null }> {
  const order =
    options.sorting === '-createdAt'
      ? [desc(recognitions.createdAt), desc(recognitions.id)]
      : [asc(recognitions.createdAt), asc(recognitions.id)];
  const rows = await tx
    .select()
    .from(recognitions)
    .where(where)
    .orderBy(...order)
    .limit(options.pageSize + 1)
    .offset((options.page - 1) * options.pageSize);
  return {
    rows: rows.slice(0, options.pageSize),
    next: rows.length > options.pageSize ? options.page + 1 : null,
  };
}

/** One recognition the viewer may read; anything else (other tenants included) is a 404. */
export async function findVisible(tx: Tx, viewer: Viewer, id: string): Promise<RecognitionRow> {
  const [row] = await tx
    .select()
    .from(recognitions)
    .where(and(eq(recognitions.id, id), visibleTo(viewer)));
  if (!row) throw notFound('This recognition does not exist');
  return row;
}
