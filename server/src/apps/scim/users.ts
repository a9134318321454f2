import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { scimSchemas } from '#shared/contract/scim';
import type { Tx } from '../../db/client.ts';
import { scimIdentities, tenantMembers, users } from '../../db/schema.ts';
import { audit } from '../../kernel/audit.ts';
import { assertAdminsRemain, isInVerifiedDomain, revokeMemberSessions } from '../identity/index.ts';
import { ScimError, scimInvalid, scimNotFound } from './errors.ts';
import type { ScimFilter } from './filter.ts';
import { memberEmail, memberNames, type UserFields } from './user-input.ts';

const identity = and(
  eq(scimIdentities.resourceType, 'User'),
  eq(scimIdentities.resourceId, tenantMembers.id),
);
const columns = {
  id: tenantMembers.id,
  firstName: tenantMembers.firstName,
  lastName: tenantMembers.lastName,
  email: tenantMembers.email,
  role: tenantMembers.role,
  suspendedAt: tenantMembers.suspendedAt,
  publicStaffProfile: tenantMembers.publicStaffProfile,
  createdAt: tenantMembers.createdAt,
  externalId: scimIdentities.externalId,
  userName: scimIdentities.userName,
};
export type ScimUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  suspendedAt: Date | null;
  publicStaffProfile: Record<string, string | null> | null;
  createdAt: Date;
  externalId: string | null;
  userName: string | null;
};

export function toScimUser(row: ScimUserRow, baseUrl: string) {
  const profile = row.publicStaffProfile ?? {};
  return {
    schemas: [scimSchemas.user, scimSchemas.enterpriseUser],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName ?? row.email,
    name: {
      givenName: row.firstName,
      familyName: row.lastName,
      formatted: `${row.firstName} ${row.lastName}`.trim(),
    },
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.suspendedAt === null,
    ...(profile.jobTitle ? { title: profile.jobTitle } : {}),
    [scimSchemas.enterpriseUser]: profile.department ? { department: profile.department } : {},
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.createdAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}

const filterWhere = (filter: ScimFilter | null) => {
  if (!filter) return undefined;
  const value = filter.value.toLowerCase();
  if (filter.attribute === 'externalId') return eq(scimIdentities.externalId, filter.value);
  return or(sql`lower(${scimIdentities.userName}) = ${value}`, eq(tenantMembers.email, value));
};

export async function listUsers(tx: Tx, filter: ScimFilter | null, startIndex: number, take: number) {
  const where = filterWhere(filter);
  const [total] = await tx
    .select({ n: count() })
    .from(tenantMembers)
    .leftJoin(scimIdentities, identity)
    .where(where);
  const rows = await tx
    .select(columns)
    .from(tenantMembers)
    .leftJoin(scimIdentities, identity)
    .where(where)
    .orderBy(asc(tenantMembers.createdAt), asc(tenantMembers.id))
    .limit(take)
    .offset(startIndex - 1);
  return { total: total?.n ?? 0, rows: rows satisfies ScimUserRow[] };
}

export async function findUser(tx: Tx, id: string): Promise<ScimUserRow> {
  const [row] = await tx
    .select(columns)
    .from(tenantMembers)
    .leftJoin(scimIdentities, identity)
    .where(eq(tenantMembers.id, id));
  if (!row) throw scimNotFound('User');
  return row;
}

/** The audit log's view of a member, as the members admin writes it, marked as SCIM's doing. */
const snapshot = (row: ScimUserRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  suspended: row.suspendedAt !== null,
  externalId: row.externalId,
  via: 'scim',
});

