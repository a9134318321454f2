import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { cardParams, contributorList, contributorParams, contributorsRequest } from '#shared/contract/card';
import { errorBody, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { cardContributors, cardSignatures, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import type { Services } from '../../services.ts';
import { type CardRow, requireCardMember, type Viewer, viewerOf, visibleCard } from './access.ts';
import { cardInvitedKind } from './notification-kinds.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['card'];

const fullName = (m: { firstName: string; lastName: string } | undefined) =>
  m ? `${m.firstName} ${m.lastName}`.trim() : '';

/** Who may take a contributor off: the card's creator or a manager (anyone but the creator), or oneself. */
const mayRemove = (viewer: Viewer, row: CardRow, memberId: string) =>
  memberId !== row.creatorId &&
  (memberId === viewer.auth.memberId || row.creatorId === viewer.auth.memberId || viewer.admin);

async function listOf(tx: Tx, viewer: Viewer, row: CardRow) {
  const rows = await tx
    .select()
    .from(cardContributors)
    .where(eq(cardContributors.cardId, row.id))
    .orderBy(asc(cardContributors.createdAt), asc(cardContributors.memberId));
  const signed = new Set(
    (
      await tx
        .select({ memberId: cardSignatures.memberId })
        .from(cardSignatures)
        .where(and(eq(cardSignatures.cardId, row.id), isNull(cardSignatures.removedAt)))
    ).map((s) => s.memberId),
  );
  const members = await memberDisplays(
    tx,
    rows.flatMap((c) => [c.memberId, c.invitedById]),
  );
  return {
    results: rows.flatMap((c) => {
      const member = members.get(c.memberId);
      if (!member) return [];
      return [
        {
          member,
          invitedBy: c.invitedById ? (members.get(c.invitedById) ?? null) : null,
          invitedAt: c.createdAt.toISOString(),
          signed: signed.has(c.memberId),
          permissions: mayRemove(viewer, row, c.memberId) ? (['delete'] as const).slice() : [],
        },
      ];
    }),
  };
}

/** Contributors (docs/card.md): members invited to sign, each told once in their bell. */
export function contributorRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/card/cards/:id/contributors',
    { schema: { tags, params: cardParams, response: { 200: contributorList, ...errors } } },
    async (request) => {
      const auth = await requireCardMember(services, request);
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        return listOf(tx, viewer, row);
      });
    },
  );

  api.post(
    '/card/cards/:id/contributors',
    {
      schema: {
        tags,
        description:
          'Invites members to sign; answers the whole list. Inviting someone again changes nothing.',
        params: cardParams,
        body: contributorsRequest,
        response: { 200: contributorList, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      return withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row, access } = await visibleCard(tx, viewer, request.params.id);
        if (!access.addContributor) throw forbidden();
        const wanted = [...new Set(request.body.memberIds)];
        const members = await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(
            and(
              inArray(tenantMembers.id, wanted),
              isNull(tenantMembers.suspendedAt),
              ne(tenantMembers.invitationStatus, 'archived'),
            ),
          );
        if (members.length !== wanted.length || wanted.includes(row.recipientId)) {
          throw invalid('memberIds', 'Select members who can sign this card');
        }
        const added = await tx
          .insert(cardContributors)
          .values(
            wanted.map((memberId) => ({
              tenantId: auth.tenantId,
              cardId: row.id,
              memberId,
              invitedById: auth.memberId,
            })),
          )
          .onConflictDoNothing()
          .returning({ memberId: cardContributors.memberId });
        const names = await memberDisplays(tx, [auth.memberId, row.recipientId]);
        const meaning = cardInvitedKind.of({
          name: fullName(names.get(auth.memberId)),
          recipient: fullName(names.get(row.recipientId)),
        });
        await notifyAll(
          services,
          tx,
          added
            .filter((a) => a.memberId !== auth.memberId)
            .map((a) => ({
              tenantId: auth.tenantId,
              memberId: a.memberId,
              fromMemberId: auth.memberId,
              ...meaning,
              resourcePath: `/card/${row.id}`,
            })),
        );
        return listOf(tx, viewer, row);
      });
    },
  );

  api.delete(
    '/card/cards/:id/contributors/:memberId',
    {
      schema: {
        tags,
        description: 'Takes a contributor off the card (their signature, if any, stays).',
        params: contributorParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireCardMember(services, request);
      await withTenant(services, auth, async (tx) => {
        const viewer = await viewerOf(services, request, tx, auth);
        const { row } = await visibleCard(tx, viewer, request.params.id);
        if (!mayRemove(viewer, row, request.params.memberId)) throw forbidden();
        const removed = await tx
          .delete(cardContributors)
          .where(
            and(eq(cardContributors.cardId, row.id), eq(cardContributors.memberId, request.params.memberId)),
          )
          .returning();
        if (removed.length === 0) throw notFound('This member is not a contributor');
      });
      return { ok: true as const };
    },
  );
}
