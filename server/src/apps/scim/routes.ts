import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scimContentType, scimListQuery, scimPatchRequest } from '#shared/contract/scim';
import { inTenant, type Tx } from '../../db/client.ts';
import { scimTokens, tenantMembers } from '../../db/schema.ts';
import { authChangedChannel } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { type ScimCaller, scimCaller } from './auth.ts';
import { listResponse, resourceTypes, schemaDefinitions, serviceProviderConfig } from './discovery.ts';
import { registerScimErrors, scimFromZod, scimNotFound } from './errors.ts';
import { parseFilter } from './filter.ts';
import {
  createGroup,
  deleteGroup,
  findGroup,
  groupMembers,
  listGroups,
  patchGroup,
  replaceGroup,
  toScimGroup,
} from './groups.ts';
import { parseUser, patchUserFields } from './user-input.ts';
import { createUser, findUser, listUsers, toScimUser, updateUser } from './users.ts';

type Ctx = ScimCaller & { tx: Tx };
type IdParams = { id: string };

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw scimFromZod(result.error);
  return result.data;
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const resourceId = (request: FastifyRequest, what: string) => {
  const { id } = request.params as IdParams;
  if (!uuid.test(id)) throw scimNotFound(what);
  return id;
};
const send = (reply: FastifyReply, status: number, body: unknown) =>
  reply.status(status).type(scimContentType).send(body);
const wantsMembers = (excluded: string | undefined) =>
  !(excluded ?? '').split(',').some((name) => name.trim().toLowerCase() === 'members');

/**
 * SCIM 2.0 provisioning at /api/scim/v2 (RFC 7644), for Entra ID, Okta and the like: Users are
 * members (inactive: suspended), Groups are manual teams. A per-tenant bearer token from
 * /tenant/security picks the tenant; every change is in that tenant's audit log.
 */
export function scimApp(api: ZodApi, services: Services): void {
  void api.register(async (scope) => scimRoutes(scope, services), { prefix: '/scim/v2' });
}