async function saveIdentity(tx: Tx, tenantId: string, memberId: string, fields: UserFields) {
  if (fields.externalId === undefined && fields.userName === undefined) return;
  const set = {
    ...(fields.externalId !== undefined ? { externalId: fields.externalId } : {}),
    ...(fields.userName !== undefined ? { userName: fields.userName } : {}),
  };
  const conflicting = await tx
    .select({ id: scimIdentities.resourceId })
    .from(scimIdentities)
    .where(
      and(
        eq(scimIdentities.resourceType, 'User'),
        sql`${scimIdentities.resourceId} <> ${memberId}`,
        or(
          set.externalId ? eq(scimIdentities.externalId, set.externalId) : sql`false`,
          set.userName ? sql`lower(${scimIdentities.userName}) = ${set.userName.toLowerCase()}` : sql`false`,
        ),
      ),
    );
  if (conflicting.length > 0)
    throw new ScimError(409, 'Another user has this userName or externalId', 'uniqueness');
  await tx
    .insert(scimIdentities)
    .values({ tenantId, resourceType: 'User', resourceId: memberId, ...set })
    .onConflictDoUpdate({ target: [scimIdentities.resourceType, scimIdentities.resourceId], set });
}

const profileWith = (row: ScimUserRow | null, fields: UserFields) => {
  const profile = { ...(row?.publicStaffProfile ?? {}) };
  if (fields.title !== undefined) profile.jobTitle = fields.title;
  if (fields.department !== undefined) profile.department = fields.department;
  return profile;
};

/**
 * Creates the member an identity provider assigns (POST /Users): an account reused if the
 * address has one elsewhere, not invited (the organization welcomes people when it launches),
 * suspended if it arrives inactive. 409 uniqueness when the address is a member here already.
 */
export async function createUser(
  tx: Tx,
  tenantId: string,
  fields: UserFields & { userName: string },
  now: Date,
) {
  const email = memberEmail(fields);
  const { firstName, lastName } = memberNames(fields);
  const [existing] = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(eq(tenantMembers.email, email));
  if (existing) throw new ScimError(409, `${email} is already a member of this organization`, 'uniqueness');
  await assertVerifiedDomain(tx, tenantId, email);
  // An account that exists already may belong to other organizations or have a password of its
  // own: the directory never links it; its owner joins by accepting an admin's invitation.
  const [user] = await tx
    .insert(users)
    .values({ email, firstName, lastName, passwordHash: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw accountExists(email);
  const [created] = await tx
    .insert(tenantMembers)
    .values({
      tenantId,
      userId: user.id,
      firstName,
      lastName,
      email,
      role: 'employee',
      invitationStatus: 'notInvited',
      publicStaffProfile: profileWith(null, fields),
      suspendedAt: fields.active === false ? now : null,
    })
    // The account may be a member here under another address already: a conflict, not a crash.
    .onConflictDoNothing({ target: [tenantMembers.tenantId, tenantMembers.userId] })
    .returning({ id: tenantMembers.id });
  if (!created) throw new ScimError(409, `${email} is already a member of this organization`, 'uniqueness');
  await saveIdentity(tx, tenantId, created.id, fields);
  const row = await findUser(tx, created.id);
  await audit(
    tx,
    { tenantId, memberId: null },
    {
      action: 'member.create',
      targetType: 'tenantMember',
      targetId: row.id,
      before: null,
      after: snapshot(row),
    },
  );
  return row;
}

/**
 * The organization's SCIM client is trusted only for addresses in its verified domains (issue 25):
 * any other is refused, so no directory can reach another organization's people.
 */
async function assertVerifiedDomain(tx: Tx, tenantId: string, email: string) {
  if (!(await isInVerifiedDomain(tx, tenantId, email))) {
    throw scimInvalid(`${email} is not in a verified domain of this organization`);
  }
}

const accountExists = (email: string) =>
  new ScimError(
    409,
    `An account with ${email} exists already; it joins this organization when its owner accepts an invitation`,
    'uniqueness',
  );

/**
 * The address a PUT or PATCH gives the member, or null when it stays: `emails` when sent, else a
 * new userName that is an address, if the address came from the userName in the first place
 * (Entra's UPN beside a different mail must not replace the mail).
 */
function newEmail(current: ScimUserRow, fields: UserFields): string | null {
  let email: string | null = null;
  if (fields.email !== undefined) email = memberEmail({ email: fields.email });
  else if (
    fields.userName !== undefined &&
    (current.userName ?? current.email).toLowerCase() === current.email
  ) {
    // A userName that is no address leaves the address as it is.
    email = (() => {
      try {
        return memberEmail({ userName: fields.userName });
      } catch {
        return null;
      }
    })();
  }
  return email === current.email ? null : email;
}

/**
 * Moves the member and their account to a new address: the account is the one people sign in
 * with (and SAML finds them by), so a directory rename must reach it. An address another member
 * here or another account already has is SCIM's 409 uniqueness, and nothing changes.
 *
 * An account that belongs to other organizations too is not renamed: one organization's directory
 * must not move everyone's sign-in to an address it chooses (that would hand the account, and
 * its other organizations, to whoever reads the new mailbox). This membership moves to an account
 * of its own at the new address instead, without a password (SSO or a reset link signs them in);
 * the old account's sessions here end, since it is no longer a member.
 */
async function moveAccountEmail(
  tx: Tx,
  tenantId: string,
  memberId: string,
  email: string,
  accountShared: boolean,
  now: Date,
) {
  await assertVerifiedDomain(tx, tenantId, email);
  const [taken] = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.email, email), sql`${tenantMembers.id} <> ${memberId}`));
  if (taken) throw new ScimError(409, `${email} is already a member of this organization`, 'uniqueness');
  const [member] = await tx
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(eq(tenantMembers.id, memberId));
  if (!member) throw scimNotFound('User');
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (account && account.id !== member.userId)
    throw new ScimError(409, `Another account already uses ${email}`, 'uniqueness');
  if (!accountShared) {
    await tx.update(users).set({ email }).where(eq(users.id, member.userId));
    return;
  }
  const [old] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, member.userId));
  const [created] = await tx
    .insert(users)
    .values({ email, firstName: old?.firstName ?? '', lastName: old?.lastName ?? '', passwordHash: null })
    .returning({ id: users.id });
  if (!created) throw scimInvalid('The account could not be created');
  // The old account's sessions here end for good (not merely refused while it is no member).
  await revokeMemberSessions(tx, tenantId, [memberId], now);
  await tx.update(tenantMembers).set({ userId: created.id }).where(eq(tenantMembers.id, memberId));
}

