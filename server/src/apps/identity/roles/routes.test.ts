import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { tenants } from '../../../db/schema.ts';
import { type MembersApp, startMembersApp } from '../members/test-fixtures.ts';

let r: MembersApp;
let acmeId: string;
beforeAll(async () => {
  r = await startMembersApp();
  const [acme] = await r.t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  acmeId = acme?.id ?? '';
});
afterAll(() => r.t.close());

type Who = keyof MembersApp['tokens'];
const hostOf = (who: Who) => (who === 'gus' || who === 'umaGlobex' ? 'globex' : 'acme');
const roles = (who: Who, method: InjectOptions['method'], url = '', payload?: unknown) =>
  r.t.request({
    method,
    url: `/api/identity/roles${url}`,
    host: hostOf(who),
    token: r.tokens[who],
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
const setRole = (who: Who, memberId: string, role: string) =>
  r.call(who, 'POST', `/${memberId}/role`, { role });
/** The apps in which `who` holds anything, as `GET /apps` reports them. */
const heldApps = async (who: Who) => {
  const response = await r.t.request({
    method: 'GET',
    url: '/api/apps',
    host: hostOf(who),
    token: r.tokens[who],
  });
  expect(response.statusCode).toBe(200);
  const results: { name: string; permissions: string[] }[] = response.json().results;
  return Object.fromEntries(
    results.filter((app) => app.permissions.length > 0).map((app) => [app.name, [...app.permissions].sort()]),
  );
};

type AuditRow = {
  action: string;
  actor_member_id: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
};
const auditRows = (action: string) =>
  inTenant(r.t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<AuditRow>(
      await tx.execute(
        sql`select action, actor_member_id, target_id, before, after from audit_log where action = ${action} order by created_at`,
      ),
    ),
  );

const moderator = {
  name: 'Moderator',
  permissions: [{ name: 'recognitionApp', permissions: ['browse', 'moderate'] }],
};

describe('custom roles', () => {
  let moderatorId: string;

  it('lists the built-in roles with their permissions, to admins only', async () => {
    const list = await roles('ada', 'GET');
    expect(list.statusCode).toBe(200);
    const [admin, employee, ...custom] = list.json().results;
    expect(admin).toMatchObject({ id: 'admin', builtIn: true, memberCount: expect.any(Number) });
    expect(admin.permissions).toContainEqual({
      name: 'identityApp',
      permissions: expect.arrayContaining(['browse', 'createTeam']),
    });
    expect(employee).toMatchObject({ id: 'employee', builtIn: true });
    expect(employee.permissions.map((app: { name: string }) => app.name)).not.toContain('identityApp');
    expect(custom).toEqual([]);
    expect((await roles('eve', 'GET')).statusCode).toBe(403);
    expect((await roles('eve', 'POST', '', moderator)).statusCode).toBe(403);
  });

  it('creates "Moderator", assigns it to sam, and GET /apps shows exactly that at once', async () => {
    const before = await heldApps('sam');
    expect(before.recognitionApp).toContain('createRecognition');

    const created = await roles('ada', 'POST', '', moderator);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...moderator, builtIn: false, memberCount: 0 });
    moderatorId = created.json().id;
    const [createdRow] = (await auditRows('role.create')).filter((a) => a.target_id === moderatorId);
    expect(createdRow).toMatchObject({
      actor_member_id: r.ids.ada,
      before: null,
      after: { name: 'Moderator', permissions: { recognitionApp: ['browse', 'moderate'] } },
    });

    const assigned = await setRole('ada', r.ids.sam, moderatorId);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().role).toBe(moderatorId);
    expect(await heldApps('sam')).toEqual({ recognitionApp: ['browse', 'moderate'] });
    const [changed] = (await auditRows('member.changeRole')).filter((a) => a.target_id === r.ids.sam);
    expect(changed).toMatchObject({ before: { role: 'employee' }, after: { role: moderatorId } });

    const listed = (await roles('ada', 'GET')).json().results;
    expect(listed.at(-1)).toMatchObject({ id: moderatorId, name: 'Moderator', memberCount: 1 });
  });

  it("changes a held role's permissions, and the holder's next call reflects it", async () => {
    const patched = await roles('ada', 'PATCH', `/${moderatorId}`, {
      permissions: [
        { name: 'recognitionApp', permissions: ['browse', 'moderate'] },
        { name: 'commentApp', permissions: ['moderate'] },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Moderator', memberCount: 1 });
    expect(await heldApps('sam')).toEqual({
      recognitionApp: ['browse', 'moderate'],
      commentApp: ['moderate'],
    });
    const [row] = (await auditRows('role.update')).filter((a) => a.target_id === moderatorId);
    expect(row).toMatchObject({
      before: { permissions: { recognitionApp: ['browse', 'moderate'] } },
      after: { permissions: { commentApp: ['moderate'] } },
    });
  });

  it('refuses unknown apps and permissions with a 400 naming each', async () => {
    const bad = await roles('ada', 'POST', '', {
      name: 'Broken',
      permissions: [
        { name: 'fooApp', permissions: ['browse'] },
        { name: 'recognitionApp', permissions: ['browse', 'fly'] },
        { name: 'recognitionApp', permissions: ['upgradeLicense'] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: 'ValidationError',
      details: [
        { path: 'permissions.0.name', message: '"fooApp" is not an app of the permission catalog' },
        { path: 'permissions.1.permissions.1', message: '"fly" is not a permission of recognitionApp' },
        { path: 'permissions.2.name', message: 'recognitionApp is listed twice' },
        {
          path: 'permissions.2.permissions.0',
          message: '"upgradeLicense" is not a permission of recognitionApp',
        },
      ],
    });
    expect((await roles('ada', 'POST', '', { name: ' ', permissions: [] })).statusCode).toBe(400);
    expect((await roles('ada', 'POST', '', { name: 'x'.repeat(81), permissions: [] })).statusCode).toBe(400);
    expect(
      (await roles('ada', 'GET')).json().results.map((role: { name: string }) => role.name),
    ).not.toContain('Broken');
  });

  it('refuses a name already taken, whatever the letter case, built-in names included', async () => {
    const again = await roles('ada', 'POST', '', { ...moderator, name: 'moderator' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A role named "moderator" already exists. Choose another name.');
    expect((await roles('ada', 'POST', '', { ...moderator, name: 'Admin' })).statusCode).toBe(409);

    const other = await roles('ada', 'POST', '', { name: 'Reporter', permissions: [] });
    expect(other.statusCode).toBe(201);
    expect((await roles('ada', 'PATCH', `/${other.json().id}`, { name: 'MODERATOR' })).statusCode).toBe(409);
    const renamed = await roles('ada', 'PATCH', `/${other.json().id}`, { name: 'Reporting' });
    expect(renamed.json()).toMatchObject({ name: 'Reporting', permissions: [] });
  });

  it('keeps roles inside their organization', async () => {
    // uma administers Globex; gus is a Globex employee.
    const globex = (await roles('umaGlobex', 'GET')).json().results;
    expect(globex.map((role: { id: string }) => role.id)).toEqual(['admin', 'employee']);
    const assign = await r.call('umaGlobex', 'POST', `/${r.ids.gus}/role`, { role: moderatorId });
    expect(assign.statusCode).toBe(400);
    expect((await roles('umaGlobex', 'PATCH', `/${moderatorId}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await roles('umaGlobex', 'DELETE', `/${moderatorId}`)).statusCode).toBe(404);
    expect(
      (await roles('ada', 'GET')).json().results.find((role: { id: string }) => role.id === moderatorId),
    ).toMatchObject({ name: 'Moderator' });
  });

  it('lets only built-in admins manage roles, even when a custom role can administer members', async () => {
    const peopleAdmin = await roles('ada', 'POST', '', {
      name: 'People admin',
      permissions: [{ name: 'identityApp', permissions: ['browse'] }],
    });
    expect((await setRole('ada', r.ids.eve, peopleAdmin.json().id)).statusCode).toBe(200);
    expect((await roles('eve', 'GET')).statusCode).toBe(200);
    const widen = await roles('eve', 'PATCH', `/${peopleAdmin.json().id}`, {
      permissions: [{ name: 'identityApp', permissions: ['browse', 'exportMembers'] }],
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.json().message).toBe('Only admins can create, change or delete roles');
    // Nor can she give roles: not admin to herself, not her role to anyone else.
    const promote = await setRole('eve', r.ids.eve, 'admin');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only admins can change roles');
    expect((await setRole('eve', r.ids.sam, peopleAdmin.json().id)).statusCode).toBe(403);
    const sam = (await r.call('eve', 'GET', `/${r.ids.sam}`)).json();
    expect(sam.permissions).not.toContain('changeRole');
    expect(sam.role).not.toBe(peopleAdmin.json().id);
    expect((await setRole('ada', r.ids.eve, 'employee')).statusCode).toBe(200);
    expect(await heldApps('eve')).not.toHaveProperty('identityApp');
  });

  it('refuses to delete a role while members hold it, then deletes it with an audit row', async () => {
    const held = await roles('ada', 'DELETE', `/${moderatorId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      '"Moderator" is held by 1 member. Give them another role before deleting it.',
    );
    expect(await heldApps('sam')).toHaveProperty('commentApp');

    expect((await setRole('ada', r.ids.sam, 'employee')).statusCode).toBe(200);
    expect((await heldApps('sam')).recognitionApp).toContain('createRecognition');
    const deleted = await roles('ada', 'DELETE', `/${moderatorId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await roles('ada', 'GET')).json().results.map((role: { id: string }) => role.id)).not.toContain(
      moderatorId,
    );
    expect((await setRole('ada', r.ids.sam, moderatorId)).statusCode).toBe(400);
    const [row] = (await auditRows('role.delete')).filter((a) => a.target_id === moderatorId);
    expect(row).toMatchObject({ actor_member_id: r.ids.ada, before: { name: 'Moderator' }, after: null });
  });
});
