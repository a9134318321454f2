import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchInvite, BatchInviteMember } from '#shared/contract/staffing';
import { mailOutbox } from '../../../db/schema.ts';
import { header, type StaffingApp, startStaffingApp } from '../../../test/fixtures/staffing.ts';

let s: StaffingApp;
beforeAll(async () => {
  s = await startStaffingApp();
});
afterAll(() => s.t.close());

const mailsTo = (to: string) =>
  s.t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const path = '/identity/batchInvites';

describe('batch invite', () => {
  let importId: string;
  let inviteId: string;

  it('starts from the members an import made, and previews who would be mailed', async () => {
    const flow = await s.importCsv(
      [
        header,
        'H-1,Ines,Gil,ines@acme.test,,,,',
        'H-2,Joao,Reis,joao@acme.test,,,,',
        'A-003,Eve,Curie,eve@acme.test,A-002,,,',
      ].join('\n'),
    );
    expect(flow.result?.notInvited).toBe(2);
    importId = flow.id;
    const init = await s.api('ada', 'POST', path, { importId });
    expect(init.statusCode, init.body).toBe(201);
    const invite = init.json() as BatchInvite;
    inviteId = invite.id;
    expect(invite).toMatchObject({
      status: 'preview',
      options: { excludeMemberIds: [], includeInvited: false },
      counts: { recipients: 2, alreadyInvited: 0, joined: 0, suspended: 0, excluded: 0 },
      result: null,
    });
    const members = (await s.api('ada', 'GET', `${path}/${inviteId}/members`)).json()
      .results as BatchInviteMember[];
    expect(members.map((m) => [m.email, m.invitationStatus, m.willBeInvited])).toEqual([
      ['ines@acme.test', 'notInvited', true],
      ['joao@acme.test', 'notInvited', true],
    ]);
  });

  it('leaves off excluded members, mails the rest for real, marks them invited, audits; then 409', async () => {
    const joao = (await s.api('ada', 'GET', `${path}/${inviteId}/members`)).json()
      .results[1] as BatchInviteMember;
    const put = await s.api('ada', 'PUT', `${path}/${inviteId}`, { excludeMemberIds: [joao.id] });
    expect(put.json().counts).toMatchObject({ recipients: 1, excluded: 1 });
    const { status, flow } = await s.execute('ada', path, inviteId);
    expect(status).toBe(202);
    expect(flow).toMatchObject({ status: 'executed', result: { sent: 1 } });
    const [mail] = await mailsTo('ines@acme.test');
    expect(mail?.subject).toBe('Welcome to Acme on Kudos');
    expect(mail?.text).toMatch(/accept-invitation\?token=/);
    expect(await mailsTo('joao@acme.test')).toHaveLength(0);
    const [ines] = await s.sql<{ invitation_status: string }>(
      sql`select invitation_status from tenant_members where email = 'ines@acme.test'`,
    );
    expect(ines?.invitation_status).toBe('invited');
    const [audit] = await s.sql<{ after: unknown }>(
      sql`select after from audit_log where target_id = ${inviteId}`,
    );
    expect(audit?.after).toEqual({ sent: 1 });
    expect((await s.api('ada', 'POST', `${path}/${inviteId}/execute`)).statusCode).toBe(409);
    expect((await s.api('ada', 'PUT', `${path}/${inviteId}`, { includeInvited: true })).statusCode).toBe(409);
  });

  it('starts from member ids; never mails who joined; reminds the invited only when asked', async () => {
    const ines = (
      await s.sql<{ id: string }>(sql`select id from tenant_members where email = 'ines@acme.test'`)
    )[0]?.id;
    const init = await s.api('ada', 'POST', path, { memberIds: [s.ids.eve, ines] });
    const id = init.json().id;
    expect(init.json().counts).toMatchObject({ recipients: 0, joined: 1, alreadyInvited: 1 });
    const refused = await s.api('ada', 'POST', `${path}/${id}/execute`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nobody on this list would be invited with these options.');
    await s.api('ada', 'PUT', `${path}/${id}`, { includeInvited: true });
    const { flow } = await s.execute('ada', path, id);
    expect(flow.result).toEqual({ sent: 1 });
    expect(await mailsTo('ines@acme.test')).toHaveLength(2);
    expect(await mailsTo('eve@acme.test')).toHaveLength(0);
  });

  it('refuses unknown members, needs the welcome permission, and hides other tenants', async () => {
    const unknown = await s.api('ada', 'POST', path, { memberIds: [s.ids.gus] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ path: 'memberIds.0' });
    expect((await s.api('eve', 'POST', path, { memberIds: [s.ids.sam] })).statusCode).toBe(403);
    expect((await s.api('umaGlobex', 'GET', `${path}/${inviteId}`)).statusCode).toBe(404);
    expect((await s.api('umaGlobex', 'GET', `${path}/${inviteId}/members`)).statusCode).toBe(404);
    expect((await s.api('umaGlobex', 'POST', path, { importId })).statusCode).toBe(404);
  });
});