async function scimRoutes(scope: FastifyInstance, services: Services): Promise<void> {
  registerScimErrors(scope);
  // Listed in the OpenAPI document under their own tag; bodies are SCIM's, checked by the handlers.
  // No session token opens them (`security: []`): their bearer is a SCIM token from /tenant/security.
  scope.addHook('onRoute', (route) => {
    route.schema = {
      ...route.schema,
      tags: ['scim'],
      description: 'SCIM 2.0 (RFC 7644). Authorization: Bearer <SCIM token from /tenant/security>.',
      security: [],
    };
  });
  scope.addContentTypeParser(scimContentType, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Malformed JSON body'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
  // A SCIM suspension must end the member's sessions at once, as an admin's does (http/auth.ts).
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) {
      services.authCache.clear();
      await services.db
        .execute(sql`select pg_notify(${authChangedChannel}, '')`)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a session change'));
    }
    return payload;
  });

  /**
   * Whether the member's account is a member of another tenant too: its own memberships, read as
   * that user before the change's transaction (PGlite runs one transaction at a time).
   */
  const accountShared = async (request: FastifyRequest, memberId: string): Promise<boolean> => {
    const { tenantId } = await scimCaller(services, request);
    const [member] = await inTenant(services.db, { tenantId, userId: null }, (tx) =>
      tx.select({ userId: tenantMembers.userId }).from(tenantMembers).where(eq(tenantMembers.id, memberId)),
    );
    if (!member) return false;
    const elsewhere = await inTenant(services.db, { tenantId: null, userId: member.userId }, (tx) =>
      tx
        .select({ id: tenantMembers.id })
        .from(tenantMembers)
        .where(and(eq(tenantMembers.userId, member.userId), ne(tenantMembers.tenantId, tenantId)))
        .limit(1),
    );
    return elsewhere.length > 0;
  };

  const run = async <T>(request: FastifyRequest, fn: (ctx: Ctx) => Promise<T>): Promise<T> => {
    const caller = await scimCaller(services, request);
    return inTenant(services.db, { tenantId: caller.tenantId, userId: null }, async (tx) => {
      await tx
        .update(scimTokens)
        .set({ lastUsedAt: services.now() })
        .where(eq(scimTokens.id, caller.tokenId));
      return fn({ ...caller, tx });
    });
  };

  scope.get('/ServiceProviderConfig', async (request, reply) =>
    send(reply, 200, await run(request, async (ctx) => serviceProviderConfig(ctx.baseUrl))),
  );
  scope.get('/ResourceTypes', async (request, reply) => {
    const types = await run(request, async (ctx) => resourceTypes(ctx.baseUrl));
    return send(reply, 200, listResponse(types, types.length, 1));
  });
  scope.get('/Schemas', async (request, reply) => {
    const schemas = await run(request, async (ctx) => schemaDefinitions(ctx.baseUrl));
    return send(reply, 200, listResponse(schemas, schemas.length, 1));
  });

  // ---- Users ----------------------------------------------------------------------------------
  scope.get('/Users', async (request, reply) => {
    const query = parse(scimListQuery, request.query);
    const filter = parseFilter(query.filter, ['userName', 'externalId']);
    const body = await run(request, async ({ tx, baseUrl }) => {
      const { total, rows } = await listUsers(tx, filter, query.startIndex, query.count);
      return listResponse(
        rows.map((row) => toScimUser(row, baseUrl)),
        total,
        query.startIndex,
      );
    });
    return send(reply, 200, body);
  });
  scope.get('/Users/:id', async (request, reply) => {
    const id = resourceId(request, 'User');
    return send(
      reply,
      200,
      await run(request, async ({ tx, baseUrl }) => toScimUser(await findUser(tx, id), baseUrl)),
    );
  });
  scope.post('/Users', async (request, reply) => {
    const body = await run(request, async ({ tx, tenantId, baseUrl }) =>
      toScimUser(await createUser(tx, tenantId, parseUser(request.body), services.now()), baseUrl),
    );
    return send(reply, 201, body);
  });
  scope.put('/Users/:id', async (request, reply) => {
    const id = resourceId(request, 'User');
    const shared = await accountShared(request, id);
    const body = await run(request, async ({ tx, tenantId, baseUrl }) =>
      toScimUser(
        await updateUser(tx, tenantId, id, parseUser(request.body), services.now(), shared),
        baseUrl,
      ),
    );
    return send(reply, 200, body);
  });
  scope.patch('/Users/:id', async (request, reply) => {
    const id = resourceId(request, 'User');
    const shared = await accountShared(request, id);
    const body = await run(request, async ({ tx, tenantId, baseUrl }) => {
      const fields = patchUserFields(parse(scimPatchRequest, request.body).Operations);
      return toScimUser(await updateUser(tx, tenantId, id, fields, services.now(), shared), baseUrl);
    });
    return send(reply, 200, body);
  });
  // Deprovisioning keeps the member's history (recognitions, points): DELETE suspends.
  scope.delete('/Users/:id', async (request, reply) => {
    const id = resourceId(request, 'User');
    await run(request, ({ tx, tenantId }) =>
      updateUser(tx, tenantId, id, { active: false }, services.now(), true),
    );
    return reply.status(204).send();
  });

  // ---- Groups ---------------------------------------------------------------------------------
  scope.get('/Groups', async (request, reply) => {
    const query = parse(scimListQuery, request.query);
    const filter = parseFilter(query.filter, ['displayName', 'externalId']);
    const body = await run(request, async ({ tx, baseUrl }) => {
      const { total, rows } = await listGroups(tx, filter, query.startIndex, query.count);
      const members = wantsMembers(query.excludedAttributes)
        ? await groupMembers(
            tx,
            rows.map((row) => row.id),
          )
        : null;
      return listResponse(
        rows.map((row) => toScimGroup(row, members?.get(row.id) ?? null, baseUrl)),
        total,
        query.startIndex,
      );
    });
    return send(reply, 200, body);
  });
  scope.get('/Groups/:id', async (request, reply) => {
    const id = resourceId(request, 'Group');
    const excluded = (request.query as { excludedAttributes?: string }).excludedAttributes;
    const body = await run(request, async ({ tx, baseUrl }) => {
      const row = await findGroup(tx, id);
      const members = wantsMembers(excluded) ? ((await groupMembers(tx, [id])).get(id) ?? []) : null;
      return toScimGroup(row, members, baseUrl);
    });
    return send(reply, 200, body);
  });
  scope.post('/Groups', async (request, reply) => {
    const body = await run(request, async ({ tx, tenantId, baseUrl }) => {
      const { row, members } = await createGroup(tx, tenantId, request.body, services.now());
      return toScimGroup(row, members, baseUrl);
    });
    return send(reply, 201, body);
  });
  scope.put('/Groups/:id', async (request, reply) => {
    const id = resourceId(request, 'Group');
    const body = await run(request, async ({ tx, tenantId, baseUrl }) => {
      const { row, members } = await replaceGroup(tx, tenantId, id, request.body, services.now());
      return toScimGroup(row, members, baseUrl);
    });
    return send(reply, 200, body);
  });
  scope.patch('/Groups/:id', async (request, reply) => {
    const id = resourceId(request, 'Group');
    const body = await run(request, async ({ tx, tenantId, baseUrl }) => {
      const { Operations } = parse(scimPatchRequest, request.body);
      const { row, members } = await patchGroup(tx, tenantId, id, Operations, services.now());
      return toScimGroup(row, members, baseUrl);
    });
    return send(reply, 200, body);
  });
  scope.delete('/Groups/:id', async (request, reply) => {
    const id = resourceId(request, 'Group');
    await run(request, ({ tx, tenantId }) => deleteGroup(tx, tenantId, id));
    return reply.status(204).send();
  });
}
