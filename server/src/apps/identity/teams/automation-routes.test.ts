import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team, TeamAutomationPreview } from '#shared/contract/teams';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../../test/fixtures/recognition.ts';
import { recomputeTeams } from './automation.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const engineeringInBerlin = {
  rules: [
    { kind: 'department', values: ['Engineering'] },
    { kind: 'location', values: ['Berlin'] },
  ],
};
const memberNames = async (who: Who, teamId: string) =>
  (
    (await r.api(who, 'GET', `/identity/teams/${teamId}/members`)).json().results as { firstName: string }[]
  ).map((m) => m.firstName);
/** Changes an Acme member's HR record (as an import would) and recomputes the teams. */
const moveTo = (who: Who, segments: { department?: string; location?: string }) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) => {
    await tx.execute(sql`update staff_records set
      department = coalesce(${segments.department ?? null}, department),
      location = coalesce(${segments.location ?? null}, location)
      where member_id = ${r.ids[who]}`);
    await recomputeTeams(tx, r.tenantIds.acme);
  });
const auditRows = (targetId: string) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ action: string; actor_member_id: string; before: unknown; after: unknown }>(
      await tx.execute(
        sql`select action, actor_member_id, before, after from audit_log where target_id = ${targetId} order by created_at`,
      ),
    ),
  );

describe('automated teams', () => {
  let team: Team;

  it('creates "Engineering in Berlin" and fills it with exactly the matching members', async () => {
    const created = await r.api('ada', 'POST', '/identity/teams', {
      name: 'Engineering in Berlin',
      automation: engineeringInBerlin,
    });
    expect(created.statusCode).toBe(201);
    team = created.json();
    expect(team).toMatchObject({
      type: 'automated',
      activeMemberCount: 2,
      automation: engineeringInBerlin,
      quickTeamSource: null,
      permissions: ['edit', 'delete'],
    });
    // The demo's records: max and eve are engineers in Berlin, sam is in Lisbon, ada in People Operations.
    expect(await memberNames('eve', team.id)).toEqual(['Eve', 'Max']);
  });

  it('follows HR records as they change', async () => {
    await moveTo('sam', { location: 'berlin' });
    expect(await memberNames('ada', team.id)).toEqual(['Eve', 'Max', 'Sam']);
    await moveTo('eve', { department: 'Design' });
    expect(await memberNames('ada', team.id)).toEqual(['Max', 'Sam']);
    await moveTo('eve', { department: 'Engineering' });
    await moveTo('sam', { location: 'Lisbon' });
    expect(await memberNames('ada', team.id)).toEqual(['Eve', 'Max']);
  });

  it('previews rules before saving them, and saves new rules with a recompute', async () => {
    const preview = await r.api('ada', 'POST', '/identity/teams/automationPreview', {
      rules: [{ kind: 'location', values: ['Berlin', 'LISBON'] }],
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as TeamAutomationPreview;
    expect(body.count).toBe(4);
    expect(body.sample.map((m) => m.firstName)).toEqual(['Ada', 'Eve', 'Max', 'Sam']);
    const none = await r.api('ada', 'POST', '/identity/teams/automationPreview', {
      rules: [{ kind: 'costCenter', values: ['CC-1'] }],
    });
    expect(none.json()).toEqual({ count: 0, sample: [] });
    const empty = await r.api('ada', 'POST', '/identity/teams/automationPreview', { rules: [] });
    expect(empty.statusCode).toBe(400);

    const lisbon = { rules: [{ kind: 'location', values: ['Lisbon'] }] };
    const saved = await r.api('ada', 'PUT', `/identity/teams/${team.id}/automation`, lisbon);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ automation: lisbon, activeMemberCount: 1 });
    expect(await memberNames('ada', team.id)).toEqual(['Sam']);
    await r.api('ada', 'PUT', `/identity/teams/${team.id}/automation`, engineeringInBerlin);
    expect(await memberNames('ada', team.id)).toEqual(['Eve', 'Max']);
  });

  it('refuses rules on a manual team and members by hand on an automated one', async () => {
    const manual = (await r.api('ada', 'GET', '/identity/teams?search=Engineering&typeIn=manual')).json()
      .results[0] as Team;
    const put = await r.api('ada', 'PUT', `/identity/teams/${manual.id}/automation`, engineeringInBerlin);
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('"Engineering" is a manual team: only automated teams have rules.');
    const add = await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.ada] });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(
      '"Engineering in Berlin" is an automated team: its members come from its rules.',
    );
    const remove = await r.api('ada', 'DELETE', `/identity/teams/${team.id}/members`, {
      memberIds: [r.ids.eve],
    });
    expect(remove.statusCode).toBe(409);
    expect(await memberNames('ada', team.id)).toEqual(['Eve', 'Max']);
    const missing = await r.api(
      'ada',
      'PUT',
      '/identity/teams/00000000-0000-4000-8000-000000000000/automation',
      engineeringInBerlin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps automation to those allowed to configure it, and to their own tenant', async () => {
    const asEve = [
      await r.api('eve', 'POST', '/identity/teams', { name: 'Mine', automation: engineeringInBerlin }),
      await r.api('eve', 'PUT', `/identity/teams/${team.id}/automation`, engineeringInBerlin),
      await r.api('eve', 'POST', '/identity/teams/automationPreview', engineeringInBerlin),
    ];
    expect(asEve.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    // Globex has no such team, and none of Acme's records.
    expect(
      (await r.api('umaGlobex', 'PUT', `/identity/teams/${team.id}/automation`, engineeringInBerlin))
        .statusCode,
    ).toBe(404);
    expect(
      (await r.api('umaGlobex', 'POST', '/identity/teams/automationPreview', engineeringInBerlin)).json(),
    ).toEqual({ count: 0, sample: [] });
    const globexTeam = await r.api('umaGlobex', 'POST', '/identity/teams', {
      name: 'Engineering in Berlin',
      automation: engineeringInBerlin,
    });
    expect(globexTeam.json()).toMatchObject({ type: 'automated', activeMemberCount: 0 });
    await moveTo('sam', { location: 'Berlin' });
    expect(await memberNames('umaGlobex', globexTeam.json().id)).toEqual([]);
    await moveTo('sam', { location: 'Lisbon' });
  });

  it('writes the creation and each change of rules to the audit log', async () => {
    const rows = await auditRows(team.id);
    expect(rows.map((row) => row.action)).toEqual([
      'team.create',
      'team.setAutomation',
      'team.setAutomation',
    ]);
    expect(rows[0]).toMatchObject({
      actor_member_id: r.ids.ada,
      before: null,
      after: { name: 'Engineering in Berlin', type: 'automated', automation: engineeringInBerlin },
    });
    expect(rows[1]).toMatchObject({
      before: { automation: engineeringInBerlin, activeMemberCount: 2 },
      after: { automation: { rules: [{ kind: 'location', values: ['Lisbon'] }] }, activeMemberCount: 1 },
    });
  });
});
