import {
  type CheckInCategory,
  checkInAudienceRequest,
  checkInCategory,
  checkInCategoryList,
  checkInCategoryRequest,
  checkInOrderRequest,
  checkInQuestionRequest,
  checkInScores,
  checkInScoresQuery,
} from '#shared/contract/check-in';
import { errorBody, idParams } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import {
  createCategory,
  getCategory,
  listCategories,
  reorderCategories,
  setArchived,
  setAudience,
  updateCategory,
} from './categories.ts';
import { addQuestion, editQuestion, removeQuestion, reorderQuestions } from './questions.ts';
import { scoresIn } from './scores.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['checkIn'];

/** Managing check-ins (`/check-ins/manage`, `/check-ins/category/{id}/audience`): checkInApp manage. */
export function checkInManageRoutes(api: ZodApi, services: Services): void {
  type Request = Parameters<typeof requirePermission>[1];
  const manager = (request: Request) => requirePermission(services, request, 'checkInApp', 'manage');
  /** Runs a change and writes it to the audit log with the category after it. */
  const change = async (auth: MemberAuth, action: string, work: (tx: Tx) => Promise<CheckInCategory>) =>
    withTenant(services, auth, async (tx) => {
      const after = await work(tx);
      await audit(tx, auth, {
        action: `checkIn.${action}`,
        targetType: 'checkInCategory',
        targetId: after.id,
        before: null,
        after,
      });
      return after;
    });

  api.get(
    '/checkIn/categories',
    { schema: { tags, response: { 200: checkInCategoryList, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => ({ results: await listCategories(tx) }));
    },
  );

  api.post(
    '/checkIn/categories',
    { schema: { tags, body: checkInCategoryRequest, response: { 200: checkInCategory, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'createCategory', (tx) => createCategory(tx, auth.tenantId, request.body));
    },
  );

  api.get(
    '/checkIn/categories/:id',
    { schema: { tags, params: idParams, response: { 200: checkInCategory, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, (tx) => getCategory(tx, request.params.id));
    },
  );

  api.put(
    '/checkIn/categories/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: checkInCategoryRequest,
        response: { 200: checkInCategory, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'updateCategory', (tx) => updateCategory(tx, request.params.id, request.body));
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    api.post(
      `/checkIn/categories/:id/${path}`,
      { schema: { tags, params: idParams, response: { 200: checkInCategory, ...errors } } },
      async (request) => {
        const auth = await manager(request);
        return change(auth, `${path}Category`, (tx) => setArchived(tx, request.params.id, archived));
      },
    );
  }

  api.put(
    '/checkIn/categories/:id/audience',
    {
      schema: {
        tags,
        params: idParams,
        body: checkInAudienceRequest,
        response: { 200: checkInCategory, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'setAudience', (tx) => setAudience(tx, request.params.id, request.body));
    },
  );

  api.post(
    '/checkIn/categories/order',
    { schema: { tags, body: checkInOrderRequest, response: { 200: checkInCategoryList, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => ({
        results: await reorderCategories(tx, request.body.ids),
      }));
    },
  );

  api.post(
    '/checkIn/categories/:id/questions',
    {
      schema: {
        tags,
        params: idParams,
        body: checkInQuestionRequest,
        response: { 200: checkInCategory, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'addQuestion', async (tx) => {
        await addQuestion(tx, auth.tenantId, request.params.id, request.body);
        return getCategory(tx, request.params.id);
      });
    },
  );

  api.post(
    '/checkIn/categories/:id/questions/order',
    {
      schema: {
        tags,
        params: idParams,
        body: checkInOrderRequest,
        response: { 200: checkInCategory, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return withTenant(services, auth, async (tx) => {
        await reorderQuestions(tx, request.params.id, request.body.ids);
        return getCategory(tx, request.params.id);
      });
    },
  );

  api.put(
    '/checkIn/questions/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: checkInQuestionRequest,
        response: { 200: checkInCategory, ...errors },
      },
    },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'editQuestion', async (tx) =>
        getCategory(tx, await editQuestion(tx, request.params.id, request.body)),
      );
    },
  );

  api.delete(
    '/checkIn/questions/:id',
    { schema: { tags, params: idParams, response: { 200: checkInCategory, ...errors } } },
    async (request) => {
      const auth = await manager(request);
      return change(auth, 'removeQuestion', async (tx) =>
        getCategory(tx, await removeQuestion(tx, request.params.id)),
      );
    },
  );

  api.get(
    '/checkIn/analytics/scores',
    { schema: { tags, querystring: checkInScoresQuery, response: { 200: checkInScores, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'checkInApp', 'viewAnalytics');
      return withTenant(services, auth, (tx) => scoresIn(tx, request.query.from, request.query.to));
    },
  );
}
