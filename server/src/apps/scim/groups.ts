import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type ScimPatchOperation, scimSchemas } from '#shared/contract/scim';
import type { Tx } from '../../db/client.ts';
import { scimIdentities, teamMembers, teams, tenantMembers } from '../../db/schema.ts';
import { audit } from '../../kernel/audit.ts';
import { ScimError, scimInvalid, scimNotFound } from './errors.ts';
import type { ScimFilter } from './filter.ts';

/** Only manual teams are SCIM groups: automated and quick teams follow their own rules. */
const manual = eq(teams.type, 'manual');
const identity = and(eq(scimIdentities.resourceType, 'Group'), eq(scimIdentities.resourceId, teams.id));
const columns = {
  id: teams.id,
  name: teams.name,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
  externalId: scimIdentities.externalId,
};
export type ScimGroupRow = {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  externalId: string | null;
};
type Member = { value: string; display: string };

export function toScimGroup(row: ScimGroupRow, members: Member[] | null, baseUrl: string) {
  return {
    schemas: [scimSchemas.group],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    ...(members ? { members } : {}),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

export async function groupMembers(tx: Tx, teamIds: string[]): Promise<Map<string, Member[]>> {
  const byTeam = new Map<string, Member[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await tx
    .select({
      teamId: teamMembers.teamId,
      id: tenantMembers.id,
      first: tenantMembers.firstName,
      last: tenantMembers.lastName,
    })
    .from(teamMembers)
    .innerJoin(tenantMembers, eq(tenantMembers.id, teamMembers.memberId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(tenantMembers.lastName), asc(tenantMembers.firstName));
  for (const row of rows)
    byTeam.get(row.teamId)?.push({ value: row.id, display: `${row.first} ${row.last}`.trim() });
  return byTeam;
}

const filterWhere = (filter: ScimFilter | null) =>
  !filter
    ? undefined
    : filter.attribute === 'externalId'
      ? eq(scimIdentities.externalId, filter.value)
      : sql`lower(${teams.name}) = ${filter.value.toLowerCase()}`;

export async function listGroups(tx: Tx, filter: ScimFilter | null, startIndex: number, take: number) {
  const where = and(manual, filterWhere(filter));
  const [total] = await tx.select({ n: count() }).from(teams).leftJoin(scimIdentities, identity).where(where);
  const rows = await tx
    .select(columns)
    .from(teams)
    .leftJoin(scimIdentities, identity)
    .where(where)
    .orderBy(asc(teams.createdAt), asc(teams.id))
    .limit(take)
    .offset(startIndex - 1);
  return { total: total?.n ?? 0, rows: rows satisfies ScimGroupRow[] };
}

export async function findGroup(tx: Tx, id: string): Promise<ScimGroupRow> {
  const [row] = await tx
    .select(columns)
    .from(teams)
    .leftJoin(scimIdentities, identity)
    .where(and(manual, eq(teams.id, id)));
  if (!row) throw scimNotFound('Group');
  return row;
}

/** Member ids from SCIM `members` values; every one must be a member of this organization. */
async function memberIds(tx: Tx, value: unknown): Promise<string[]> {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map((entry) => {
    const id = (entry as { value?: unknown } | null)?.value;
    if (typeof id !== 'string') throw scimInvalid('Each member needs a value (the user id)');
    return id;
  });
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const found = wanted.every((id) => uuid.test(id))
    ? new Set(
        (
          await tx
            .select({ id: tenantMembers.id })
            .from(tenantMembers)
            .where(inArray(tenantMembers.id, wanted))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const missing = wanted.find((id) => !found.has(id));
  // An empty value is missing too (it is falsy, and PostgreSQL refuses it as a uuid).
  if (missing !== undefined) throw scimInvalid(`No user with id ${missing}`, 'noTarget');
  return wanted;
}

type GroupChange = {
  name?: string;
  externalId?: string | null;
  add: string[];
  remove: string[];
  replaceMembers?: string[];
};

async function saveExternalId(
  tx: Tx,
  tenantId: string,
  teamId: string,
  externalId: string | null | undefined,
) {
  if (externalId === undefined) return;
  await tx
    .insert(scimIdentities)
    .values({ tenantId, resourceType: 'Group', resourceId: teamId, externalId })
    .onConflictDoUpdate({
      target: [scimIdentities.resourceType, scimIdentities.resourceId],
      set: { externalId },
    })
    .catch(() => {
      throw new ScimError(409, 'Another group has this externalId', 'uniqueness');
    });
}

async function applyChange(tx: Tx, tenantId: string, id: string, change: GroupChange, now: Date) {
  const before = await findGroup(tx, id);
  const beforeMembers = (await groupMembers(tx, [id])).get(id) ?? [];
  if (change.name !== undefined && change.name !== before.name) {
    await assertNameFree(tx, change.name, id);
    await tx.update(teams).set({ name: change.name, updatedAt: now }).where(eq(teams.id, id));
  }
  await saveExternalId(tx, tenantId, id, change.externalId);
  if (change.replaceMembers) await tx.delete(teamMembers).where(eq(teamMembers.teamId, id));
  const adding = change.replaceMembers ?? change.add;
  if (adding.length > 0) {
    await tx
      .insert(teamMembers)
      .values(adding.map((memberId) => ({ tenantId, teamId: id, memberId })))
      .onConflictDoNothing();
  }
  if (change.remove.length > 0) {
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, id), inArray(teamMembers.memberId, change.remove)));
  }
  const after = await findGroup(tx, id);
  const afterMembers = (await groupMembers(tx, [id])).get(id) ?? [];
  await audit(
    tx,
    { tenantId, memberId: null },
    {
      action: 'team.update',
      targetType: 'team',
      targetId: id,
      before: { name: before.name, memberIds: beforeMembers.map((m) => m.value), via: 'scim' },
      after: { name: after.name, memberIds: afterMembers.map((m) => m.value), via: 'scim' },
    },
  );
  return { row: after, members: afterMembers };
}

async function assertNameFree(tx: Tx, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        sql`lower(${teams.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${teams.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw new ScimError(409, `A team named "${name}" exists already`, 'uniqueness');
}

const displayName = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    throw scimInvalid('displayName must be a name of 1 to 100 characters');
  }
  return value.trim();
};

const groupAttributes = new Set(['schemas', 'id', 'meta', 'displayname', 'externalid', 'members']);

/** A whole Group (POST, PUT): displayName, externalId and members, nothing else. */
export function parseGroup(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw scimInvalid('The body must be a SCIM Group object', 'invalidSyntax');
  }
  const lower = Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
  const unknown = Object.keys(body).find((key) => !groupAttributes.has(key.toLowerCase()));
  if (unknown) throw scimInvalid(`Unknown attribute "${unknown}"`, 'invalidSyntax');
  const externalId = lower.externalid;
  if (externalId !== undefined && externalId !== null && typeof externalId !== 'string') {
    throw scimInvalid('externalId must be a string');
  }
  return {
    name: displayName(lower.displayname),
    externalId: (externalId as string | null | undefined) ?? undefined,
    members: lower.members,
  };
}

/** Creates a manual team from a SCIM group, with its members. */
export async function createGroup(tx: Tx, tenantId: string, body: unknown, now: Date) {
  const { name, externalId, members } = parseGroup(body);
  await assertNameFree(tx, name, null);
  const ids = await memberIds(tx, members);
  const [team] = await tx
    .insert(teams)
    .values({ tenantId, name, type: 'manual' })
    .returning({ id: teams.id });
  if (!team) throw scimInvalid('The group could not be created');
  await audit(
    tx,
    { tenantId, memberId: null },
    {
      action: 'team.create',
      targetType: 'team',
      targetId: team.id,
      before: null,
      after: { name, via: 'scim' },
    },
  );
  return applyChange(tx, tenantId, team.id, { externalId, add: ids, remove: [] }, now);
}

export async function replaceGroup(tx: Tx, tenantId: string, id: string, body: unknown, now: Date) {
  const { name, externalId, members } = parseGroup(body);
  const ids = await memberIds(tx, members);
  return applyChange(tx, tenantId, id, { name, externalId, add: [], remove: [], replaceMembers: ids }, now);
}

const memberFilterPath = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i;

/**
 * Group PATCH as Okta and Entra send it: `add`/`remove` on `members` with a list of `{value}`,
 * `remove` on `members[value eq "id"]`, `replace` of `members`, of `displayName` (with or without
 * a path), and of `externalId`.
 */
export async function patchGroup(
  tx: Tx,
  tenantId: string,
  id: string,
  operations: ScimPatchOperation[],
  now: Date,
) {
  await findGroup(tx, id);
  const change: GroupChange = { add: [], remove: [] };
  const setAttribute = (key: string, value: unknown, op: string) => {
    const path = key.toLowerCase();
    if (path === 'displayname') change.name = displayName(value);
    else if (path === 'externalid')
      change.externalId = op === 'remove' || value === null ? null : String(value);
    else if (path === 'id') return;
    else throw scimInvalid(`Unknown attribute "${key}"`, 'invalidPath');
  };
  for (const { op, path, value } of operations) {
    const single = path ? memberFilterPath.exec(path) : null;
    if (single?.[1]) {
      if (op !== 'remove') throw scimInvalid('Only remove may target one member by filter', 'invalidPath');
      change.remove.push(...(await memberIds(tx, [{ value: single[1] }])));
    } else if (path?.toLowerCase() === 'members') {
      const ids = await memberIds(tx, value);
      if (op === 'add') change.add.push(...ids);
      else if (op === 'replace') change.replaceMembers = ids;
      else if (value === undefined) change.replaceMembers = [];
      else change.remove.push(...ids);
    } else if (path) setAttribute(path, value, op);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, part] of Object.entries(value)) {
        if (key.toLowerCase() === 'members') {
          const ids = await memberIds(tx, part);
          if (op === 'add') change.add.push(...ids);
          else change.replaceMembers = ids;
        } else setAttribute(key, part, op);
      }
    } else throw scimInvalid('An operation without a path needs an object value', 'invalidSyntax');
  }
  return applyChange(tx, tenantId, id, change, now);
}

export async function deleteGroup(tx: Tx, tenantId: string, id: string) {
  const row = await findGroup(tx, id);
  await tx.delete(teams).where(eq(teams.id, id));
  await tx
    .delete(scimIdentities)
    .where(and(eq(scimIdentities.resourceType, 'Group'), eq(scimIdentities.resourceId, id)));
  await audit(
    tx,
    { tenantId, memberId: null },
    {
      action: 'team.delete',
      targetType: 'team',
      targetId: id,
      before: { name: row.name, via: 'scim' },
      after: null,
    },
  );
}
