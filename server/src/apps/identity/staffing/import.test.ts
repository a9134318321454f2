import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffImportRow } from '#shared/contract/staffing';
import { header, type StaffingApp, startStaffingApp } from '../../../test/fixtures/staffing.ts';

let s: StaffingApp;
beforeAll(async () => {
  s = await startStaffingApp();
});
afterAll(() => s.t.close());

const flowCount = async () =>
  (await s.sql<{ n: number }>(sql`select count(*)::int as n from flows`))[0]?.n ?? -1;
const rowsOf = async (id: string, query = '') =>
  (await s.api('ada', 'GET', `/identity/staffImports/${id}/rows${query}`)).json().results as StaffImportRow[];
const recordOf = async (employeeId: string) =>
  (
    await s.sql<Record<string, unknown>>(
      sql`select * from staff_records where lower(employee_id) = lower(${employeeId})`,
    )
  )[0];
const memberOf = async (email: string) =>
  (
    await s.sql<Record<string, unknown>>(
      sql`select m.*, exists (select 1 from tenant_members r where r.manager_id = m.id) as has_reports from tenant_members m where m.email = ${email}`,
    )
  )[0];

describe('staff import: file refusals make no flow', () => {
  const refused = async (csv: string | Buffer, status: number, message: RegExp) => {
    const before = await flowCount();
    const response = await s.upload('ada', csv);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await flowCount()).toBe(before);
  };

  it('refuses a wrong header: an unknown column, a missing required one, a repeated one', async () => {
    await refused(
      'employeeId,firstName,lastName,email,shoeSize\nB-1,A,B,a@x.test,44\n',
      400,
      /column "shoeSize" is not one/,
    );
    await refused('employeeId,firstName,email\nB-1,A,a@x.test\n', 400, /The header has no lastName column/);
    await refused(
      'employeeId,firstName,lastName,email,Email\nB-1,A,B,a@x.test,b@x.test\n',
      400,
      /"Email" appears twice/,
    );
  });

  it('refuses what is not CSV, an empty file, a header without rows and a broken quote', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    await refused(png, 400, /not a CSV file/);
    await refused(Buffer.from([0x65, 0x6d, 0xff, 0xfe, 0x61]), 400, /not a CSV file/);
    await refused('', 400, /The file is empty/);
    await refused(`${header}\n`, 400, /header but no rows/);
    await refused(`${header}\nB-1,"Ann,Lee,a@x.test,,,,\n`, 400, /not valid CSV/);
  });

  it('refuses a file over 50 MB with 413 and a sentence', async () => {
    // Long rows, so the size limit comes before the row limit.
    const row = `X-1,Ann,Lee,ann@x.test,,${'E'.repeat(10_000)},Engineering,Berlin\n`;
    const big = Buffer.alloc(50 * 1024 * 1024 + 1024, row);
    await refused(Buffer.concat([Buffer.from(`${header}\n`), big]), 413, /larger than 50 MB/);
  });

  it('answers 403 to a member without the import permission', async () => {
    expect((await s.upload('eve', `${header}\nB-1,A,B,a@x.test,,,,\n`)).statusCode).toBe(403);
  });
});

