import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, type Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../../test/fixtures/recognition.ts';
import { previewAutomation, recomputeTeam, recomputeTeams } from './automation.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const acme = <T>(fn: (tx: Tx) => Promise<T>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, fn);

type Segments = Partial<Record<'country' | 'location' | 'department' | 'group_name', string | null>>;
/** Sets the HR record of `<who>@acme.test` (the demo seeds one per Acme member), linked or not. */
const record = (tx: Tx, who: string, memberId: string | null, segments: Segments) =>
  tx.execute(sql`
    insert into staff_records (tenant_id, employee_id, first_name, last_name, email, member_id, country, location, department, group_name)
    values (${r.tenantIds.acme}, ${`T-${who}`}, 'First', 'Last', ${`${who}@acme.test`}, ${memberId},
      ${segments.country ?? null}, ${segments.location ?? null}, ${segments.department ?? null}, ${segments.group_name ?? null})
    on conflict (tenant_id, email) do update set member_id = excluded.member_id,
      country = excluded.country, location = excluded.location, department = excluded.department, group_name = excluded.group_name`);

const teamMembersOf = async (tx: Tx, name: string) =>
  rowsOf<{ member_id: string }>(
    await tx.execute(
      sql`select tm.member_id from team_members tm join teams t on t.id = tm.team_id where t.name = ${name} order by 1`,
    ),
  ).map((row) => row.member_id);
const quickTeams = async (tx: Tx) =>
  rowsOf<{ name: string; automation: unknown }>(
    await tx.execute(sql`select name, automation from teams where type = 'quick' order by name`),
  );
const ids = (...who: Who[]) => who.map((w) => r.ids[w]).sort();

