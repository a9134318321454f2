import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  countResponse,
  notificationCountQuery,
  notificationListQuery,
  notificationMessage,
  notificationPage,
} from '#shared/contract/notifications';
import { notificationMessages } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { loadMemberRefs, readerLanguage, toNotificationMessage } from './serialize.ts';
import { bothSlashes } from './slashes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Only ever the caller's own messages; `read` narrows to read or unread ones. */
function ownMessages(memberId: string, read: boolean | undefined): SQL | undefined {
  const own = eq(notificationMessages.memberId, memberId);
  if (read === undefined) return own;
  return and(own, read ? isNotNull(notificationMessages.readAt) : isNull(notificationMessages.readAt));
}

/** The bell (000 §7 "Notifications"): gated by notificationApp browseMessages like the bell itself. */
export function messageRoutes(api: ZodApi, services: Services): void {
  const gate = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'notificationApp', 'browseMessages');

  for (const { url, hide } of bothSlashes('/notifications/messages')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'The caller’s notification messages, newest first by default.',
          querystring: notificationListQuery,
          response: { 200: notificationPage, ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        const { page, pageSize, sorting, embed, read } = request.query;
        const order =
          sorting === 'createdAt'
            ? [asc(notificationMessages.createdAt), asc(notificationMessages.id)]
            : [desc(notificationMessages.createdAt), desc(notificationMessages.id)];
        return withTenant(services, auth, async (tx) => {
          const rows = await tx
            .select()
            .from(notificationMessages)
            .where(ownMessages(auth.memberId, read))
            .orderBy(...order)
            .limit(pageSize + 1)
            .offset((page - 1) * pageSize);
          const pageRows = rows.slice(0, pageSize);
          const members = embed?.includes('fromMember')
            ? await loadMemberRefs(
                tx,
                pageRows.map((row) => row.fromMemberId),
              )
            : undefined;
          const language = await readerLanguage(tx, auth.memberId);
          return {
            results: pageRows.map((row) => toNotificationMessage(row, language, members)),
            next: rows.length > pageSize ? page + 1 : null,
          };
        });
      },
    );

    api.delete(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'Marks every unread message of the caller read; answers how many changed.',
          response: { 200: countResponse, ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        const changed = await withTenant(services, auth, (tx) =>
          tx
            .update(notificationMessages)
            .set({ readAt: services.now() })
            .where(ownMessages(auth.memberId, false))
            .returning({ id: notificationMessages.id }),
        );
        return { count: changed.length };
      },
    );
  }

  for (const { url, hide } of bothSlashes('/notifications/messages/count')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description:
            'How many messages the caller has; `read=false` counts the unread ones (the bell’s badge).',
          querystring: notificationCountQuery,
          response: { 200: countResponse, ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        const [row] = await withTenant(services, auth, (tx) =>
          tx
            .select({ count: count() })
            .from(notificationMessages)
            .where(ownMessages(auth.memberId, request.query.read)),
        );
        return { count: row?.count ?? 0 };
      },
    );
  }

  for (const { url, hide } of bothSlashes('/notifications/messages/:id')) {
    api.delete(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'Marks one of the caller’s messages read (a message already read keeps its time).',
          params: idParams,
          response: { 200: notificationMessage, 404: errorBody, ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        const row = await withTenant(services, auth, async (tx) => {
          const where = and(
            eq(notificationMessages.id, request.params.id),
            eq(notificationMessages.memberId, auth.memberId),
          );
          await tx
            .update(notificationMessages)
            .set({ readAt: services.now() })
            .where(and(where, isNull(notificationMessages.readAt)));
          const [found] = await tx.select().from(notificationMessages).where(where);
          return found && toNotificationMessage(found, await readerLanguage(tx, auth.memberId));
        });
        if (!row) throw notFound('This notification does not exist');
        return row;
      },
    );
  }
}