/**
 * Applies a PUT or PATCH: names, e-mail, job title, department, identifiers, and `active`, which
 * suspends (false) or lets the member in again (true). The last active admin is never suspended.
 */
export async function updateUser(
  tx: Tx,
  tenantId: string,
  id: string,
  fields: UserFields,
  now: Date,
  accountShared: boolean,
) {
  const current = await findUser(tx, id);
  const changes: Partial<typeof tenantMembers.$inferInsert> = {};
  if (fields.givenName !== undefined || fields.familyName !== undefined || fields.displayName !== undefined) {
    Object.assign(changes, memberNames(fields, current));
  }
  const email = newEmail(current, fields);
  if (email !== null) {
    await moveAccountEmail(tx, tenantId, id, email, accountShared, now);
    changes.email = email;
  }
  if (fields.title !== undefined || fields.department !== undefined) {
    changes.publicStaffProfile = profileWith(current, fields);
  }
  if (fields.active === false && current.suspendedAt === null) {
    if (current.role === 'admin') {
      await assertAdminsRemain(tx, [id]).catch(() => {
        throw new ScimError(409, 'The organization needs at least one active admin', 'mutability');
      });
    }
    changes.suspendedAt = now;
  }
  if (fields.active === true && current.suspendedAt !== null) changes.suspendedAt = null;
  if (Object.keys(changes).length > 0)
    await tx.update(tenantMembers).set(changes).where(eq(tenantMembers.id, id));
  // Deprovisioning ends the member's sessions here for good, as an admin's suspension does.
  if (changes.suspendedAt instanceof Date) await revokeMemberSessions(tx, tenantId, [id], now);
  await saveIdentity(tx, tenantId, id, fields);
  const updated = await findUser(tx, id);
  const action =
    changes.suspendedAt instanceof Date
      ? 'member.suspend'
      : changes.suspendedAt === null
        ? 'member.unsuspend'
        : 'member.update';
  if (Object.keys(changes).length > 0 || fields.externalId !== undefined) {
    await audit(
      tx,
      { tenantId, memberId: null },
      {
        action,
        targetType: 'tenantMember',
        targetId: id,
        before: snapshot(current),
        after: snapshot(updated),
      },
    );
  }
  return updated;
}
