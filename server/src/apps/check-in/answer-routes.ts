import { checkInAnswerRequest, checkInDue, checkInNext } from '#shared/contract/check-in';
import { errorBody, idParams } from '#shared/contract/common';
import { requireMember, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { respond } from './answers.ts';
import { dueOf, nextOf, tenantToday } from './due.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['checkIn'];

/**
 * A member's own check-ins (`/check-ins/category/{id}/question`, the home card). Every member
 * answers what asks them; no call here reads anyone else's answers.
 */
export function checkInAnswerRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/checkIn/due/my',
    { schema: { tags, response: { 200: checkInDue, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) =>
        dueOf(tx, auth.memberId, await tenantToday(tx, auth.tenantId, services.now())),
      );
    },
  );

  api.get(
    '/checkIn/categories/:id/next',
    { schema: { tags, params: idParams, response: { 200: checkInNext, ...errors } } },
    async (request) => {
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) =>
        nextOf(tx, auth.memberId, request.params.id, await tenantToday(tx, auth.tenantId, services.now())),
      );
    },
  );

  for (const kind of ['answer', 'skip'] as const) {
    api.post(
      `/checkIn/questions/:id/${kind}`,
      {
        schema: {
          tags,
          params: idParams,
          ...(kind === 'answer' ? { body: checkInAnswerRequest } : {}),
          response: { 200: checkInNext, ...errors },
        },
      },
      async (request) => {
        const auth = requireMember(request);
        return withTenant(services, auth, async (tx) => {
          const today = await tenantToday(tx, auth.tenantId, services.now());
          const body = kind === 'answer' ? (request.body as Parameters<typeof respond>[4]) : null;
          const categoryId = await respond(tx, auth, request.params.id, today, body);
          return nextOf(tx, auth.memberId, categoryId, today);
        });
      },
    );
  }
}
