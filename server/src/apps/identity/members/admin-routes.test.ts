import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { mailOutbox, tenants, users } from '../../../db/schema.ts';
import { type MembersApp, startMembersApp } from './test-fixtures.ts';

let r: MembersApp;
let acmeId: string;
beforeAll(async () => {
  r = await startMembersApp();
  const [acme] = await r.t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  acmeId = acme?.id ?? '';
});
afterAll(() => r.t.close());

type AuditRow = {
  action: string;
  actor_member_id: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const auditRows = (action: string) =>
  inTenant(r.t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<AuditRow>(
      await tx.execute(
        sql`select action, actor_member_id, target_id, before, after from audit_log where action = ${action} order by created_at`,
      ),
    ),
  );

const lastMailTo = async (to: string) => {
  const [mail] = await r.t.services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  return mail;
};
const invitationToken = async (to: string) => {
  const text = (await lastMailTo(to))?.text ?? '';
  const link = new URL(/(http\S+accept-invitation\S+)/.exec(text)?.[1] ?? 'http://none');
  return { link, token: link.searchParams.get('token') ?? '' };
};
const accept = (token: string, password: string, host: 'acme' | 'globex' = 'acme') =>
  r.t.request({
    method: 'POST',
    url: '/api/identity/invitations/accept',
    host,
    payload: { token, password },
  });

const me = (token: string, host: 'acme' | 'globex' = 'acme') =>
  r.t.request({ method: 'GET', url: '/api/identity/tenantMembers/me', token, host });
/** What a session ended by a suspension answers, whether or not the member is let in again since. */
const expectSessionEnded = async (token: string) => {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    name: 'UnauthorizedError',
    message: 'The access token has expired or was revoked',
  });
};

