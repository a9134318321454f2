import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRecord } from '#shared/contract/staffing';
import { type StaffingApp, startStaffingApp } from '../../../test/fixtures/staffing.ts';

let s: StaffingApp;
beforeAll(async () => {
  s = await startStaffingApp();
});
afterAll(() => s.t.close());

const list = async (query = '', who: Parameters<StaffingApp['api']>[0] = 'ada') => {
  const response = await s.api(who, 'GET', `/identity/staffRecords${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: StaffRecord[]; next: number | null };
};
const idOf = async (employeeId: string) =>
  (await list(`?search=${employeeId}`)).results.find((r) => r.employeeId === employeeId)?.id as string;
const member = async (who: 'ada' | 'max' | 'eve' | 'sam') =>
  (await s.api('ada', 'GET', `/identity/tenantMembers/${s.ids[who]}`)).json();

describe('HR records', () => {
  it("has Acme's demo records, linked to the members, whose profiles and managers follow them", async () => {
    const page = await list('?sorting=employeeId');
    expect(
      page.results.map((r) => [r.employeeId, r.email, r.segments.department, r.segments.location]),
    ).toEqual([
      ['A-001', 'ada@acme.test', 'People Operations', 'Berlin'],
      ['A-002', 'max@acme.test', 'Engineering', 'Berlin'],
      ['A-003', 'eve@acme.test', 'Engineering', 'Berlin'],
      ['A-004', 'sam@acme.test', 'Engineering', 'Lisbon'],
    ]);
    expect(page.results[3]).toMatchObject({
      managerEmployeeId: 'A-002',
      memberId: s.ids.sam,
      invitationStatus: 'joined',
      segments: { country: 'Portugal', region: 'EMEA' },
    });
    const sam = await member('sam');
    expect(sam.publicStaffProfile).toMatchObject({
      jobTitle: 'Product Designer',
      department: 'Engineering',
      location: 'Lisbon',
    });
    expect(sam.managerId).toBe(s.ids.max);
    expect((await member('max')).hasReports).toBe(true);
  });

  it('searches, filters by segment and link, sorts and pages', async () => {
    expect((await list('?search=okafor')).results.map((r) => r.employeeId)).toEqual(['A-004']);
    expect((await list('?search=designer')).results.map((r) => r.employeeId)).toEqual(['A-004']);
    expect(
      (await list('?segmentKind=location&segmentValue=berlin&sorting=-lastName')).results.map(
        (r) => r.lastName,
      ),
    ).toEqual(['Planck', 'Lovelace', 'Curie']);
    expect((await list('?linked=false')).results).toEqual([]);
    const first = await list('?pageSize=3&sorting=employeeId');
    expect([first.results.length, first.next]).toEqual([3, 2]);
    expect((await list('?pageSize=3&page=2&sorting=employeeId')).results.map((r) => r.employeeId)).toEqual([
      'A-004',
    ]);
  });

  it('lists every segment value per kind to any member', async () => {
    const response = await s.api('eve', 'GET', '/identity/segments');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      country: ['Germany', 'Portugal'],
      region: ['EMEA'],
      location: ['Berlin', 'Lisbon'],
      department: ['Engineering', 'People Operations'],
      costCenter: [],
      businessUnit: [],
      group: [],
    });
  });

  it('refuses members without the permissions (403) and hides other tenants (404)', async () => {
    const sam = await idOf('A-004');
    expect((await s.api('eve', 'GET', '/identity/staffRecords')).statusCode).toBe(403);
    expect((await s.api('eve', 'PATCH', `/identity/staffRecords/${sam}`, { jobTitle: 'x' })).statusCode).toBe(
      403,
    );
    expect((await s.api('eve', 'GET', '/identity/staffRecords/export')).statusCode).toBe(403);
    expect((await s.api('umaGlobex', 'GET', '/identity/staffRecords')).json().results).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await s.api(
        'umaGlobex',
        method,
        `/identity/staffRecords/${sam}`,
        method === 'PATCH' ? {} : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('edits a record: the member follows, a manager loop is refused with the chain, audited', async () => {
    const max = await idOf('A-002');
    const loop = await s.api('ada', 'PATCH', `/identity/staffRecords/${max}`, { managerEmployeeId: 'A-003' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().details[0]).toMatchObject({
      path: 'managerEmployeeId',
      message: 'This would make the managers go round in a circle: A-002 → A-003 → A-002.',
    });
    const unknown = await s.api('ada', 'PATCH', `/identity/staffRecords/${max}`, {
      managerEmployeeId: 'Q-1',
    });
    expect(unknown.json().message).toBe('No employee has the id Q-1 in the HR records.');

    const eve = await idOf('A-003');
    const patched = await s.api('ada', 'PATCH', `/identity/staffRecords/${eve}`, {
      jobTitle: 'Staff Engineer',
      managerEmployeeId: 'A-001',
      birthday: '02-29',
      segments: { location: 'Lisbon', costCenter: 'CC-7' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      jobTitle: 'Staff Engineer',
      managerEmployeeId: 'A-001',
      birthday: '02-29',
      segments: { location: 'Lisbon', costCenter: 'CC-7', department: 'Engineering' },
    });
    const eveMember = await member('eve');
    expect(eveMember.publicStaffProfile).toMatchObject({
      jobTitle: 'Staff Engineer',
      location: 'Lisbon',
      birthday: '02-29',
    });
    expect(eveMember.managerId).toBe(s.ids.ada);
    expect((await member('ada')).hasReports).toBe(true);
    const [row] = await s.sql<{ action: string; before: StaffRecord; after: StaffRecord }>(
      sql`select action, before, after from audit_log where target_id = ${eve} and action = 'staffRecord.update'`,
    );
    expect(row?.before.jobTitle).toBe('Software Engineer');
    expect(row?.after.jobTitle).toBe('Staff Engineer');
  });

  it('exports the import columns, neutralizing formula cells, so the export imports back unchanged', async () => {
    const ada = await idOf('A-001');
    await s.api('ada', 'PATCH', `/identity/staffRecords/${ada}`, { jobTitle: '=HYPERLINK("http://x")' });
    const response = await s.api('ada', 'GET', '/identity/staffRecords/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="hr-records-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual([
      'employeeId',
      'firstName',
      'lastName',
      'email',
      'managerEmployeeId',
      'jobTitle',
      'startDate',
      'birthday',
      'country',
      'region',
      'location',
      'department',
      'costCenter',
      'businessUnit',
      'group',
    ]);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'A-001',
      'Ada',
      'Lovelace',
      'ada@acme.test',
      '',
      `'=HYPERLINK("http://x")`,
    ]);
    await s.api('ada', 'PATCH', `/identity/staffRecords/${ada}`, { jobTitle: 'People Operations Lead' });
    const again = await s.api('ada', 'GET', '/identity/staffRecords/export');
    const init = await s.upload('ada', again.body);
    expect(init.json().counts).toEqual({ new: 0, changed: 0, unchanged: 4, invalid: 0 });
  });

  it('deletes a record (204, audited); the member stays', async () => {
    const sam = await idOf('A-004');
    const response = await s.api('ada', 'DELETE', `/identity/staffRecords/${sam}`);
    expect(response.statusCode).toBe(204);
    expect((await s.api('ada', 'GET', `/identity/staffRecords/${sam}`)).statusCode).toBe(404);
    expect((await member('sam')).id).toBe(s.ids.sam);
    const [row] = await s.sql<{ before: StaffRecord; after: unknown }>(
      sql`select before, after from audit_log where target_id = ${sam} and action = 'staffRecord.delete'`,
    );
    expect(row).toMatchObject({ before: { employeeId: 'A-004' }, after: null });
    expect((await s.api('ada', 'DELETE', `/identity/staffRecords/${sam}`)).statusCode).toBe(404);
  });
});
