import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '#shared/contract/teams';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const list = async (who: Who, query = '') => {
  const response = await r.api(who, 'GET', `/identity/teams${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { results: Team[]; next: number | null };
};
const create = (who: Who, body: Record<string, unknown>) => r.api(who, 'POST', '/identity/teams', body);
const memberNames = async (who: Who, teamId: string, query = '') =>
  (
    (await r.api(who, 'GET', `/identity/teams/${teamId}/members${query}`)).json().results as {
      firstName: string;
    }[]
  ).map((m) => m.firstName);
const teamId = async (name: string) =>
  (await list('ada', `?search=${encodeURIComponent(name)}`)).results.find((t) => t.name === name)
    ?.id as string;

type AuditRow = {
  action: string;
  actor_member_id: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const auditRows = (targetId: string) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<AuditRow>(
      await tx.execute(
        sql`select action, actor_member_id, target_type, target_id, before, after from audit_log where target_id = ${targetId} order by created_at, action`,
      ),
    ),
  );

describe('teams', () => {
  it("lists Acme's demo teams to every member, with active member counts", async () => {
    const page = await list('eve');
    expect(page.results.map((t) => [t.name, t.type, t.activeMemberCount])).toEqual([
      ['Engineering', 'manual', 3],
      ['People Operations', 'manual', 1],
    ]);
    expect(page.results[0]?.permissions).toEqual([]);
    expect((await list('ada')).results[0]?.permissions).toEqual(['edit', 'delete', 'manageMembers']);
    const engineering = await teamId('Engineering');
    expect(await memberNames('eve', engineering)).toEqual(['Eve', 'Max', 'Sam']);
    expect(await memberNames('eve', engineering, '?search=sa')).toEqual(['Sam']);
  });

  it("lists a member's teams by memberIdIn, within the caller's tenant only", async () => {
    const names = async (who: Who, query: string) => (await list(who, query)).results.map((t) => t.name);
    expect(await names('ada', `?memberIdIn=${r.ids.eve}`)).toEqual(['Engineering']);
    expect(await names('ada', `?memberIdIn=${r.ids.ada}`)).toEqual(['People Operations']);
    // Any of the members; a team with both is listed once.
    expect(await names('ada', `?memberIdIn=${r.ids.eve},${r.ids.sam},${r.ids.ada}`)).toEqual([
      'Engineering',
      'People Operations',
    ]);
    expect(await names('ada', `?memberIdIn=${r.ids.eve}&search=people`)).toEqual([]);
    // A Globex member is in none of Acme's teams, and Globex sees none of Acme's.
    expect(await names('ada', `?memberIdIn=${r.ids.umaGlobex}`)).toEqual([]);
    expect(await names('umaGlobex', `?memberIdIn=${r.ids.eve}`)).toEqual([]);
    const bad = await r.api('ada', 'GET', '/identity/teams?memberIdIn=not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('creates, reads, renames and describes a team, and lists it by search, type and sorting', async () => {
    const created = await create('ada', { name: '  Design  ', description: 'Makes it look good' });
    expect(created.statusCode).toBe(201);
    const team = created.json() as Team;
    expect(team).toMatchObject({ name: 'Design', description: 'Makes it look good', type: 'manual' });
    expect(team.activeMemberCount).toBe(0);
    expect((await r.api('eve', 'GET', `/identity/teams/${team.id}`)).json()).toMatchObject({
      name: 'Design',
    });

    const patched = await r.api('ada', 'PATCH', `/identity/teams/${team.id}`, {
      name: 'Product Design',
      description: '',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Product Design', description: null });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(team.updatedAt));

    expect((await list('eve', '?search=design')).results.map((t) => t.name)).toEqual(['Product Design']);
    expect((await list('eve', '?sorting=-name')).results.map((t) => t.name)).toEqual([
      'Product Design',
      'People Operations',
      'Engineering',
    ]);
    expect((await list('eve', '?typeIn=automated,quick')).results).toEqual([]);
    const first = await list('eve', '?pageSize=2');
    expect(first.next).toBe(2);
    expect((await list('eve', '?pageSize=2&page=2')).results).toHaveLength(1);
  });

  it('ticks the setup guide\'s "create teams" item when a team is created', async () => {
    const item = async () =>
      (
        (await r.api('ada', 'GET', '/onboarding/checklistItems?itemAliasIn=createTeams')).json().results as {
          completed: boolean;
        }[]
      )[0]?.completed;
    // Earlier tests created teams already: the admin unticks it, then creates one more.
    await r.api('ada', 'PUT', '/onboarding/checklistItems', { itemAlias: 'createTeams', completed: false });
    expect(await item()).toBe(false);
    expect((await create('ada', { name: 'Guide ticker' })).statusCode).toBe(201);
    expect(await item()).toBe(true);
  });

  it('refuses a missing, too long or duplicate name with a sentence', async () => {
    const blank = await create('ada', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0]).toMatchObject({ path: 'name', message: 'Enter a team name' });
    const long = await create('ada', { name: 'x'.repeat(121) });
    expect(long.json().details[0]).toMatchObject({ path: 'name', maximum: 120 });
    expect((await create('ada', { name: 'Docs', description: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await create('ada', { name: 'Docs', type: 'automated' })).statusCode).toBe(400);

    const duplicate = await create('ada', { name: 'engineering' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      name: 'ConflictError',
      message: 'A team named "engineering" already exists. Choose another name.',
    });
    const rename = await r.api('ada', 'PATCH', `/identity/teams/${await teamId('People Operations')}`, {
      name: 'ENGINEERING',
    });
    expect(rename.statusCode).toBe(409);
    // Changing only the letter case of a team's own name is allowed.
    const engineering = await teamId('Engineering');
    const own = await r.api('ada', 'PATCH', `/identity/teams/${engineering}`, { name: 'ENGINEERING' });
    expect(own.json()).toMatchObject({ name: 'ENGINEERING' });
    await r.api('ada', 'PATCH', `/identity/teams/${engineering}`, { name: 'Engineering' });
  });

  it('leaves creating, editing, deleting and membership to those with identityApp createTeam', async () => {
    const engineering = await teamId('Engineering');
    expect((await create('eve', { name: 'Eve fan club' })).statusCode).toBe(403);
    expect((await r.api('eve', 'PATCH', `/identity/teams/${engineering}`, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await r.api('eve', 'DELETE', `/identity/teams/${engineering}`)).statusCode).toBe(403);
    expect(
      (await r.api('eve', 'POST', `/identity/teams/${engineering}/members`, { memberIds: [r.ids.ada] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await r.api('eve', 'DELETE', `/identity/teams/${engineering}/members`, { memberIds: [r.ids.max] }))
        .statusCode,
    ).toBe(403);
    expect(await memberNames('ada', engineering)).toEqual(['Eve', 'Max', 'Sam']);
    expect((await r.api(null, 'GET', '/identity/teams')).statusCode).toBe(401);
  });

  it('adds members idempotently, removes them by body or query, and refuses strangers', async () => {
    const team = (await create('ada', { name: 'Support' })).json() as Team;
    const url = `/identity/teams/${team.id}/members`;
    const added = await r.api('ada', 'POST', url, { memberIds: [r.ids.eve, r.ids.sam, r.ids.eve] });
    expect(added.json()).toEqual({ count: 2 });
    expect((await r.api('ada', 'POST', url, { memberIds: [r.ids.eve, r.ids.max] })).json()).toEqual({
      count: 1,
    });
    expect(await memberNames('eve', team.id)).toEqual(['Eve', 'Max', 'Sam']);

    // A Globex member is invisible here: the whole request is refused and nothing changes.
    const stranger = await r.api('ada', 'POST', url, { memberIds: [r.ids.ada, r.ids.gus] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      name: 'ValidationError',
      details: [{ path: 'memberIds', message: 'Some of these people are not members of this organization' }],
    });
    expect(await memberNames('eve', team.id)).toEqual(['Eve', 'Max', 'Sam']);
    expect((await r.api('ada', 'POST', url, { memberIds: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, () => r.ids.eve);
    expect((await r.api('ada', 'POST', url, { memberIds: tooMany })).statusCode).toBe(400);

    expect((await r.api('ada', 'DELETE', url, { memberIds: [r.ids.eve, r.ids.ada] })).json()).toEqual({
      count: 1,
    });
    expect((await r.api('ada', 'DELETE', `${url}?memberIds=${r.ids.sam}`)).json()).toEqual({ count: 1 });
    expect((await r.api('ada', 'DELETE', url)).statusCode).toBe(400);
    expect(await memberNames('eve', team.id)).toEqual(['Max']);
    expect((await r.api('ada', 'GET', `/identity/teams/${team.id}`)).json().activeMemberCount).toBe(1);
  });

  it('counts only active members, and lists suspended ones as such', async () => {
    const team = (await create('ada', { name: 'Night shift' })).json() as Team;
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve, r.ids.sam] });
    expect((await r.api('ada', 'POST', `/identity/tenantMembers/${r.ids.sam}/suspend`)).statusCode).toBe(200);
    try {
      expect((await r.api('ada', 'GET', `/identity/teams/${team.id}`)).json().activeMemberCount).toBe(1);
      const members = (await r.api('ada', 'GET', `/identity/teams/${team.id}/members`)).json().results;
      expect(
        members.map((m: { firstName: string; suspended: boolean }) => [m.firstName, m.suspended]),
      ).toEqual([
        ['Eve', false],
        ['Sam', true],
      ]);
    } finally {
      await r.api('ada', 'POST', `/identity/tenantMembers/${r.ids.sam}/unsuspend`);
    }
    expect((await r.api('ada', 'GET', `/identity/teams/${team.id}`)).json().activeMemberCount).toBe(2);
  });

  it('deletes a team and its memberships, never its members', async () => {
    const team = (await create('ada', { name: 'Temporary' })).json() as Team;
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve] });
    expect((await r.api('ada', 'DELETE', `/identity/teams/${team.id}`)).json()).toEqual({ ok: true });
    expect((await r.api('ada', 'GET', `/identity/teams/${team.id}`)).statusCode).toBe(404);
    expect((await r.api('ada', 'GET', `/identity/teams/${team.id}/members`)).statusCode).toBe(404);
    expect((await r.api('ada', 'DELETE', `/identity/teams/${team.id}`)).statusCode).toBe(404);
    expect((await r.api('ada', 'GET', `/identity/tenantMembers/${r.ids.eve}`)).statusCode).toBe(200);
    const left = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from team_members where team_id = ${team.id}`),
      ),
    );
    expect(left[0]?.n).toBe(0);
    // The name is free again.
    expect((await create('ada', { name: 'Temporary' })).statusCode).toBe(201);
  });

  it('keeps each tenant to its own teams', async () => {
    const engineering = await teamId('Engineering');
    expect((await r.api('umaGlobex', 'GET', '/identity/teams')).json().results).toEqual([]);
    expect((await r.api('umaGlobex', 'GET', `/identity/teams/${engineering}`)).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'GET', `/identity/teams/${engineering}/members`)).statusCode).toBe(404);
    expect(
      (await r.api('umaGlobex', 'PATCH', `/identity/teams/${engineering}`, { name: 'Taken' })).statusCode,
    ).toBe(404);
    expect((await r.api('umaGlobex', 'DELETE', `/identity/teams/${engineering}`)).statusCode).toBe(404);
    expect(
      (
        await r.api('umaGlobex', 'POST', `/identity/teams/${engineering}/members`, {
          memberIds: [r.ids.umaGlobex],
        })
      ).statusCode,
    ).toBe(404);
    // Globex may use a name Acme already has.
    const own = await create('umaGlobex', { name: 'Engineering' });
    expect(own.statusCode).toBe(201);
    expect((await list('ada')).results.filter((t) => t.name === 'Engineering')).toHaveLength(1);
    expect(await memberNames('ada', engineering)).toEqual(['Eve', 'Max', 'Sam']);
  });

  it('sends a recognition to a team: its active members receive it, and the timeline filters by the team', async () => {
    const team = (await create('ada', { name: 'Launch crew' })).json() as Team;
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, {
      memberIds: [r.ids.eve, r.ids.sam, r.ids.max],
    });
    const search = (await r.api('max', 'GET', '/recognition/recipients?search=launch')).json();
    expect(search.teams).toEqual([
      { id: team.id, name: 'Launch crew', teamType: 'manual', activeMemberCount: 3 },
    ]);

    const before = await r.balances('eve');
    const sent = await r.send('max', { sendTo: [{ id: team.id, type: 'team' }], amount: 2 });
    expect(sent.statusCode).toBe(201);
    // The sender is in the team but does not recognize themself.
    expect(sent.json().recipientCount).toBe(2);
    expect((await r.balances('eve')).received).toBe(before.received + 2);

    const byTeam = (await r.api('ada', 'GET', `/timeline/items?teamIdIn=${team.id}&pageSize=100`)).json()
      .results;
    expect(byTeam.map((i: { id: string }) => i.id)).toContain(sent.json().id);
    const people = (
      await r.api('ada', 'GET', `/timeline/items?teamIdIn=${await teamId('People Operations')}&pageSize=100`)
    )
      .json()
      .results.map((i: { id: string }) => i.id);
    expect(people).not.toContain(sent.json().id);
  });

  it('writes every change to the audit log with who, before and after', async () => {
    const team = (await create('ada', { name: 'Audited', description: 'First' })).json() as Team;
    await r.api('ada', 'PATCH', `/identity/teams/${team.id}`, { description: 'Second' });
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve] });
    // Changes nothing, so logs nothing.
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve] });
    await r.api('ada', 'DELETE', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve] });
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.sam] });
    await r.api('ada', 'DELETE', `/identity/teams/${team.id}`);
    const rows = await auditRows(team.id);
    const snapshot = { id: team.id, name: 'Audited', type: 'manual' };
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'team.create',
        actor_member_id: r.ids.ada,
        target_type: 'team',
        before: null,
        after: { ...snapshot, description: 'First' },
      }),
      expect.objectContaining({
        action: 'team.update',
        before: { ...snapshot, description: 'First' },
        after: { ...snapshot, description: 'Second' },
      }),
      expect.objectContaining({ action: 'team.addMembers', before: null, after: { memberIds: [r.ids.eve] } }),
      expect.objectContaining({
        action: 'team.removeMembers',
        before: { memberIds: [r.ids.eve] },
        after: null,
      }),
      expect.objectContaining({ action: 'team.addMembers', after: { memberIds: [r.ids.sam] } }),
      expect.objectContaining({
        action: 'team.delete',
        before: { ...snapshot, description: 'Second', memberIds: [r.ids.sam] },
        after: null,
      }),
    ]);
    // A refused request logs nothing.
    await create('eve', { name: 'Not allowed' });
    await create('ada', { name: 'Engineering' });
    const refused = await inTenant(
      r.t.services.db,
      { tenantId: r.tenantIds.acme, userId: null },
      async (tx) =>
        rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from audit_log where action = 'team.create' and after->>'name' in ('Not allowed', 'Engineering')`,
          ),
        ),
    );
    expect(refused[0]?.n).toBe(0);
  });

  it('keeps the audit log append-only for the app role, and per tenant', async () => {
    const asAcme = <T>(statement: ReturnType<typeof sql>) =>
      inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
        rowsOf<T>(await tx.execute(statement)),
      );
    const [count] = await asAcme<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(count?.n).toBeGreaterThan(0);
    const denied = (error: Error) =>
      /permission denied/.test(String((error.cause as Error | undefined)?.message));
    await expect(asAcme(sql`update audit_log set action = 'team.nothing'`)).rejects.toSatisfy(denied);
    await expect(asAcme(sql`delete from audit_log`)).rejects.toSatisfy(denied);
    const [after] = await asAcme<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(after?.n).toBe(count?.n);
    // Globex sees its own rows (its team from the isolation test) and none of Acme's.
    const globex = await inTenant(
      r.t.services.db,
      { tenantId: r.tenantIds.globex, userId: null },
      async (tx) =>
        rowsOf<{ actor_member_id: string; tenant_id: string }>(
          await tx.execute(sql`select actor_member_id, tenant_id from audit_log`),
        ),
    );
    // Its sign-ins are audited too, so every row is Globex's and one is uma's team.
    expect(globex.length).toBeGreaterThan(0);
    expect(new Set(globex.map((row) => row.tenant_id))).toEqual(new Set([r.tenantIds.globex]));
    expect(globex.map((row) => row.actor_member_id)).toContain(r.ids.umaGlobex);
  });
});