describe('POST /identity/tenantMembers: adding a person', () => {
  it('adds a new person as notInvited, audited, and refuses the same e-mail twice with a sentence', async () => {
    const created = await r.call('ada', 'POST', '', {
      email: 'Nora@Acme.test',
      firstName: 'Nora',
      lastName: 'Quinn',
      role: 'employee',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'nora@acme.test',
      invitationStatus: 'notInvited',
      suspended: false,
      role: 'employee',
    });
    const [row] = (await auditRows('member.create')).filter((a) => a.target_id === created.json().id);
    expect(row).toMatchObject({
      actor_member_id: r.ids.ada,
      before: null,
      after: { email: 'nora@acme.test', role: 'employee', invitationStatus: 'notInvited' },
    });
    expect(await lastMailTo('nora@acme.test')).toBeUndefined();

    const again = await r.call('ada', 'POST', '', { email: 'nora@acme.test', firstName: 'N', lastName: 'Q' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('nora@acme.test is already a member of this organization.');
  });

  it('links a person who already has an account in another organization instead of creating a second one', async () => {
    const [gus] = await r.t.services.db.select().from(users).where(eq(users.email, 'gus@globex.test'));
    const created = await r.call('ada', 'POST', '', {
      email: 'gus@globex.test',
      firstName: 'Gus',
      lastName: 'Globex',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().userId).toBe(gus?.id);
    const accounts = await r.t.services.db.select().from(users).where(eq(users.email, 'gus@globex.test'));
    expect(accounts).toHaveLength(1);
    // Gus still signs in with the password he had.
    await expect(r.t.login('gus@globex.test', 'acme')).resolves.toBeTruthy();
  });

  it('refuses an employee, and an unknown role or manager from another organization', async () => {
    const payload = { email: 'x@acme.test', firstName: 'X', lastName: 'Y' };
    expect((await r.call('eve', 'POST', '', payload)).statusCode).toBe(403);
    const badRole = await r.call('ada', 'POST', '', { ...payload, role: 'superuser' });
    expect(badRole.statusCode).toBe(400);
    const foreignManager = await r.call('ada', 'POST', '', { ...payload, managerId: r.ids.gus });
    expect(foreignManager.statusCode).toBe(400);
    expect(foreignManager.json().details[0]).toMatchObject({ path: 'managerId' });
  });
});

describe('invitations', () => {
  it('invites at creation; the mailed link sets the password, marks joined and signs in, once', async () => {
    const created = await r.call('ada', 'POST', '', {
      email: 'olga@acme.test',
      firstName: 'Olga',
      lastName: 'Petrova',
      role: 'employee',
      managerId: r.ids.max,
      invite: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ invitationStatus: 'invited', managerId: r.ids.max });
    const mail = await lastMailTo('olga@acme.test');
    expect(mail?.subject).toBe('Welcome to Acme on Kudos');
    expect(mail?.text).toContain('Hi Olga,');
    const { link, token } = await invitationToken('olga@acme.test');
    expect(link.host).toMatch(/^acme\.localhost(:\d+)?$/);
    expect(link.pathname).toBe('/accept-invitation');

    expect((await accept(token, 'short')).statusCode).toBe(400);
    // The link belongs to Acme: on Globex's host it is refused and stays usable.
    expect((await accept(token, 'a long new password', 'globex')).statusCode).toBe(400);

    const accepted = await accept(token, 'olga chose this password');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ type: 'accessToken', tenantId: acmeId });
    const session = await me(accepted.json().token);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ email: 'olga@acme.test', invitationStatus: 'joined' });
    await expect(r.t.login('olga@acme.test', 'acme', 'olga chose this password')).resolves.toBeTruthy();

    const reused = await accept(token, 'another password here');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      name: 'ValidationError',
      message: 'This invitation link has expired or was already used. Ask your admin to send a new one.',
      details: [{ path: 'token' }],
    });
    const [joined] = (await auditRows('member.acceptInvitation')).filter(
      (a) => a.target_id === created.json().id,
    );
    expect(joined).toMatchObject({
      actor_member_id: created.json().id,
      before: { invitationStatus: 'invited' },
      after: { invitationStatus: 'joined' },
    });
  });

  it("holds the organization's password policy for the first password too", async () => {
    const created = await r.call('ada', 'POST', '', {
      email: 'tove@acme.test',
      firstName: 'Tove',
      lastName: 'Moss',
      role: 'employee',
      invite: true,
    });
    expect(created.statusCode).toBe(201);
    const { token } = await invitationToken('tove@acme.test');
    const policy = (requireDigit: boolean) =>
      r.t.request({
        method: 'PUT',
        url: '/api/identity/passwordPolicy',
        host: 'acme',
        token: r.tokens.ada,
        payload: {
          minLength: 10,
          requireUppercase: false,
          requireLowercase: false,
          requireDigit,
          requireSymbol: false,
          reuseLimit: 0,
          maxAgeDays: null,
        },
      });
    expect((await policy(true)).statusCode).toBe(200);
    try {
      const weak = await accept(token, 'tove chose this password');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().details[0]).toMatchObject({ path: 'password', message: 'Include a digit.' });
      expect((await accept(token, 'tove chose password 2')).statusCode).toBe(200);
    } finally {
      expect((await policy(false)).statusCode).toBe(200);
    }
  });

  it('refuses an unknown token and an expired link', async () => {
    expect((await accept('not-a-token', 'a long new password')).statusCode).toBe(400);
    const created = await r.call('ada', 'POST', '', {
      email: 'pia@acme.test',
      firstName: 'Pia',
      lastName: 'Lund',
      invite: true,
    });
    const { token } = await invitationToken('pia@acme.test');
    await r.t.services.db.execute(
      sql`update one_time_secrets set expires_at = now() - interval '1 minute' where user_id = ${created.json().userId}`,
    );
    const expired = await accept(token, 'a long new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired or was already used/);
  });

  it('welcomes a member singly and in batch (employees may not), and refuses a suspended one', async () => {
    const created = await r.call('ada', 'POST', '', {
      email: 'quin@acme.test',
      firstName: 'Quin',
      lastName: 'Ray',
    });
    const id = created.json().id;
    expect((await r.call('eve', 'POST', `/${id}/welcome`)).statusCode).toBe(403);
    const welcomed = await r.call('ada', 'POST', `/${id}/welcome`);
    expect(welcomed.statusCode).toBe(200);
    expect(welcomed.json().invitationStatus).toBe('invited');
    expect((await auditRows('member.welcome')).some((a) => a.target_id === id)).toBe(true);

    const batch = await r.call('ada', 'POST', '/batchWelcome', { memberIds: [id] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toEqual({ count: 1 });

    expect((await r.call('ada', 'POST', `/${id}/suspend`)).statusCode).toBe(200);
    const refused = await r.call('ada', 'POST', '/batchWelcome', { memberIds: [r.ids.eve, id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: 'memberIds.1',
        message: 'Quin Ray is suspended and cannot be invited.',
      }),
    ]);
  });
});

