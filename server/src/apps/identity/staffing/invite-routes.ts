import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { errorBody, idParams, pageQuery } from '#shared/contract/common';
import {
  type BatchInvite,
  type BatchInviteMember,
  type BatchInviteOptions,
  batchInvite,
  batchInviteMemberPage,
  createBatchInviteRequest,
  updateBatchInviteRequest,
} from '#shared/contract/staffing';
import type { Tx } from '../../../db/client.ts';
import { tenantMembers } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, invalid } from '../../../http/errors.ts';
import {
  createFlow,
  executeFlow,
  executingView,
  type FlowRow,
  flowBaseOf,
  loadFlow,
  refuseWhileExecuting,
  updateFlowOptions,
} from '../../../http/flows.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Mail } from '../../../mail/mailer.ts';
import type { Services } from '../../../services.ts';
import { findMembers, type MemberRow } from '../members/queries.ts';
import { prepareWelcomes, sendAll } from '../members/welcome.ts';
import type { StoredImportResult } from './apply.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const path = '/identity/batchInvites';

/** The list is fixed at init; each member's standing is read live, so the preview stays true. */
type InviteSummary = { memberIds: string[]; importId: string | null };
type Standing = Pick<MemberRow, 'id' | 'invitationStatus' | 'suspendedAt'>;

/** Joined and archived members are never mailed; invited ones only as a reminder. */
function willBeInvited(member: Standing, options: BatchInviteOptions, excluded: Set<string>): boolean {
  if (excluded.has(member.id) || member.suspendedAt) return false;
  if (member.invitationStatus === 'notInvited') return true;
  return member.invitationStatus === 'invited' && options.includeInvited;
}

async function standings(tx: Tx, ids: string[]): Promise<Standing[]> {
  const rows: Standing[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    rows.push(
      ...(await tx
        .select({
          id: tenantMembers.id,
          invitationStatus: tenantMembers.invitationStatus,
          suspendedAt: tenantMembers.suspendedAt,
        })
        .from(tenantMembers)
        .where(inArray(tenantMembers.id, ids.slice(start, start + 1000)))),
    );
  }
  return rows;
}

async function toBatchInvite(tx: Tx, row: FlowRow): Promise<BatchInvite> {
  const options = row.options as BatchInviteOptions;
  const excluded = new Set(options.excludeMemberIds);
  const members = await standings(tx, (row.summary as InviteSummary).memberIds);
  const counts = { recipients: 0, alreadyInvited: 0, joined: 0, suspended: 0, excluded: 0 };
  for (const member of members) {
    if (excluded.has(member.id)) counts.excluded += 1;
    else if (member.suspendedAt) counts.suspended += 1;
    else if (member.invitationStatus === 'joined') counts.joined += 1;
    else if (member.invitationStatus === 'invited') counts.alreadyInvited += 1;
    if (willBeInvited(member, options, excluded)) counts.recipients += 1;
  }
  return {
    ...flowBaseOf(row),
    options,
    counts,
    result: (row.result as { sent: number } | null) ?? null,
  };
}

/** The members named at init: those an executed import made, or the ids given (all of this tenant). */
async function initialMembers(
  tx: Tx,
  body: z.infer<typeof createBatchInviteRequest>,
): Promise<InviteSummary> {
  if ('importId' in body) {
    const flow = await loadFlow(tx, 'staffImport', body.importId);
    if (flow.status !== 'executed')
      throw conflict('This import has not been carried out yet, so it made no members.');
    const memberIds = (flow.result as StoredImportResult).createdMemberIds;
    if (memberIds.length === 0)
      throw conflict('This import made no new members, so there is nobody to invite.');
    return { memberIds, importId: flow.id };
  }
  const memberIds = [...new Set(body.memberIds)];
  const found = new Set((await standings(tx, memberIds)).map((member) => member.id));
  const unknown = body.memberIds.findIndex((id) => !found.has(id));
  if (unknown >= 0)
    throw invalid(`memberIds.${unknown}`, 'This person is not a member of this organization.');
  return { memberIds, importId: null };
}