describe('recomputeTeams', () => {
  it('fills automated teams by all rules and quick teams by value, ignoring letter case', async () => {
    await acme(async (tx) => {
      await record(tx, 'max', r.ids.max, { department: 'Engineering', location: 'Berlin' });
      await record(tx, 'eve', r.ids.eve, { department: 'engineering ', location: 'berlin' });
      await record(tx, 'sam', r.ids.sam, { department: 'Engineering', location: 'Paris' });
      await record(tx, 'ada', r.ids.ada, { department: 'People', location: 'Berlin' });
      await record(tx, 'nobody', null, { department: 'Engineering', location: 'Berlin' });
      await tx.execute(sql`insert into teams (tenant_id, name, type, automation) values
        (${r.tenantIds.acme}, 'Engineering in Berlin', 'automated', ${JSON.stringify({
          rules: [
            { kind: 'department', values: ['Engineering'] },
            { kind: 'location', values: ['Berlin', 'Munich'] },
          ],
        })}::jsonb)`);
      await tx.execute(
        sql`insert into quick_team_settings (tenant_id, kinds) values (${r.tenantIds.acme}, '{department}')`,
      );
      await recomputeTeams(tx, r.tenantIds.acme);
      expect(await teamMembersOf(tx, 'Engineering in Berlin')).toEqual(ids('max', 'eve'));
      // The demo's manual "Engineering" keeps its name; the quick team takes its kind.
      expect(await quickTeams(tx)).toEqual([
        { name: 'Engineering (Department)', automation: { kind: 'department', value: 'Engineering' } },
        { name: 'People', automation: { kind: 'department', value: 'People' } },
      ]);
      expect(await teamMembersOf(tx, 'Engineering (Department)')).toEqual(ids('max', 'eve', 'sam'));

      // A record changes: membership follows; a value vanishes: its quick team goes.
      await record(tx, 'sam', r.ids.sam, { department: 'Engineering', location: 'Munich' });
      await record(tx, 'ada', r.ids.ada, { department: 'Engineering', location: 'Berlin' });
      await recomputeTeams(tx, r.tenantIds.acme);
      expect(await teamMembersOf(tx, 'Engineering in Berlin')).toEqual(ids('max', 'eve', 'sam', 'ada'));
      expect((await quickTeams(tx)).map((t) => t.name)).toEqual(['Engineering (Department)']);
      // Manual teams are never touched.
      expect(await teamMembersOf(tx, 'Engineering')).toEqual(ids('max', 'eve', 'sam'));

      const preview = await previewAutomation(tx, r.tenantIds.acme, [
        { kind: 'location', values: ['MUNICH'] },
      ]);
      expect(preview.count).toBe(1);
      expect(preview.sample.map((m) => m.id)).toEqual([r.ids.sam]);

      await tx.execute(
        sql`update teams set automation = ${JSON.stringify({
          rules: [{ kind: 'location', values: ['Munich'] }],
        })}::jsonb where name = 'Engineering in Berlin'`,
      );
      const [team] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from teams where name = 'Engineering in Berlin'`),
      );
      await recomputeTeam(tx, r.tenantIds.acme, team?.id as string);
      expect(await teamMembersOf(tx, 'Engineering in Berlin')).toEqual(ids('sam'));
      throw new Error('rollback');
    }).catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  });

  it('names a quick team after its kind, then numbered, when its value is taken', async () => {
    await acme(async (tx) => {
      // The demo's records: Berlin and Lisbon locations; sam's department is called "Berlin" too.
      await record(tx, 'sam', r.ids.sam, { department: 'Berlin', location: 'Lisbon' });
      await tx.execute(sql`insert into teams (tenant_id, name) values
        (${r.tenantIds.acme}, 'berlin'), (${r.tenantIds.acme}, 'BERLIN (location)'), (${r.tenantIds.acme}, 'Lisbon')`);
      await tx.execute(
        sql`insert into quick_team_settings (tenant_id, kinds) values (${r.tenantIds.acme}, '{location,department}')`,
      );
      await recomputeTeams(tx, r.tenantIds.acme);
      expect((await quickTeams(tx)).map((t) => [t.name, t.automation])).toEqual([
        ['Berlin (Department)', { kind: 'department', value: 'Berlin' }],
        ['Berlin (Location 2)', { kind: 'location', value: 'Berlin' }],
        ['Engineering (Department)', { kind: 'department', value: 'Engineering' }],
        ['Lisbon (Location)', { kind: 'location', value: 'Lisbon' }],
        ['People Operations (Department)', { kind: 'department', value: 'People Operations' }],
      ]);
      expect(await teamMembersOf(tx, 'Berlin (Department)')).toEqual(ids('sam'));
      expect(await teamMembersOf(tx, 'Berlin (Location 2)')).toEqual(ids('ada', 'max', 'eve'));
      throw new Error('rollback');
    }).catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  });

  it('recomputes 10,000 records set-based', async () => {
    await acme(async (tx) => {
      // 10,000 members with records over 20 departments and 10 locations.
      await tx.execute(sql`
        insert into users (email, first_name, last_name)
        select 'bulk' || i || '@scale.test', 'Bulk', 'Person ' || i from generate_series(1, 10000) i`);
      await tx.execute(sql`
        insert into tenant_members (tenant_id, user_id, first_name, last_name, email)
        select ${r.tenantIds.acme}, u.id, u.first_name, u.last_name, u.email from users u where u.email like 'bulk%@scale.test'`);
      await tx.execute(sql`
        insert into staff_records (tenant_id, employee_id, first_name, last_name, email, member_id, department, location)
        select m.tenant_id, 'b' || m.email, m.first_name, m.last_name, m.email, m.id,
          'Department ' || (abs(hashtext(m.email)) % 20), 'Location ' || (abs(hashtext(m.email || 'x')) % 10)
        from tenant_members m where m.email like 'bulk%@scale.test'`);
      await tx.execute(sql`insert into teams (tenant_id, name, type, automation) values
        (${r.tenantIds.acme}, 'Scale', 'automated', ${JSON.stringify({
          rules: [
            { kind: 'department', values: ['Department 1', 'Department 2'] },
            { kind: 'location', values: ['Location 3'] },
          ],
        })}::jsonb)`);
      await tx.execute(
        sql`insert into quick_team_settings (tenant_id, kinds) values (${r.tenantIds.acme}, '{department,location}')`,
      );
      await recomputeTeams(tx, r.tenantIds.acme);
      // A second run over memberships already right (bench/user-search.ts times both).
      await recomputeTeams(tx, r.tenantIds.acme);
      const [expected] = rowsOf<{ count: number }>(
        await tx.execute(sql`select count(*)::int as count from staff_records
          where department in ('Department 1', 'Department 2') and location = 'Location 3'`),
      );
      expect((await teamMembersOf(tx, 'Scale')).length).toBe(expected?.count);
      const bulk = (await quickTeams(tx)).filter((t) => /^(Department|Location) \d+$/.test(t.name));
      expect(bulk).toHaveLength(30);
      const [memberships] = rowsOf<{ count: number }>(
        await tx.execute(
          sql`select count(*)::int as count from team_members tm join teams t on t.id = tm.team_id
            where t.type = 'quick' and t.name ~ '^(Department|Location) [0-9]+$'`,
        ),
      );
      expect(memberships?.count).toBe(20000);
      throw new Error('rollback');
    }).catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  }, 60_000);
});