describe('the setup guide\'s "Send welcome email" item', () => {
  const item = async (who: 'ada' | 'umaGlobex') =>
    (
      (
        await r.t.request({
          method: 'GET',
          url: '/api/onboarding/checklistItems?itemAliasIn=sendWelcomeEmail',
          host: who === 'ada' ? 'acme' : 'globex',
          token: r.tokens[who],
        })
      ).json().results as { completed: boolean }[]
    )[0]?.completed;
  const untick = (who: 'ada' | 'umaGlobex') =>
    r.t.request({
      method: 'PUT',
      url: '/api/onboarding/checklistItems',
      host: who === 'ada' ? 'acme' : 'globex',
      token: r.tokens[who],
      payload: { itemAlias: 'sendWelcomeEmail', completed: false },
    });

  it('ticks when an admin welcomes one member, a batch, or adds one with invite; not otherwise', async () => {
    // Earlier tests welcomed members already: the admins untick it first.
    expect((await untick('ada')).statusCode).toBe(200);
    expect((await untick('umaGlobex')).statusCode).toBe(200);
    const created = await r.call('ada', 'POST', '', {
      email: 'wes@acme.test',
      firstName: 'Wes',
      lastName: 'Ode',
    });
    expect(created.statusCode).toBe(201);
    // Adding without inviting mails nobody; a refused welcome (an employee) ticks nothing either.
    expect(await item('ada')).toBe(false);
    expect((await r.call('eve', 'POST', `/${created.json().id}/welcome`)).statusCode).toBe(403);
    expect(await item('ada')).toBe(false);

    expect((await r.call('ada', 'POST', `/${created.json().id}/welcome`)).statusCode).toBe(200);
    expect(await item('ada')).toBe(true);
    // Only the tenant that sent: Globex's guide is untouched.
    expect(await item('umaGlobex')).toBe(false);

    await untick('ada');
    expect((await r.call('ada', 'POST', '/batchWelcome', { memberIds: [created.json().id] })).json()).toEqual(
      { count: 1 },
    );
    expect(await item('ada')).toBe(true);

    await untick('ada');
    const invited = await r.call('ada', 'POST', '', {
      email: 'xan@acme.test',
      firstName: 'Xan',
      lastName: 'Ode',
      invite: true,
    });
    expect(invited.json().invitationStatus).toBe('invited');
    expect(await item('ada')).toBe(true);
  });

  it('stays as it was when the batch is refused', async () => {
    await untick('ada');
    const id = (
      await r.call('ada', 'POST', '', { email: 'yul@acme.test', firstName: 'Yul', lastName: 'Ode' })
    ).json().id;
    expect((await r.call('ada', 'POST', `/${id}/suspend`)).statusCode).toBe(200);
    const refused = await r.call('ada', 'POST', '/batchWelcome', { memberIds: [r.ids.eve, id] });
    expect(refused.statusCode).toBe(400);
    expect(await item('ada')).toBe(false);
  });
});