describe('staff import: preview', () => {
  it('matches headers loosely and judges rows new, changed and unchanged against stored records', async () => {
    const csv = [
      'Employee ID,first_name,Last-Name,EMAIL,manager employee id,Job Title,department,LOCATION,Country,Region',
      'A-002,Max,Planck,max@acme.test,,Engineering Manager,Engineering,Berlin,Germany,EMEA',
      'a-003,Eve,Curie,EVE@acme.test,A-002,Staff Engineer,Engineering,Berlin,Germany,EMEA',
      'B-100,Nia,Long,nia@acme.test,A-002,Engineer,Engineering,Lisbon,Portugal,EMEA',
    ].join('\r\n');
    const init = await s.upload('ada', csv, 'people.csv');
    expect(init.statusCode, init.body).toBe(201);
    const flow = init.json();
    expect(flow).toMatchObject({
      status: 'preview',
      fileName: 'people.csv',
      progress: null,
      error: null,
      executedAt: null,
      options: { createMembers: true, skipInvalidRows: false },
      counts: { new: 1, changed: 1, unchanged: 1, invalid: 0 },
      result: null,
    });
    const rows = await rowsOf(flow.id);
    expect(rows.map((row) => [row.line, row.outcome, row.changes])).toEqual([
      [2, 'unchanged', []],
      [3, 'changed', ['employeeId', 'jobTitle']],
      [4, 'new', []],
    ]);
    expect(rows[1]).toMatchObject({ employeeId: 'a-003', email: 'eve@acme.test' });
    expect((await rowsOf(flow.id, '?outcomeIn=new')).map((row) => row.line)).toEqual([4]);
    // Nothing is written by a preview.
    expect(await recordOf('B-100')).toBeUndefined();
  });

  it('gives every invalid row its line and reasons as sentences, and refuses execute until skipped', async () => {
    const csv = [
      'employeeId,firstName,lastName,email,managerEmployeeId,startDate,birthday,jobTitle',
      'C-1,Ann,Lee,ann@acme.test,,2024-02-30,,', // 2 bad date
      'C-2,Bo,Ray,not-an-email,,,,', // 3 bad email
      'C-3,,Ray,c3@acme.test,,,13-01,', // 4 missing first name, bad birthday
      `C-4,Cy,Ray,c4@acme.test,,,1990-04-23,${'x'.repeat(121)}`, // 5 too long
      'C-5,Di,Ray,ann@acme.test,,,,', // 6 repeats email of line 2
      'c-1,Ed,Ray,ed@acme.test,,,,', // 7 repeats id of line 2
      'C-6,Fa,Ray,fa@acme.test,Z-9,,,', // 8 manager nobody has
      'C-7,Gu,Ray,gu@acme.test,C-8,,,', // 9 cycle C-7 → C-8 → C-9 → C-7
      'C-8,Ha,Ray,ha@acme.test,C-9,,,', // 10
      'C-9,Io,Ray,io@acme.test,C-7,,,', // 11
      'C-10,Jo,Ray,max@acme.test,,,,', // 12 email of stored A-002
      'C-11,Ko,Ray,ko@acme.test,C-11,,,', // 13 own manager
      'C-12,Lu,Ray,lu@acme.test,C-1,2023-01-15,1991-12-31,Engineer', // 14 valid
    ].join('\n');
    const init = await s.upload('ada', csv);
    expect(init.statusCode, init.body).toBe(201);
    const id = init.json().id;
    expect(init.json().counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 12 });
    const rows = await rowsOf(id, '?outcomeIn=invalid&pageSize=50');
    const reasons = Object.fromEntries(rows.map((row) => [row.line, row.errors]));
    expect(reasons[2]).toEqual([
      {
        column: 'startDate',
        message: 'The start date "2024-02-30" is not a date as YYYY-MM-DD (for example 2024-03-01).',
      },
    ]);
    expect(reasons[3]).toEqual([
      { column: 'email', message: '"not-an-email" is not a valid email address.' },
    ]);
    expect(reasons[4]).toEqual([
      { column: 'firstName', message: 'The first name is missing.' },
      {
        column: 'birthday',
        message: 'The birthday "13-01" is not a day as MM-DD (for example 04-23) or YYYY-MM-DD.',
      },
    ]);
    expect(reasons[5]).toEqual([
      { column: 'jobTitle', message: 'The job title is longer than 120 characters.' },
    ]);
    expect(reasons[6]).toEqual([{ column: null, message: 'The email ann@acme.test repeats line 2.' }]);
    expect(reasons[7]).toEqual([{ column: null, message: 'The employee id c-1 repeats line 2.' }]);
    expect(reasons[8]).toEqual([
      {
        column: 'managerEmployeeId',
        message: 'No employee has the id Z-9, in this file or in the HR records.',
      },
    ]);
    const loop =
      'The managers go round in a circle: C-7 → C-8 → C-9 → C-7. Give one of them another manager.';
    expect(reasons[9]).toEqual([{ column: null, message: loop }]);
    expect(reasons[10]?.[0]?.message).toMatch(/C-8 → C-9 → C-7 → C-8|C-7 → C-8 → C-9 → C-7/);
    expect(reasons[11]).toHaveLength(1);
    expect(reasons[12]).toEqual([
      { column: 'email', message: 'The email max@acme.test belongs to employee A-002 in the HR records.' },
    ]);
    expect(reasons[13]).toEqual([
      { column: 'managerEmployeeId', message: 'An employee cannot be their own manager.' },
    ]);

    const refused = await s.api('ada', 'POST', `/identity/staffImports/${id}/execute`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '12 rows are invalid. Correct the file and import it again, or choose to skip the invalid rows.',
    );
    const put = await s.api('ada', 'PUT', `/identity/staffImports/${id}`, { skipInvalidRows: true });
    expect(put.json().options).toEqual({ createMembers: true, skipInvalidRows: true });
    const { status, flow } = await s.execute('ada', '/identity/staffImports', id);
    expect(status).toBe(202);
    expect(flow).toMatchObject({
      status: 'executed',
      result: { created: 1, skipped: 12, membersCreated: 1 },
    });
    expect(await recordOf('C-12')).toMatchObject({
      birthday: '12-31',
      start_date: '2023-01-15',
      manager_employee_id: 'C-1',
    });
    expect(await recordOf('C-2')).toBeUndefined();
    // C-1's row had a bad date: it was skipped, so lu's manager is not set.
    expect((await memberOf('lu@acme.test'))?.manager_id).toBeNull();
  });

  it('numbers rows by the line they start on, past quoted cells that span lines and blank lines', async () => {
    const csv = `${header}\nI-1,Al,Bo,al@acme.test,,"Head of\nThings",,\n\nI-2,Cy,Do,bad,,,,\n`;
    const init = await s.upload('ada', csv);
    const rows = await rowsOf(init.json().id);
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'new'],
      [5, 'invalid'],
    ]);
  });
});

