import { and, asc, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  card,
  cardListQuery,
  cardPage,
  cardParams,
  cardRequest,
  cardTexts,
  cardUpdate,
} from '#shared/contract/card';
import type { CelebrationKind } from '#shared/contract/celebration';
import { errorBody, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { cardBackgrounds, cardContributors, cardSignatures, cards, tenantMembers } from '../../db/schema.ts';
import { type MemberAuth, withTenant } from '../../http/auth.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { memberPreferencesOf } from '../celebration/index.ts';
import { requireCardMember, type Viewer, viewerOf, visibleCard, visibleWhere } from './access.ts';
import { only, serializeCards } from './serialize.ts';
import { uploadedImage } from './uploaded-media.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['card'];

/** createCard for the celebration occasions, createOtherCard for `other`; admins only when the tenant says so. */
function requireCreator(viewer: Viewer, occasion: CelebrationKind): void {
  const permission = occasion === 'other' ? 'createOtherCard' : 'createCard';
  if (!viewer.admin && !holds(viewer.grant, 'cardApp', permission)) throw forbidden();
  if (viewer.cardCreators === 'admins' && !viewer.admin) throw forbidden(cardTexts.adminsOnly);
}

/** Suspended, opted-out and birthday-private members get no card (docs/card.md). */
async function checkRecipient(tx: Tx, viewer: Viewer, recipientId: string, occasion: CelebrationKind) {
  if (recipientId === viewer.auth.memberId) throw invalid('recipientId', cardTexts.ownCard);
  const [member] = await tx.select().from(tenantMembers).where(eq(tenantMembers.id, recipientId));
  if (!member || member.invitationStatus === 'archived') throw invalid('recipientId', 'Select a recipient');
  if (member.suspendedAt) throw invalid('recipientId', cardTexts.recipientSuspended);
  const preferences = (await memberPreferencesOf(tx, [recipientId])).get(recipientId);
  if (preferences?.optedOut) throw invalid('recipientId', cardTexts.recipientOptedOut);
  if (occasion === 'birthday' && preferences?.hideBirthday)
    throw invalid('recipientId', cardTexts.birthdayHidden);
}

/** The image behind a library background or a cardBackground upload: exactly one is given. */
async function backgroundImage(
  tx: Tx,
  auth: MemberAuth,
  choice: { backgroundId?: string | null; mediaObjectId?: string | null },
): Promise<{ backgroundId: string | null; mediaId: string }> {
  if (choice.backgroundId) {
    const [row] = await tx
      .select()
      .from(cardBackgrounds)
      .where(and(eq(cardBackgrounds.id, choice.backgroundId), isNull(cardBackgrounds.removedAt)));
    if (!row) throw invalid('backgroundId', 'Choose a background');
    return { backgroundId: row.id, mediaId: row.mediaId };
  }
  const image = await uploadedImage(tx, auth, choice.mediaObjectId as string, 'cardBackground');
  return { backgroundId: null, mediaId: image.id };
}

const notBefore = (viewer: Viewer, deliverOn: string) => {
  if (deliverOn < viewer.today) throw invalid('deliverOn', cardTexts.pastDay);
};

/** Cards (docs/card.md): the four lists, create, read, change and delete. */
export function cardRoutes(api: ZodApi, services: Services): void {
  const viewerFor = (request: FastifyRequest, tx: Tx, auth: MemberAuth) =>
    viewerOf(services, request, tx, auth);

  api.get(
    '/card/cards',
    {
      schema: {
        tags,
        description:
          'all: cards the caller may see; available: they may still sign; own: they created; received: delivered to them.',
        querystring: cardListQuery,
        response: { 200: cardPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      const { list, page, pageSize, recipientId, occasion, deliverOn } = request.query;
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerFor(request, tx, auth);
        const me = auth.memberId;
        const conditions: (SQL | undefined)[] = [visibleWhere(viewer)];
        if (list === 'own') conditions.push(eq(cards.creatorId, me));
        if (list === 'received') conditions.push(eq(cards.recipientId, me));
        if (list === 'available') {
          conditions.push(
            sql`${cards.recipientId} <> ${me}`,
            gte(cards.deliverOn, viewer.today),
            sql`not exists (select 1 from ${cardSignatures} where ${cardSignatures.cardId} = ${cards.id} and ${cardSignatures.memberId} = ${me} and ${cardSignatures.removedAt} is null)`,
          );
          if (viewer.cardViewers === 'contributors' && !viewer.admin) {
            conditions.push(
              or(
                eq(cards.creatorId, me),
                sql`exists (select 1 from ${cardContributors} where ${cardContributors.cardId} = ${cards.id} and ${cardContributors.memberId} = ${me})`,
              ),
            );
          }
        }
        if (recipientId) conditions.push(eq(cards.recipientId, recipientId));
        if (occasion) conditions.push(eq(cards.occasion, occasion));
        if (deliverOn) conditions.push(eq(cards.deliverOn, deliverOn));
        // Cards to sign soonest first; the other lists newest day first.
        const order =
          list === 'available'
            ? [asc(cards.deliverOn), asc(cards.createdAt), asc(cards.id)]
            : [desc(cards.deliverOn), desc(cards.createdAt), desc(cards.id)];
        const rows = await tx
          .select()
          .from(cards)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        return {
          results: await serializeCards(tx, viewer, shown),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    '/card/cards',
    { schema: { tags, body: cardRequest, response: { 201: card, ...errors } } },
    async (request, reply) => {
      const auth = await requireCardMember(services, request);
      const body = request.body;
      const created = await withTenant(services, auth, async (tx) => {
        const viewer = await viewerFor(request, tx, auth);
        requireCreator(viewer, body.occasion);
        await checkRecipient(tx, viewer, body.recipientId, body.occasion);
        notBefore(viewer, body.deliverOn);
        const background = await backgroundImage(tx, auth, body);
        const [row] = await tx
          .insert(cards)
          .values({
            tenantId: auth.tenantId,
            recipientId: body.recipientId,
            creatorId: auth.memberId,
            occasion: body.occasion,
            title: body.title,
            ...background,
            deliverOn: body.deliverOn,
          })
          .returning();
        if (!row) throw new Error('card not stored');
        // The creator is the first contributor.
        await tx.insert(cardContributors).values({
          tenantId: auth.tenantId,
          cardId: row.id,
          memberId: auth.memberId,
          invitedById: auth.memberId,
        });
        return only(await serializeCards(tx, viewer, [row]));
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/card/cards/:id',
    { schema: { tags, params: cardParams, response: { 200: card, ...errors } } },
    async (request) => {
      const auth = await requireCardMember(services, request);
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerFor(request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        return only(await serializeCards(tx, viewer, [row]));
      });
    },
  );

  api.patch(
    '/card/cards/:id',
    {
      schema: {
        tags,
        description: 'Changes a card before it is delivered: title, occasion, background, day.',
        params: cardParams,
        body: cardUpdate,
        response: { 200: card, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      const change = request.body;
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerFor(request, tx, auth);
        const { row, access } = await visibleCard(tx, viewer, request.params.id);
        if (row.deliveredAt) throw invalid('deliverOn', cardTexts.deliveredLocked);
        if (!access.edit) throw forbidden();
        if (change.occasion && change.occasion !== row.occasion) {
          requireCreator(viewer, change.occasion);
          await checkRecipient(tx, viewer, row.recipientId, change.occasion);
        }
        if (change.deliverOn && change.deliverOn !== row.deliverOn) notBefore(viewer, change.deliverOn);
        // The form sends the background back unchanged: keep it even if the library dropped it since.
        const unchanged = change.backgroundId
          ? change.backgroundId === row.backgroundId
          : change.mediaObjectId === row.mediaId;
        const background =
          (change.backgroundId || change.mediaObjectId) && !unchanged
            ? await backgroundImage(tx, auth, change)
            : {};
        const [updated] = await tx
          .update(cards)
          .set({
            ...(change.occasion ? { occasion: change.occasion } : {}),
            ...(change.title ? { title: change.title } : {}),
            ...(change.deliverOn ? { deliverOn: change.deliverOn } : {}),
            ...background,
            updatedAt: services.now(),
          })
          .where(and(eq(cards.id, row.id), isNull(cards.deliveredAt)))
          .returning();
        // Delivered between the read and the write: refuse rather than change what was sent.
        if (!updated) throw invalid('deliverOn', cardTexts.deliveredLocked);
        return only(await serializeCards(tx, viewer, [updated]));
      });
    },
  );

  api.delete(
    '/card/cards/:id',
    {
      schema: {
        tags,
        description: 'Deletes a card with its signatures (its creator, or a card manager).',
        params: cardParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerFor(request, tx, auth);
        const { row, access } = await visibleCard(tx, viewer, request.params.id);
        if (!access.delete) throw forbidden();
        await tx.delete(cards).where(eq(cards.id, row.id));
        if (!access.isCreator) {
          await audit(tx, auth, {
            action: 'card.delete',
            targetType: 'card',
            targetId: row.id,
            before: { title: row.title, recipientId: row.recipientId, creatorId: row.creatorId },
            after: null,
          });
        }
      });
      return { ok: true as const };
    },
  );
}
