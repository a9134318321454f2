import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '#shared/contract/teams';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../../test/fixtures/recognition.ts';
import { recomputeTeams } from './automation.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const configure = (who: Who, kinds: string[]) =>
  r.api(who, 'PUT', '/identity/quickTeams/configuration', { kinds });
/** The quick teams as [name, kind, value, member first names]. */
const quickTeams = async (who: Who = 'ada') => {
  const teams = (await r.api(who, 'GET', '/identity/teams?typeIn=quick&pageSize=100')).json()
    .results as Team[];
  return Promise.all(
    teams.map(async (team) => [
      team.name,
      team.quickTeamSource?.kind,
      team.quickTeamSource?.value,
      (
        (await r.api(who, 'GET', `/identity/teams/${team.id}/members`)).json().results as {
          firstName: string;
        }[]
      ).map((m) => m.firstName),
    ]),
  );
};
/** Changes an Acme member's department (as an import would) and recomputes the teams. */
const setDepartment = (who: Who, department: string) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) => {
    await tx.execute(
      sql`update staff_records set department = ${department} where member_id = ${r.ids[who]}`,
    );
    await recomputeTeams(tx, r.tenantIds.acme);
  });

describe('quick teams', () => {
  it('has no kinds chosen at first', async () => {
    const response = await r.api('ada', 'GET', '/identity/quickTeams/configuration');
    expect(response.json()).toEqual({ kinds: [] });
    expect(await quickTeams()).toEqual([]);
  });

  it('makes one team per value in use, naming clashes after their kind', async () => {
    const saved = await configure('ada', ['location', 'department']);
    expect(saved.statusCode).toBe(200);
    // Answered in the catalogue's order.
    expect(saved.json()).toEqual({ kinds: ['location', 'department'] });
    // The demo's manual "Engineering" and "People Operations" keep their names.
    expect(await quickTeams()).toEqual([
      ['Berlin', 'location', 'Berlin', ['Ada', 'Eve', 'Max']],
      ['Engineering (Department)', 'department', 'Engineering', ['Eve', 'Max', 'Sam']],
      ['Lisbon', 'location', 'Lisbon', ['Sam']],
      ['People Operations (Department)', 'department', 'People Operations', ['Ada']],
    ]);
    const team = ((await r.api('eve', 'GET', '/identity/teams?typeIn=quick')).json().results as Team[])[0];
    expect(team?.permissions).toEqual([]);
    expect(team?.automation).toBeNull();
    // Saving the same again changes nothing.
    await configure('ada', ['department', 'location']);
    expect((await quickTeams()).map(([name]) => name)).toEqual([
      'Berlin',
      'Engineering (Department)',
      'Lisbon',
      'People Operations (Department)',
    ]);
  });

  it('creates and removes teams as values appear and vanish in HR records', async () => {
    await setDepartment('sam', 'design');
    await setDepartment('ada', 'Engineering');
    expect(await quickTeams()).toEqual([
      ['Berlin', 'location', 'Berlin', ['Ada', 'Eve', 'Max']],
      ['design', 'department', 'design', ['Sam']],
      ['Engineering (Department)', 'department', 'Engineering', ['Ada', 'Eve', 'Max']],
      ['Lisbon', 'location', 'Lisbon', ['Sam']],
    ]);
    // Another spelling of a value in use is the same team.
    await setDepartment('eve', 'DESIGN');
    const design = (await quickTeams()).find(([name]) => name === 'design');
    expect(design?.[3]).toEqual(['Eve', 'Sam']);
    await setDepartment('eve', 'Engineering');
  });

  it('refuses members by hand, and still lets a quick team be renamed', async () => {
    const team = (
      (await r.api('ada', 'GET', '/identity/teams?typeIn=quick&search=Lisbon')).json().results as Team[]
    )[0] as Team;
    const add = await r.api('ada', 'POST', `/identity/teams/${team.id}/members`, { memberIds: [r.ids.ada] });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('"Lisbon" is a quick team: its members come from its rules.');
    const rules = await r.api('ada', 'PUT', `/identity/teams/${team.id}/automation`, {
      rules: [{ kind: 'location', values: ['Berlin'] }],
    });
    expect(rules.statusCode).toBe(409);
    const renamed = await r.api('ada', 'PATCH', `/identity/teams/${team.id}`, { name: 'Lisbon office' });
    expect(renamed.json()).toMatchObject({
      name: 'Lisbon office',
      quickTeamSource: { kind: 'location', value: 'Lisbon' },
    });
    // A recompute keeps the team (and its new name): it stands for its value, not its name.
    await setDepartment('max', 'Engineering');
    expect((await quickTeams()).map(([name]) => name)).toContain('Lisbon office');
  });

  it('removes the teams of kinds no longer chosen', async () => {
    await configure('ada', ['department']);
    expect((await quickTeams()).map(([name]) => name)).toEqual(['design', 'Engineering (Department)']);
    await configure('ada', []);
    expect(await quickTeams()).toEqual([]);
    // Manual teams stay.
    const manual = (await r.api('ada', 'GET', '/identity/teams?typeIn=manual')).json().results as Team[];
    expect(manual.map((team) => team.name)).toEqual(['Engineering', 'People Operations']);
  });

  it('keeps the configuration to those allowed, and to their own tenant', async () => {
    expect((await r.api('eve', 'GET', '/identity/quickTeams/configuration')).statusCode).toBe(403);
    expect((await configure('eve', ['department'])).statusCode).toBe(403);
    expect((await configure('ada', ['nonsense'])).statusCode).toBe(400);
    await configure('ada', ['department']);
    // Globex has no records: choosing a kind there makes no teams, and leaves Acme's alone.
    await configure('umaGlobex', ['department']);
    expect(await quickTeams('umaGlobex')).toEqual([]);
    expect((await r.api('umaGlobex', 'GET', '/identity/quickTeams/configuration')).json()).toEqual({
      kinds: ['department'],
    });
    await configure('umaGlobex', []);
    expect((await quickTeams()).map(([name]) => name)).toEqual(['design', 'Engineering (Department)']);
  });

  it('writes each effective change of the configuration to the audit log', async () => {
    const rows = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
      rowsOf<{ actor_member_id: string; before: { kinds: string[] }; after: Record<string, unknown> }>(
        await tx.execute(
          sql`select actor_member_id, before, after from audit_log where action = 'quickTeams.configure' order by created_at`,
        ),
      ),
    );
    // First save, department only, none, department again; the repeated save logged nothing.
    expect(rows.map((row) => [row.before.kinds, row.after.kinds])).toEqual([
      [[], ['location', 'department']],
      [['location', 'department'], ['department']],
      [['department'], []],
      [[], ['department']],
    ]);
    expect(rows[0]?.actor_member_id).toBe(r.ids.ada);
    expect(rows[0]?.after.createdTeams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Engineering (Department)',
          kind: 'department',
          value: 'Engineering',
        }),
      ]),
    );
    expect(rows[1]?.after.removedTeams).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Lisbon office', kind: 'location' })]),
    );
  });
});