describe('staff import: execute', () => {
  const csv = [
    header,
    'D-1,Olu,Ade,olu@acme.test,,Head of Sales,Sales,Lisbon',
    'D-2,Pia,Berg,pia@acme.test,D-1,Account Executive,Sales,Lisbon',
    'A-004,Sam,Okafor,SAM@acme.test,D-1,Product Designer,Sales,Lisbon',
  ].join('\n');

  it('applies the rows, makes and links members, copies profiles and managers, audits, ticks the guide', async () => {
    await s.sql(
      sql`update onboarding_checklist_items set completed = false where item_alias = 'importUsers'`,
    );
    const flow = await s.importCsv(csv);
    expect(flow.status).toBe('executed');
    expect(flow.executedAt).not.toBeNull();
    expect(flow.result).toEqual({
      created: 2,
      updated: 1,
      unchanged: 0,
      skipped: 0,
      membersCreated: 2,
      membersLinked: 0,
      notInvited: 2,
    });
    const olu = await memberOf('olu@acme.test');
    const pia = await memberOf('pia@acme.test');
    const sam = await memberOf('sam@acme.test');
    expect(olu).toMatchObject({ invitation_status: 'notInvited', role: 'employee', has_reports: true });
    expect(olu?.public_staff_profile).toEqual({
      jobTitle: 'Head of Sales',
      department: 'Sales',
      location: 'Lisbon',
    });
    expect(pia?.manager_id).toBe(olu?.id);
    expect(sam?.manager_id).toBe(olu?.id);
    expect(sam?.public_staff_profile).toMatchObject({ jobTitle: 'Product Designer', department: 'Sales' });
    expect((await recordOf('D-2'))?.member_id).toBe(pia?.id);
    // hasReports through the API follows the import.
    const me = await s.api('ada', 'GET', `/identity/tenantMembers/${olu?.id}`);
    expect(me.json().hasReports).toBe(true);
    const [audit] = await s.sql<{ action: string; after: Record<string, unknown> }>(
      sql`select action, after from audit_log where target_id = ${flow.id}`,
    );
    expect(audit).toMatchObject({
      action: 'staffImport.execute',
      after: { created: 2, updated: 1, membersCreated: 2 },
    });
    const [item] = await s.sql<{ completed: boolean }>(
      sql`select completed from onboarding_checklist_items where item_alias = 'importUsers'`,
    );
    expect(item?.completed).toBe(true);
  });

  it('changes nothing on a second import of the same file: every row is unchanged', async () => {
    const before = await s.sql(sql`select * from staff_records order by id`);
    const members = await s.sql(sql`select * from tenant_members order by id`);
    const init = await s.upload('ada', csv);
    expect(init.json().counts).toEqual({ new: 0, changed: 0, unchanged: 3, invalid: 0 });
    const { flow } = await s.execute('ada', '/identity/staffImports', init.json().id);
    expect(flow.result).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      membersCreated: 0,
      membersLinked: 0,
    });
    expect(await s.sql(sql`select * from staff_records order by id`)).toEqual(before);
    expect(await s.sql(sql`select * from tenant_members order by id`)).toEqual(members);
  });

  it('writes nothing when execute fails part-way, and says why', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => `E-${i + 1},N${i},M${i},e${i + 1}@acme.test,,,,`);
    const init = await s.upload('ada', [header, ...rows].join('\n'));
    expect(init.json().counts.new).toBe(5);
    // Between preview and execute another record takes row 4's email: its insert fails mid-way.
    await s.sql(
      sql`insert into staff_records (tenant_id, employee_id, first_name, last_name, email) values (${s.tenantIds.acme}, 'Z-1', 'Z', 'Z', 'e4@acme.test')`,
    );
    const auditsBefore = await s.sql(sql`select id from audit_log`);
    const { status, flow } = await s.execute('ada', '/identity/staffImports', init.json().id);
    expect(status).toBe(202);
    expect(flow).toMatchObject({ status: 'failed', result: null, progress: null });
    expect(flow.error).toMatch(/now belongs to another HR record.*Nothing was changed\.$/);
    expect(await recordOf('E-1')).toBeUndefined();
    expect(await memberOf('e1@acme.test')).toBeUndefined();
    expect(await s.sql(sql`select id from audit_log`)).toHaveLength(auditsBefore.length);
    // A failed import can be changed and tried again once the cause is gone.
    await s.sql(sql`delete from staff_records where employee_id = 'Z-1'`);
    const again = await s.execute('ada', '/identity/staffImports', init.json().id);
    expect(again.flow).toMatchObject({ status: 'executed', result: { created: 5 } });
  });

  it('refuses to update or execute an executed import (409), and without createMembers only links', async () => {
    const init = await s.upload(
      'ada',
      `${header}\nF-1,Quin,Ito,quin@acme.test,,,,\nF-2,Uma,Rao,UMA@kudos.test,,,,\n`,
    );
    const id = init.json().id;
    expect(
      (await s.api('ada', 'PUT', `/identity/staffImports/${id}`, { createMembers: false })).statusCode,
    ).toBe(200);
    const { flow } = await s.execute('ada', '/identity/staffImports', id);
    expect(flow.result).toMatchObject({ created: 2, membersCreated: 0, membersLinked: 1 });
    expect(await memberOf('quin@acme.test')).toBeUndefined();
    expect((await recordOf('F-2'))?.member_id).toBe(s.ids.uma);
    const put = await s.api('ada', 'PUT', `/identity/staffImports/${id}`, { createMembers: true });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toMatch(/carried out already/);
    expect((await s.api('ada', 'POST', `/identity/staffImports/${id}/execute`)).statusCode).toBe(409);
  });
});

describe('staff import: tenant isolation', () => {
  it("answers 404 for another tenant's import on every step, and unknown ids", async () => {
    const init = await s.upload('ada', `${header}\nG-1,Ra,Su,ra@acme.test,,,,\n`);
    const id = init.json().id;
    for (const [method, url] of [
      ['GET', `/identity/staffImports/${id}`],
      ['GET', `/identity/staffImports/${id}/rows`],
      ['PUT', `/identity/staffImports/${id}`],
      ['POST', `/identity/staffImports/${id}/execute`],
    ] as const) {
      const response = await s.api(
        'umaGlobex',
        method,
        url,
        method === 'PUT' ? { createMembers: false } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const unknown = await s.api('ada', 'GET', '/identity/staffImports/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('NotFoundError');
    // A batch invite id is not an import.
    expect((await s.api('ada', 'GET', `/identity/batchInvites/${id}`)).statusCode).toBe(404);
    expect((await s.api('ada', 'GET', `/identity/staffImports/${id}`)).json().status).toBe('preview');
  });
});
