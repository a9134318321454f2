import { and, eq, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { cardContributors, cards, tenants } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { type Day, tenantPreferencesOf, todayIn } from '../celebration/index.ts';

export type CardRow = typeof cards.$inferSelect;

/** Who asks, what they hold, the tenant's card preferences and its today (docs/card.md). */
export type Viewer = {
  auth: MemberAuth;
  grant: Grant;
  cardViewers: 'everyone' | 'contributors';
  cardCreators: 'everyone' | 'admins';
  today: Day;
  /** manage: sees, edits and deletes every card; moderate and viewAnyCard: sees every card. */
  admin: boolean;
  seesAll: boolean;
};

/** The caller may use cards at all (browse, or one of the permissions that imply looking). */
export async function requireCardMember(services: Services, request: FastifyRequest): Promise<MemberAuth> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  if (!['browse', 'manage', 'viewAnyCard', 'viewOwnCard'].some((p) => holds(grant, 'cardApp', p)))
    throw forbidden();
  return auth;
}

export async function tenantToday(tx: Tx, tenantId: string, now: Date): Promise<Day> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return todayIn(tenant?.timeZone ?? 'UTC', now);
}

export async function viewerOf(
  services: Services,
  request: FastifyRequest,
  tx: Tx,
  auth: MemberAuth,
): Promise<Viewer> {
  const grant = await grantOf(services, request);
  const preferences = await tenantPreferencesOf(tx, auth.tenantId);
  const admin = holds(grant, 'cardApp', 'manage');
  const seesAll =
    admin ||
    holds(grant, 'cardApp', 'viewAnyCard') ||
    holds(grant, 'cardApp', 'moderate') ||
    (preferences.cardViewers === 'everyone' && holds(grant, 'cardApp', 'browse'));
  return {
    auth,
    grant,
    cardViewers: preferences.cardViewers,
    cardCreators: preferences.cardCreators,
    today: await tenantToday(tx, auth.tenantId, services.now()),
    admin,
    seesAll,
  };
}

/** The recipient sees the card from its day on (or once delivered): until then it is a surprise. */
export const openForRecipient = (row: CardRow, today: Day) =>
  row.deliveredAt !== null || row.deliverOn <= today;

export type CardAccess = {
  view: boolean;
  isRecipient: boolean;
  isCreator: boolean;
  isContributor: boolean;
  /** May add a signature (when not signed yet): not the recipient, on or before the day. */
  sign: boolean;
  edit: boolean;
  delete: boolean;
  addContributor: boolean;
};

export function accessTo(viewer: Viewer, row: CardRow, isContributor: boolean): CardAccess {
  const me = viewer.auth.memberId;
  const isRecipient = row.recipientId === me;
  const isCreator = row.creatorId === me;
  const involved = isCreator || isContributor;
  const ownView = holds(viewer.grant, 'cardApp', 'viewOwnCard');
  const view =
    row.removedAt === null &&
    (isRecipient
      ? openForRecipient(row, viewer.today) && (ownView || viewer.seesAll)
      : viewer.seesAll || (ownView && involved));
  const open = row.deliverOn >= viewer.today;
  const signer = viewer.cardViewers === 'everyone' || involved || viewer.admin;
  return {
    view,
    isRecipient,
    isCreator,
    isContributor: involved,
    sign: view && !isRecipient && open && signer,
    edit: view && !isRecipient && row.deliveredAt === null && (isCreator || viewer.admin),
    delete: view && !isRecipient && (isCreator || viewer.admin),
    addContributor: view && !isRecipient && open && (involved || viewer.admin),
  };
}

export async function contributes(tx: Tx, cardId: string, memberId: string): Promise<boolean> {
  const [row] = await tx
    .select({ memberId: cardContributors.memberId })
    .from(cardContributors)
    .where(and(eq(cardContributors.cardId, cardId), eq(cardContributors.memberId, memberId)));
  return row !== undefined;
}

/** A card the viewer may see, with what they may do; anything else reads as unknown (404). */
export async function visibleCard(
  tx: Tx,
  viewer: Viewer,
  id: string,
): Promise<{ row: CardRow; access: CardAccess }> {
  const [row] = await tx.select().from(cards).where(eq(cards.id, id));
  if (!row) throw notFound('This card does not exist');
  const access = accessTo(viewer, row, await contributes(tx, row.id, viewer.auth.memberId));
  if (!access.view) throw notFound('This card does not exist');
  return { row, access };
}

/** The same rule as accessTo's `view`, as SQL for lists. */
export function visibleWhere(viewer: Viewer): SQL {
  const me = viewer.auth.memberId;
  const involved = or(
    eq(cards.creatorId, me),
    sql`exists (select 1 from ${cardContributors} where ${cardContributors.cardId} = ${cards.id} and ${cardContributors.memberId} = ${me})`,
  );
  const ownView = holds(viewer.grant, 'cardApp', 'viewOwnCard');
  const recipientOpen = or(isNotNull(cards.deliveredAt), lte(cards.deliverOn, viewer.today));
  const asRecipient = ownView || viewer.seesAll ? and(eq(cards.recipientId, me), recipientOpen) : sql`false`;
  const asOther = viewer.seesAll ? sql`true` : ownView ? involved : sql`false`;
  return and(
    isNull(cards.removedAt),
    or(asRecipient, and(sql`${cards.recipientId} <> ${me}`, asOther)),
  ) as SQL;
}
