import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { audit } from '../../kernel/audit.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('GET /auditing/logs', () => {
  it('shows admins what was done, by whom, newest first, filtered by target', async () => {
    const team = (await r.api('ada', 'POST', '/identity/teams', { name: 'Logged' })).json();
    await r.api('ada', 'PATCH', `/identity/teams/${team.id}`, { name: 'Logged again' });
    await r.api('ada', 'POST', '/identity/teams', { name: 'Elsewhere' });

    const response = await r.api('ada', 'GET', `/auditing/logs?targetType=team&targetId=${team.id}`);
    expect(response.statusCode).toBe(200);
    const { results, next } = response.json();
    expect(next).toBeNull();
    expect(results).toMatchObject([
      {
        action: 'team.update',
        targetId: team.id,
        actor: { id: r.ids.ada, firstName: 'Ada' },
        before: { name: 'Logged' },
        after: { name: 'Logged again' },
      },
      { action: 'team.create', before: null, after: { name: 'Logged' } },
    ]);
    const creations = (await r.api('ada', 'GET', '/auditing/logs?actionIn=team.create&pageSize=1')).json();
    expect(creations.results.map((row: { after: { name: string } }) => row.after.name)).toEqual([
      'Elsewhere',
    ]);
    expect(creations.next).toBe(2);
  });

  it('is for auditingApp browse, and each organization sees only its own log', async () => {
    expect((await r.api('eve', 'GET', '/auditing/logs')).statusCode).toBe(403);
    expect((await r.api(null, 'GET', '/auditing/logs')).statusCode).toBe(401);
    // Globex's log holds only its own sign-ins, none of Acme's team changes.
    const globex = (await r.api('umaGlobex', 'GET', '/auditing/logs')).json().results;
    expect(globex.map((row: { action: string }) => row.action)).not.toContain('team.create');
    expect(globex.every((row: { after: { email: string } }) => !row.after.email.endsWith('@acme.test'))).toBe(
      true,
    );
  });
});

describe('names in the log', () => {
  it('names the people and teams an entry mentions, never another organization’s', async () => {
    const team = (await r.api('ada', 'POST', '/identity/teams', { name: 'Named crew' })).json();
    await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.eve] });
    // A record holding a Globex member's id: Acme's log must not reveal whose it is.
    await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
      audit(
        tx,
        { tenantId: r.tenantIds.acme, memberId: null },
        {
          action: 'test.mention',
          targetType: 'tenantMember',
          targetId: r.ids.umaGlobex,
          before: null,
          after: { memberIds: [r.ids.umaGlobex, r.ids.sam] },
        },
      ),
    );
    const added = (
      await r.api('ada', 'GET', `/auditing/logs?actionIn=team.addMembers&targetId=${team.id}`)
    ).json().results[0];
    expect(added.names).toEqual({ [team.id]: 'Named crew', [r.ids.eve]: expect.stringMatching(/^Eve /) });
    const mention = (await r.api('ada', 'GET', '/auditing/logs?actionIn=test.mention')).json().results[0];
    expect(mention.names).toEqual({ [r.ids.sam]: expect.stringMatching(/^Sam /) });
  });
});

describe('Logs page filters and export', () => {
  it('filters by actor, action prefix and date range', async () => {
    const start = new Date().toISOString();
    await r.api('ada', 'POST', '/identity/teams', { name: 'By Ada' });
    await r.api('max', 'POST', `/identity/tenantMembers/${r.ids.sam}/role`, { role: 'employee' });
    const byAda = (
      await r.api('ada', 'GET', `/auditing/logs?actorId=${r.ids.ada}&from=${encodeURIComponent(start)}`)
    ).json();
    expect(byAda.results.map((row: { after: { name?: string } }) => row.after.name)).toEqual(['By Ada']);
    const teams = (
      await r.api('ada', 'GET', `/auditing/logs?actionPrefix=team.&from=${encodeURIComponent(start)}`)
    ).json();
    expect(teams.results.every((row: { action: string }) => row.action.startsWith('team.'))).toBe(true);
    const before = (
      await r.api('ada', 'GET', `/auditing/logs?to=${encodeURIComponent(start)}&actorId=${r.ids.ada}`)
    ).json();
    expect(before.results.map((row: { after: { name?: string } }) => row.after.name)).not.toContain('By Ada');
    expect((await r.api('ada', 'GET', '/auditing/logs?from=yesterday')).statusCode).toBe(400);
  });

  it('lists the actions the log holds', async () => {
    const { results } = (await r.api('ada', 'GET', '/auditing/actions')).json();
    expect(results).toEqual(expect.arrayContaining(['team.create', 'team.update']));
    expect(results).toEqual([...results].sort());
    expect((await r.api('eve', 'GET', '/auditing/actions')).statusCode).toBe(403);
  });

  it('lists the members who acted, by name', async () => {
    const { results } = (await r.api('ada', 'GET', '/auditing/actors')).json();
    expect(results.map((actor: { id: string }) => actor.id)).toEqual(
      expect.arrayContaining([r.ids.ada, r.ids.max]),
    );
    expect(results.map((actor: { id: string }) => actor.id)).not.toContain(r.ids.gus);
  });

  it('exports the filtered log as CSV, formulas neutralized', async () => {
    await r.api('ada', 'POST', '/identity/teams', { name: '=HYPERLINK("x")' });
    const response = await r.api('ada', 'GET', '/auditing/logs/export?actionIn=team.create');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = parse(response.body) as string[][];
    expect(lines[0]).toEqual([
      'createdAt',
      'action',
      'actorId',
      'actorName',
      'targetType',
      'targetId',
      'before',
      'after',
    ]);
    expect(lines.slice(1).every((line) => line[1] === 'team.create')).toBe(true);
    expect(lines[1]?.[3]).toMatch(/^Ada /);
    expect(response.body).not.toMatch(/,=HYPERLINK|,"=HYPERLINK/);
    expect((await r.api('eve', 'GET', '/auditing/logs/export')).statusCode).toBe(403);
  });
});

describe('the audit log is append-only for the app role', () => {
  const asApp = (statement: ReturnType<typeof sql>) =>
    inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) => tx.execute(statement));
  const denied = (error: Error) =>
    /permission denied/.test(String((error.cause as Error | undefined)?.message ?? error.message));

  it('may insert and read, but an UPDATE or DELETE fails', async () => {
    const [row] = rowsOf<{ id: string }>(await asApp(sql`select id from audit_log limit 1`));
    expect(row).toBeDefined();
    await expect(asApp(sql`update audit_log set action = 'forged' where id = ${row?.id}`)).rejects.toSatisfy(
      denied,
    );
    await expect(asApp(sql`delete from audit_log where id = ${row?.id}`)).rejects.toSatisfy(denied);
    await expect(asApp(sql`truncate audit_log`)).rejects.toSatisfy(denied);
  });
});