/** Invitations in bulk as a flow (000 §7): the list, who would be mailed, then the mails. */
export function batchInviteRoutes(api: ZodApi, services: Services): void {
  api.post(
    path,
    {
      schema: {
        tags: ['identity'],
        description:
          'Init: the members an executed import made (`importId`), or the members named. Answers the counts of who would be mailed.',
        body: createBatchInviteRequest,
        response: { 201: batchInvite, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const invite = await withTenant(services, auth, async (tx) => {
        const summary = await initialMembers(tx, request.body);
        const options: BatchInviteOptions = { excludeMemberIds: [], includeInvited: false };
        return toBatchInvite(tx, await createFlow(tx, auth, { kind: 'batchInvite', options, summary }));
      });
      return reply.status(201).send(invite);
    },
  );

  api.get(
    `${path}/:id`,
    {
      schema: {
        tags: ['identity'],
        description: 'Preview: counts by standing, options, status (with progress) and result.',
        params: idParams,
        response: { 200: batchInvite, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const live = executingView<BatchInvite>('batchInvite', request.params.id, auth.tenantId);
      if (live) return live;
      return withTenant(services, auth, async (tx) =>
        toBatchInvite(tx, await loadFlow(tx, 'batchInvite', request.params.id)),
      );
    },
  );

  api.get(
    `${path}/:id/members`,
    {
      schema: {
        tags: ['identity'],
        description:
          "The list's members by last name, each with their standing and whether they would be mailed.",
        params: idParams,
        querystring: pageQuery,
        response: { 200: batchInviteMemberPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const { page, pageSize } = request.query;
      return withTenant(services, auth, async (tx) => {
        const flow = await loadFlow(tx, 'batchInvite', request.params.id);
        const options = flow.options as BatchInviteOptions;
        const excluded = new Set(options.excludeMemberIds);
        const rows = await tx
          .select()
          .from(tenantMembers)
          .where(inArray(tenantMembers.id, (flow.summary as InviteSummary).memberIds))
          .orderBy(asc(tenantMembers.lastName), asc(tenantMembers.firstName), asc(tenantMembers.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const results: BatchInviteMember[] = rows.slice(0, pageSize).map((member) => ({
          id: member.id,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          invitationStatus: member.invitationStatus,
          suspended: member.suspendedAt !== null,
          excluded: excluded.has(member.id),
          willBeInvited: willBeInvited(member, options, excluded),
        }));
        return { results, next: rows.length > pageSize ? page + 1 : null };
      });
    },
  );

  api.put(
    `${path}/:id`,
    {
      schema: {
        tags: ['identity'],
        description:
          'Update: who is left off, and whether members already invited get a reminder. 409 once executed.',
        params: idParams,
        body: updateBatchInviteRequest,
        response: { 200: batchInvite, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      refuseWhileExecuting('batchInvite', request.params.id, auth.tenantId);
      return withTenant(services, auth, async (tx) =>
        toBatchInvite(
          tx,
          await updateFlowOptions<BatchInviteOptions>(tx, 'batchInvite', request.params.id, request.body),
        ),
      );
    },
  );

  api.post(
    `${path}/:id/execute`,
    {
      schema: {
        tags: ['identity'],
        description:
          'Execute (202): marks the recipients invited and makes their links in one transaction, then mails them; poll the preview.',
        params: idParams,
        response: { 202: batchInvite, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const recipientsOf = async (tx: Tx, flow: FlowRow) => {
        const options = flow.options as BatchInviteOptions;
        const excluded = new Set(options.excludeMemberIds);
        const members = await standings(tx, (flow.summary as InviteSummary).memberIds);
        return members
          .filter((member) => willBeInvited(member, options, excluded))
          .map((member) => member.id);
      };
      const answer = await executeFlow(services, auth, 'batchInvite', request.params.id, {
        check: async (tx, flow) => {
          if ((await recipientsOf(tx, flow)).length === 0)
            throw conflict('Nobody on this list would be invited with these options.');
        },
        view: toBatchInvite,
        run: async (tx, flow, report) => {
          const ids = await recipientsOf(tx, flow);
          const mails: Mail[] = [];
          for (let start = 0; start < ids.length; start += 500) {
            const members = await findMembers(tx, ids.slice(start, start + 500));
            mails.push(...(await prepareWelcomes(services, tx, auth.tenantId, members)));
            report(Math.min(ids.length, start + 500), ids.length);
          }
          await audit(tx, auth, {
            action: 'batchInvite.execute',
            targetType: 'batchInvite',
            targetId: flow.id,
            before: { memberIds: ids, options: flow.options },
            after: { sent: mails.length },
          });
          return { result: { sent: mails.length }, after: () => sendAll(services, mails) };
        },
      });
      return reply.status(202).send(answer);
    },
  );
}
