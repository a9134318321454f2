import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  cardParams,
  cardTexts,
  signature,
  signatureList,
  signatureParams,
  signatureRequest,
  signatureUpdate,
} from '#shared/contract/card';
import { errorBody, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { cardSignatures } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import {
  type CardAccess,
  type CardRow,
  requireCardMember,
  type Viewer,
  viewerOf,
  visibleCard,
} from './access.ts';
import { only, serializeSignatures } from './serialize.ts';
import { uploadedImage } from './uploaded-media.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['card'];

/** Why this viewer may not sign now, in the order a person would want to hear it. */
function refuseSigning(viewer: Viewer, row: CardRow, access: CardAccess): void {
  if (access.isRecipient) throw forbidden(cardTexts.recipientContributor);
  if (row.deliverOn < viewer.today) throw conflict(cardTexts.signingClosed);
  if (!access.sign) throw forbidden(cardTexts.notContributor);
}

async function ownLive(tx: Tx, cardId: string, signatureId: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(cardSignatures)
    .where(
      and(
        eq(cardSignatures.id, signatureId),
        eq(cardSignatures.cardId, cardId),
        isNull(cardSignatures.removedAt),
      ),
    );
  if (!row) throw notFound('This signature does not exist');
  return { row, own: row.memberId === memberId };
}

/** Signatures (docs/card.md): one per member and card, a message with a GIF or an image. */
export function signatureRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/card/cards/:id/signatures',
    { schema: { tags, params: cardParams, response: { 200: signatureList, ...errors } } },
    async (request) => {
      const auth = await requireCardMember(services, request);
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        const rows = await tx
          .select()
          .from(cardSignatures)
          .where(and(eq(cardSignatures.cardId, row.id), isNull(cardSignatures.removedAt)))
          .orderBy(asc(cardSignatures.createdAt), asc(cardSignatures.id));
        return { results: await serializeSignatures(tx, viewer, rows, row.deliverOn >= viewer.today) };
      });
    },
  );

  api.post(
    '/card/cards/:id/signatures',
    {
      schema: {
        tags,
        description: 'Signs the card; a second signature is refused (409): edit the first instead.',
        params: cardParams,
        body: signatureRequest,
        response: { 201: signature, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireCardMember(services, request);
      const body = request.body;
      const created = await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row, access } = await visibleCard(tx, viewer, request.params.id);
        const [existing] = await tx
          .select({ id: cardSignatures.id })
          .from(cardSignatures)
          .where(
            and(
              eq(cardSignatures.cardId, row.id),
              eq(cardSignatures.memberId, auth.memberId),
              isNull(cardSignatures.removedAt),
            ),
          );
        if (existing) throw conflict(cardTexts.alreadySigned);
        refuseSigning(viewer, row, access);
        const image = body.mediaObjectId
          ? await uploadedImage(tx, auth, body.mediaObjectId, 'cardSignature')
          : null;
        // Two requests at once: the partial unique index lets one in; the other finds nothing inserted.
        const [inserted] = await tx
          .insert(cardSignatures)
          .values({
            tenantId: auth.tenantId,
            cardId: row.id,
            memberId: auth.memberId,
            message: body.message,
            gif: body.gif ? { url: body.gif.url, title: body.gif.title ?? null } : null,
            mediaId: image?.id ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw conflict(cardTexts.alreadySigned);
        return only(await serializeSignatures(tx, viewer, [inserted], true));
      });
      return reply.status(201).send(created);
    },
  );

  api.patch(
    '/card/cards/:id/signatures/:signatureId',
    {
      schema: {
        tags,
        description: 'Edits the caller’s own signature while the card can still be signed.',
        params: signatureParams,
        body: signatureUpdate,
        response: { 200: signature, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      const change = request.body;
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row: cardRow } = await visibleCard(tx, viewer, request.params.id);
        const { row, own } = await ownLive(tx, cardRow.id, request.params.signatureId, auth.memberId);
        if (!own) throw forbidden();
        if (cardRow.deliverOn < viewer.today) throw conflict(cardTexts.signingClosed);
        const image =
          change.mediaObjectId === undefined
            ? undefined
            : change.mediaObjectId === null
              ? null
              : await uploadedImage(tx, auth, change.mediaObjectId, 'cardSignature');
        // A GIF and an image never stand together: setting one clears the other.
        const media =
          image !== undefined
            ? { mediaId: image?.id ?? null, ...(image ? { gif: null } : {}) }
            : change.gif
              ? { gif: { url: change.gif.url, title: change.gif.title ?? null }, mediaId: null }
              : change.gif === null
                ? { gif: null }
                : {};
        const [updated] = await tx
          .update(cardSignatures)
          .set({
            ...(change.message ? { message: change.message } : {}),
            ...media,
            updatedAt: services.now(),
          })
          .where(eq(cardSignatures.id, row.id))
          .returning();
        if (!updated) throw notFound('This signature does not exist');
        return only(await serializeSignatures(tx, viewer, [updated], true));
      });
    },
  );

  api.delete(
    '/card/cards/:id/signatures/:signatureId',
    {
      schema: {
        tags,
        description: 'Deletes the caller’s own signature (a card manager may delete any).',
        params: signatureParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row: cardRow } = await visibleCard(tx, viewer, request.params.id);
        const { row, own } = await ownLive(tx, cardRow.id, request.params.signatureId, auth.memberId);
        if (!own && !viewer.admin) throw forbidden();
        await tx.delete(cardSignatures).where(eq(cardSignatures.id, row.id));
      });
      return { ok: true as const };
    },
  );
}
