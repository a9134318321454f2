import { and, eq, isNull } from 'drizzle-orm';
import { cardParams, signatureParams } from '#shared/contract/card';
import { errorBody, okResponse } from '#shared/contract/common';
import { flagRequest } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { cardFlags, cardSignatureFlags, cardSignatures } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { clearFlags, setFlag } from '../../kernel/interactions/flags.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { requireCardMember, viewerOf, visibleCard } from './access.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['card'];

/**
 * Flags on cards and signatures for the /content/flagged/cards queue (card/moderation.ts), kept by
 * the kernel's flag piece (kernel/interactions/flags.ts) like recognition, award and comment flags.
 */
export function flagRoutes(api: ZodApi, services: Services): void {
  api.put(
    '/card/cards/:id/flags',
    {
      schema: {
        tags,
        description: 'Flags a card for moderators; twice keeps one flag.',
        params: cardParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        await setFlag(tx, { table: cardFlags, key: 'cardId', itemId: row.id }, auth, request.body?.reason);
      });
      return { ok: true as const };
    },
  );

  api.delete(
    '/card/cards/:id/flags',
    {
      schema: {
        tags,
        description: 'Removes the caller’s flag; a moderator clears every flag.',
        params: cardParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        const all = holds(viewer.grant, 'cardApp', 'moderate');
        await clearFlags(tx, { table: cardFlags, key: 'cardId', itemId: row.id }, auth.memberId, all);
      });
      return { ok: true as const };
    },
  );

  const liveSignature = async (tx: Tx, cardId: string, id: string) => {
    const [row] = await tx
      .select({ id: cardSignatures.id })
      .from(cardSignatures)
      .where(
        and(eq(cardSignatures.id, id), eq(cardSignatures.cardId, cardId), isNull(cardSignatures.removedAt)),
      );
    if (!row) throw notFound('This signature does not exist');
    return row;
  };

  api.put(
    '/card/cards/:id/signatures/:signatureId/flags',
    {
      schema: {
        tags,
        description: 'Flags a signature for moderators; twice keeps one flag.',
        params: signatureParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row: cardRow } = await visibleCard(tx, viewer, request.params.id);
        const signatureRow = await liveSignature(tx, cardRow.id, request.params.signatureId);
        const target = { table: cardSignatureFlags, key: 'signatureId', itemId: signatureRow.id };
        await setFlag(tx, target, auth, request.body?.reason);
      });
      return { ok: true as const };
    },
  );

  api.delete(
    '/card/cards/:id/signatures/:signatureId/flags',
    {
      schema: {
        tags,
        description: 'Removes the caller’s flag on a signature; a moderator clears every flag.',
        params: signatureParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row: cardRow } = await visibleCard(tx, viewer, request.params.id);
        const signatureRow = await liveSignature(tx, cardRow.id, request.params.signatureId);
        const all = holds(viewer.grant, 'cardApp', 'moderate');
        const target = { table: cardSignatureFlags, key: 'signatureId', itemId: signatureRow.id };
        await clearFlags(tx, target, auth.memberId, all);
      });
      return { ok: true as const };
    },
  );
}
