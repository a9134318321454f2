import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { teamMembers, teams } from '../../../db/schema.ts';
import { type MembersApp, startMembersApp } from './test-fixtures.ts';

let m: MembersApp;
beforeAll(async () => {
  m = await startMembersApp();
});
afterAll(() => m.t.close());

type Member = {
  id: string;
  firstName: string;
  email: string | null;
  permissions: string[];
  hasReports: boolean;
};
const names = (body: { results: Member[] }) => body.results.map((member) => member.firstName);

describe('GET /identity/tenantMembers', () => {
  it('lists every member of the tenant to an employee, hiding other people’s emails', async () => {
    const response = await m.call('eve', 'GET', '');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Ada', 'Eve', 'Max', 'Sam', 'Uma']);
    expect(body.next).toBeNull();
    const eve = body.results.find((member: Member) => member.id === m.ids.eve);
    expect(eve).toMatchObject({ email: 'eve@acme.test', permissions: ['edit', 'editAvatar'] });
    const ada = body.results.find((member: Member) => member.id === m.ids.ada);
    expect(ada).toMatchObject({ email: null, permissions: [], role: 'admin', invitationStatus: 'joined' });
  });

  it('shows emails and admin permissions to an admin, never suspend on themself', async () => {
    const body = (await m.call('ada', 'GET', '')).json();
    expect(body.results.every((member: Member) => member.email?.includes('@'))).toBe(true);
    const byId = new Map(body.results.map((member: Member) => [member.id, member]));
    expect((byId.get(m.ids.eve) as Member).permissions).toEqual([
      'edit',
      'changeRole',
      'editAvatar',
      'suspend',
    ]);
    expect((byId.get(m.ids.ada) as Member).permissions).toEqual(['edit', 'changeRole', 'editAvatar']);
  });

  it('pages with next, and sorts', async () => {
    const first = (await m.call('eve', 'GET', '?pageSize=2')).json();
    expect(names(first)).toEqual(['Ada', 'Eve']);
    expect(first.next).toBe(2);
    const last = (await m.call('eve', 'GET', '?pageSize=2&page=3')).json();
    expect(names(last)).toEqual(['Uma']);
    expect(last.next).toBeNull();
    const byLastName = (await m.call('eve', 'GET', '?sorting=-lastName')).json();
    expect(names(byLastName)).toEqual(['Uma', 'Max', 'Sam', 'Ada', 'Eve']);
  });

  it('searches names word by word; emails only for those who may see them', async () => {
    expect(names((await m.call('eve', 'GET', '?search=cur')).json())).toEqual(['Eve']);
    expect(names((await m.call('eve', 'GET', '?search=ada%20LOVE')).json())).toEqual(['Ada']);
    expect(names((await m.call('eve', 'GET', '?search=max%40')).json())).toEqual([]);
    expect(names((await m.call('ada', 'GET', '?search=max%40')).json())).toEqual(['Max']);
    // LIKE wildcards are searched for literally.
    expect(names((await m.call('ada', 'GET', '?search=%25')).json())).toEqual([]);
  });

  it('filters by ids, role, reports, manager, suspension and invitation status', async () => {
    const list = async (query: string) => names((await m.call('ada', 'GET', `?${query}`)).json());
    expect(await list(`idIn=${m.ids.sam},${m.ids.max}`)).toEqual(['Max', 'Sam']);
    expect(await list(`notIdIn=${m.ids.ada},${m.ids.uma}`)).toEqual(['Eve', 'Max', 'Sam']);
    expect(await list('roleIn=admin')).toEqual(['Ada']);
    expect(await list('hasReports=true')).toEqual(['Max']);
    expect(await list('hasReports=false')).toEqual(['Ada', 'Eve', 'Sam', 'Uma']);
    expect(await list(`managerIdIn=${m.ids.max}`)).toEqual(['Eve', 'Sam']);
    expect(await list('suspended=true')).toEqual([]);
    expect(await list('invitationStatusIn=joined,invited')).toHaveLength(5);
    expect(await list('invitationStatusIn=notInvited')).toEqual([]);
  });

  it('filters by team: members of any of the teams, only within the caller’s tenant', async () => {
    const tokenInfo = await m.t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      token: m.tokens.eve,
    });
    const tenantId: string = tokenInfo.json().tenantId;
    const [design, ops] = await inTenant(m.t.services.db, { tenantId, userId: null }, async (tx) => {
      const rows = await tx
        .insert(teams)
        .values([
          { tenantId, name: 'Directory test design' },
          { tenantId, name: 'Directory test ops' },
        ])
        .returning();
      const [first, second] = rows.map((row) => row.id);
      await tx.insert(teamMembers).values([
        { tenantId, teamId: first as string, memberId: m.ids.sam },
        { tenantId, teamId: first as string, memberId: m.ids.eve },
        { tenantId, teamId: second as string, memberId: m.ids.ada },
      ]);
      return [first as string, second as string];
    });
    const list = async (who: 'eve' | 'gus', query: string) =>
      names((await m.call(who, 'GET', `?${query}`)).json());
    expect(await list('eve', `teamIdIn=${design}`)).toEqual(['Eve', 'Sam']);
    expect(await list('eve', `teamIdIn=${design},${ops}`)).toEqual(['Ada', 'Eve', 'Sam']);
    expect(await list('eve', `teamIdIn=${design}&search=sam`)).toEqual(['Sam']);
    expect(await list('eve', 'teamIdIn=00000000-0000-4000-8000-000000000000')).toEqual([]);
    // Another tenant's team names nobody there.
    expect(await list('gus', `teamIdIn=${design}`)).toEqual([]);
    const invalid = await m.call('eve', 'GET', '?teamIdIn=nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].path).toMatch(/^teamIdIn/);
  });

  it('names the invalid query field', async () => {
    for (const [query, path] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['sorting=email', 'sorting'],
      ['idIn=nope', 'idIn'],
      ['suspended=yes', 'suspended'],
      ['invitationStatusIn=gone', 'invitationStatusIn'],
    ]) {
      const response = await m.call('eve', 'GET', `?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().name).toBe('ValidationError');
      expect(response.json().details[0].path, query).toMatch(new RegExp(`^${path}`));
    }
  });

  it('needs a tenant session', async () => {
    expect((await m.call(null, 'GET', '')).statusCode).toBe(401);
    const userScope = await m.t.login('uma@kudos.test', 'central');
    const response = await m.t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers',
      host: 'central',
      token: userScope,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists only the caller’s tenant', async () => {
    const globex = (await m.call('gus', 'GET', '')).json();
    expect(names(globex)).toEqual(['Gus', 'Uma']);
    const acme = (await m.call('uma', 'GET', `?idIn=${m.ids.gus}`)).json();
    expect(acme.results).toEqual([]);
  });
});

describe('GET /identity/tenantMembers/{id}', () => {
  it('answers the caller for me, with profile, reports and their own email', async () => {
    const response = await m.call('max', 'GET', '/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: m.ids.max,
      firstName: 'Max',
      lastName: 'Planck',
      email: 'max@acme.test',
      hasReports: true,
      publicStaffProfile: { jobTitle: 'Engineering Manager' },
      avatarUrls: null,
      suspended: false,
      managerId: null,
    });
  });

  it('answers another member without their email to an employee', async () => {
    const response = await m.call('eve', 'GET', `/${m.ids.sam}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Sam',
      email: null,
      managerId: m.ids.max,
      hasReports: false,
    });
    expect((await m.call('ada', 'GET', `/${m.ids.sam}`)).json().email).toBe('sam@acme.test');
  });

  it('answers 404 for a member of another tenant, 400 for a malformed id, 401 without a token', async () => {
    const other = await m.call('ada', 'GET', `/${m.ids.gus}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().name).toBe('NotFoundError');
    const malformed = await m.call('ada', 'GET', '/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('id');
    expect((await m.call(null, 'GET', `/${m.ids.sam}`)).statusCode).toBe(401);
  });
});

describe('GET /identity/tenantMembers/managers', () => {
  it('lists members with reports to anyone in the tenant', async () => {
    const response = await m.call('eve', 'GET', '/managers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [{ id: m.ids.max, hasReports: true }], next: null });
    expect((await m.call('gus', 'GET', '/managers')).json().results).toEqual([]);
    expect((await m.call(null, 'GET', '/managers')).statusCode).toBe(401);
  });
});

describe('GET /identity/tenantMembers/summary', () => {
  it('counts the tenant’s members for an admin', async () => {
    const response = await m.call('ada', 'GET', '/summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 5,
      active: 5,
      suspended: 0,
      admins: 1,
      managers: 1,
      invitationStatus: { invited: 0, joined: 5, notInvited: 0, archived: 0 },
    });
    expect((await m.call('umaGlobex', 'GET', '/summary')).json()).toMatchObject({ total: 2, admins: 1 });
  });

  it('is for admins only', async () => {
    const response = await m.call('eve', 'GET', '/summary');
    expect(response.statusCode).toBe(403);
    expect(response.json().name).toBe('ForbiddenError');
    expect((await m.call(null, 'GET', '/summary')).statusCode).toBe(401);
  });
});