describe('roles, suspension and the last admin', () => {
  it('changes a role with an audit row, and refuses to leave the organization without an admin', async () => {
    const promoted = await r.call('ada', 'POST', `/${r.ids.max}/role`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');
    const [row] = (await auditRows('member.changeRole')).filter((a) => a.target_id === r.ids.max);
    expect(row).toMatchObject({ before: { role: 'employee' }, after: { role: 'admin' } });
    expect((await r.call('eve', 'POST', `/${r.ids.sam}/role`, { role: 'admin' })).statusCode).toBe(403);

    expect((await r.call('ada', 'POST', `/${r.ids.max}/role`, { role: 'employee' })).statusCode).toBe(200);
    const lastAdmin = await r.call('ada', 'POST', '/me/role', { role: 'employee' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().message).toBe('The organization needs at least one active admin');
  });

  it('refuses suspending yourself, singly and in a batch, and the batch changes nothing', async () => {
    const self = await r.call('ada', 'POST', '/me/suspend');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend yourself. Ask another admin if this is needed.');

    const batch = await r.call('ada', 'POST', '/batchSuspend', {
      memberIds: [r.ids.eve, r.ids.ada, r.ids.gus],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toMatchObject({
      name: 'ValidationError',
      message: '2 of the selected entries were refused; nothing was changed.',
      details: [
        { path: 'memberIds.1', message: 'You cannot suspend yourself. Ask another admin if this is needed.' },
        { path: 'memberIds.2', message: 'This person is not a member of this organization.' },
      ],
    });
    expect((await r.call('ada', 'GET', `/${r.ids.eve}`)).json().suspended).toBe(false);
    expect((await me(r.tokens.eve)).statusCode).toBe(200);
  });

  it("ends a suspended member's sessions at once and for good: unsuspended, they sign in afresh", async () => {
    expect((await me(r.tokens.sam)).statusCode).toBe(200);
    expect((await r.call('eve', 'POST', `/${r.ids.sam}/suspend`)).statusCode).toBe(403);
    const second = await r.t.login('sam@acme.test', 'acme');
    const suspended = await r.call('ada', 'POST', `/${r.ids.sam}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspended).toBe(true);
    await expectSessionEnded(r.tokens.sam);
    await expectSessionEnded(second);
    const [row] = (await auditRows('member.suspend')).filter((a) => a.target_id === r.ids.sam);
    expect(row).toMatchObject({
      actor_member_id: r.ids.ada,
      before: { suspended: false },
      after: { suspended: true },
    });

    const back = await r.call('ada', 'POST', `/${r.ids.sam}/unsuspend`);
    expect(back.statusCode).toBe(200);
    expect(back.json().suspended).toBe(false);
    await expectSessionEnded(r.tokens.sam);
    await expectSessionEnded(second);
    r.tokens.sam = await r.t.login('sam@acme.test', 'acme');
    expect((await me(r.tokens.sam)).statusCode).toBe(200);
    expect((await auditRows('member.unsuspend')).some((a) => a.target_id === r.ids.sam)).toBe(true);
  });

  it("ends only this organization's sessions: the account's other memberships and user session stay", async () => {
    const central = await r.t.login('uma@kudos.test', 'central');
    expect((await r.call('ada', 'POST', `/${r.ids.uma}/suspend`)).statusCode).toBe(200);
    try {
      await expectSessionEnded(r.tokens.uma);
      expect((await me(r.tokens.umaGlobex, 'globex')).statusCode).toBe(200);
      const info = await r.t.request({
        method: 'GET',
        url: '/api/identity/accessToken/info',
        token: central,
        host: 'central',
      });
      expect(info.json()).toMatchObject({ tenantId: null });
      // The user session cannot hand itself into the organization that suspended them.
      const handoff = await r.t.request({
        method: 'POST',
        url: `/api/identity/tenants/${acmeId}/login`,
        token: central,
        host: 'central',
      });
      expect(handoff.statusCode).toBe(404);
    } finally {
      expect((await r.call('ada', 'POST', `/${r.ids.uma}/unsuspend`)).statusCode).toBe(200);
    }
    await expectSessionEnded(r.tokens.uma);
    r.tokens.uma = await r.t.login('uma@kudos.test', 'acme');
    expect((await me(r.tokens.uma)).statusCode).toBe(200);
  });

  it('suspends and unsuspends in batch, all at once, with one audit row each', async () => {
    const suspended = await r.call('ada', 'POST', '/batchSuspend', { memberIds: [r.ids.eve, r.ids.sam] });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ count: 2 });
    await expectSessionEnded(r.tokens.eve);
    await expectSessionEnded(r.tokens.sam);
    const summary = (await r.call('ada', 'GET', '/summary')).json();
    expect(summary.suspended).toBeGreaterThanOrEqual(2);

    const back = await r.call('ada', 'POST', '/batchUnsuspend', {
      memberIds: [r.ids.eve, r.ids.sam, r.ids.max],
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ count: 2 });
    await expectSessionEnded(r.tokens.eve);
    await expectSessionEnded(r.tokens.sam);
    r.tokens.eve = await r.t.login('eve@acme.test', 'acme');
    r.tokens.sam = await r.t.login('sam@acme.test', 'acme');
    expect((await me(r.tokens.eve)).statusCode).toBe(200);
    const [suspendRow] = await auditRows('member.batchSuspend');
    expect(suspendRow).toMatchObject({
      actor_member_id: r.ids.ada,
      before: { memberIds: [r.ids.eve, r.ids.sam] },
    });
    const [unsuspendRow] = await auditRows('member.batchUnsuspend');
    expect(unsuspendRow?.after).toEqual({ changedMemberIds: expect.arrayContaining([r.ids.eve, r.ids.sam]) });
    expect((await r.call('ada', 'POST', '/batchSuspend', { memberIds: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, () => r.ids.eve);
    expect((await r.call('ada', 'POST', '/batchSuspend', { memberIds: tooMany })).statusCode).toBe(400);
  });
});

describe('batchAddToTeams', () => {
  it('adds every member to every team once, and refuses an unknown team without adding anyone', async () => {
    const teams = await r.t.request({ method: 'GET', url: '/api/identity/teams', token: r.tokens.ada });
    const people = teams.json().results.find((team: { name: string }) => team.name === 'People Operations');
    expect(people).toBeTruthy();
    const unknownTeam = '00000000-0000-4000-8000-000000000000';
    const refused = await r.call('ada', 'POST', '/batchAddToTeams', {
      memberIds: [r.ids.eve],
      teamIds: [people.id, unknownTeam],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: 'teamIds.1',
        message: 'This team does not exist in this organization.',
      }),
    ]);
    const before = people.activeMemberCount as number;

    const added = await r.call('ada', 'POST', '/batchAddToTeams', {
      memberIds: [r.ids.eve, r.ids.sam, r.ids.eve],
      teamIds: [people.id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ count: 2 });
    const again = await r.call('ada', 'POST', '/batchAddToTeams', {
      memberIds: [r.ids.eve],
      teamIds: [people.id],
    });
    expect(again.json()).toEqual({ count: 0 });
    const team = await r.t.request({
      method: 'GET',
      url: `/api/identity/teams/${people.id}`,
      token: r.tokens.ada,
    });
    expect(team.json().activeMemberCount).toBe(before + 2);
    const [row] = await auditRows('member.batchAddToTeams');
    expect(row?.after).toEqual({
      added: expect.arrayContaining([
        { teamId: people.id, memberId: r.ids.eve },
        { teamId: people.id, memberId: r.ids.sam },
      ]),
    });
    expect(
      (await r.call('eve', 'POST', '/batchAddToTeams', { memberIds: [r.ids.eve], teamIds: [people.id] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('a Globex admin cannot suspend, promote, welcome or batch an Acme member', async () => {
    expect((await r.call('umaGlobex', 'POST', `/${r.ids.eve}/suspend`)).statusCode).toBe(404);
    expect((await r.call('umaGlobex', 'POST', `/${r.ids.eve}/role`, { role: 'admin' })).statusCode).toBe(404);
    expect((await r.call('umaGlobex', 'POST', `/${r.ids.eve}/welcome`)).statusCode).toBe(404);
    const batch = await r.call('umaGlobex', 'POST', '/batchSuspend', { memberIds: [r.ids.eve] });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().details[0]).toMatchObject({
      path: 'memberIds.0',
      message: 'This person is not a member of this organization.',
    });
    const eve = (await r.call('ada', 'GET', `/${r.ids.eve}`)).json();
    expect(eve).toMatchObject({ suspended: false, role: 'employee' });
    expect((await me(r.tokens.eve)).statusCode).toBe(200);
  });
});
