import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type AnnouncementApp, startAnnouncementApp } from '../../test/fixtures/announcement.ts';

let a: AnnouncementApp;
beforeAll(async () => {
  a = await startAnnouncementApp();
});
afterAll(async () => {
  await a.t.close();
});

const hook =
  'https://prod-01.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?sig=secret';

describe('the channel connection', () => {
  it('connects by an https address and shows its host, never its secret path', async () => {
    expect((await a.api('ada', 'GET', '/ms-teams/connection')).json()).toEqual({ connection: null });
    const put = await a.api('ada', 'PUT', '/ms-teams/connection', { webhookUrl: ` ${hook} ` });
    expect(put.statusCode).toBe(200);
    expect(put.json().connection).toMatchObject({
      webhookHost: 'prod-01.westeurope.logic.azure.com',
      status: 'active',
      lastError: null,
      pendingPosts: 0,
    });
    expect(put.body).not.toContain('secret');
    const [row] = await inTenant(a.t.services.db, { tenantId: a.tenantIds.acme, userId: null }, async (tx) =>
      rowsOf<{ action: string }>(
        await tx.execute(
          sql`select action from audit_log where action like 'msTeams.%' order by created_at desc limit 1`,
        ),
      ),
    );
    expect(row?.action).toBe('msTeams.connect');
  });

  it('refuses an address that is not https, with a clear error, and keeps the old one', async () => {
    for (const webhookUrl of [
      'http://prod-01.westeurope.logic.azure.com/workflows/abc',
      'ftp://example.com/hook',
      'javascript:alert(1)',
      'not an address',
      'https://user:pass@example.com/hook',
    ]) {
      const response = await a.api('ada', 'PUT', '/ms-teams/connection', { webhookUrl });
      expect(response.statusCode, webhookUrl).toBe(400);
      expect(response.json()).toMatchObject({
        name: 'ValidationError',
        details: [{ path: 'webhookUrl', message: 'Enter an address that starts with https://' }],
      });
    }
    const empty = await a.api('ada', 'PUT', '/ms-teams/connection', { webhookUrl: '  ' });
    expect(empty.json().details[0].message).toBe('Enter the webhook address');
    expect((await a.api('ada', 'GET', '/ms-teams/connection')).json().connection.webhookHost).toBe(
      'prod-01.westeurope.logic.azure.com',
    );
  });

  it('is the admin’s: a member can neither read nor change it', async () => {
    expect((await a.api('eve', 'GET', '/ms-teams/connection')).statusCode).toBe(403);
    expect((await a.api('eve', 'PUT', '/ms-teams/connection', { webhookUrl: hook })).statusCode).toBe(403);
    expect((await a.api('eve', 'DELETE', '/ms-teams/connection')).statusCode).toBe(403);
    expect((await a.api('eve', 'POST', '/ms-teams/connection/resume')).statusCode).toBe(403);
  });

  it('keeps tenants apart: Globex’s admin sees none and changes only Globex’s', async () => {
    expect((await a.api('umaGlobex', 'GET', '/ms-teams/connection')).json()).toEqual({ connection: null });
    expect((await a.api('umaGlobex', 'DELETE', '/ms-teams/connection')).statusCode).toBe(404);
    expect((await a.api('umaGlobex', 'POST', '/ms-teams/connection/resume')).statusCode).toBe(404);
    const globexHook = 'https://globex.example/hook';
    expect(
      (await a.api('umaGlobex', 'PUT', '/ms-teams/connection', { webhookUrl: globexHook })).statusCode,
    ).toBe(200);
    expect((await a.api('ada', 'GET', '/ms-teams/connection')).json().connection.webhookHost).toBe(
      'prod-01.westeurope.logic.azure.com',
    );
    // Acme's token is refused on Globex's host outright.
    const crossHost = await a.t.request({
      method: 'GET',
      url: '/api/ms-teams/connection',
      host: 'globex',
      token: a.tokens.ada,
    });
    expect(crossHost.statusCode).toBe(401);
    expect((await a.api('umaGlobex', 'DELETE', '/ms-teams/connection')).statusCode).toBe(200);
    expect((await a.api('ada', 'GET', '/ms-teams/connection')).json().connection).not.toBeNull();
  });

  it('disconnects', async () => {
    expect((await a.api('ada', 'DELETE', '/ms-teams/connection')).statusCode).toBe(200);
    expect((await a.api('ada', 'GET', '/ms-teams/connection')).json()).toEqual({ connection: null });
    expect((await a.api('ada', 'DELETE', '/ms-teams/connection')).statusCode).toBe(404);
  });
});

describe('linking a Teams account by a one-time code', () => {
  const redeem = (host: 'acme' | 'globex', code: string, teamsUserId = 'oid-eve') =>
    a.t.request({
      method: 'POST',
      url: '/api/ms-teams/link/redeem',
      host,
      payload: { code, teamsUserId, userPrincipalName: 'eve@acme.onmicrosoft.com' },
    });

  it('links the member whose code the Teams tab sends, once', async () => {
    expect((await a.api('eve', 'GET', '/ms-teams/link')).json()).toEqual({
      linked: false,
      userPrincipalName: null,
      linkedAt: null,
    });
    const issued = (await a.api('eve', 'POST', '/ms-teams/link/code')).json();
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    // Stored only as a hash.
    const stored = await inTenant(a.t.services.db, { tenantId: a.tenantIds.acme, userId: null }, async (tx) =>
      rowsOf<{ code_hash: string }>(await tx.execute(sql`select code_hash from ms_teams_link_codes`)),
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(issued.code);

    // Another tenant's host does not know the code.
    expect((await redeem('globex', issued.code)).statusCode).toBe(400);
    // Typed in lower case with a space instead of the dash, as people do.
    const linked = await redeem('acme', issued.code.toLowerCase().replace('-', ' '));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ memberName: 'Eve Curie' });
    expect((await a.api('eve', 'GET', '/ms-teams/link')).json()).toMatchObject({
      linked: true,
      userPrincipalName: 'eve@acme.onmicrosoft.com',
    });
    const again = await redeem('acme', issued.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0]).toMatchObject({
      path: 'code',
      message: 'This code is not valid or has expired. Show a new code on the Teams page in Kudos.',
    });
  });

  it('refuses an expired code and a replaced one', async () => {
    const first = (await a.api('sam', 'POST', '/ms-teams/link/code')).json().code;
    const second = (await a.api('sam', 'POST', '/ms-teams/link/code')).json().code;
    expect((await redeem('acme', first, 'oid-sam')).statusCode).toBe(400);
    a.advance(11 * 60_000);
    expect((await redeem('acme', second, 'oid-sam')).statusCode).toBe(400);
    expect((await a.api('sam', 'GET', '/ms-teams/link')).json().linked).toBe(false);
  });

  it('unlinks', async () => {
    expect((await a.api('eve', 'DELETE', '/ms-teams/link')).statusCode).toBe(200);
    expect((await a.api('eve', 'GET', '/ms-teams/link')).json().linked).toBe(false);
  });
});
