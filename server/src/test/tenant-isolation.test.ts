import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { tenantOwnedTables } from '../db/schema.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let acmeId: string;
let globexId: string;
const tenantIdOf = async (domain: string) =>
  (await t.request({ method: 'GET', url: `/api/identity/tenants/metadata?domain=${domain}` })).json()
    .id as string;

beforeAll(async () => {
  t = await startTestApp();
  acmeId = await tenantIdOf('acme.localhost');
  globexId = await tenantIdOf('globex.localhost');
});
afterAll(() => t.close());

describe('the database enforces tenant isolation', () => {
  it('connects as a role that owns no table', async () => {
    const [role] = rowsOf<{ current_user: string; owns: number }>(
      await t.services.db.execute(
        sql`select current_user, (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owns`,
      ),
    );
    expect(role).toEqual({ current_user: 'kudos_app', owns: 0 });
  });

  it.each(tenantOwnedTables)('%s: with Acme set, no Globex row is visible or writable', async (table) => {
    const visible = await inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
      rowsOf<{ foreign: number }>(
        await tx.execute(
          sql`select count(*)::int as foreign from ${sql.identifier(table)} where tenant_id <> ${acmeId}`,
        ),
      ),
    );
    expect(visible[0]?.foreign).toBe(0);
    const update = inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
      rowsOf(
        await tx.execute(
          sql`update ${sql.identifier(table)} set tenant_id = tenant_id where tenant_id = ${globexId} returning 1`,
        ),
      ),
    );
    // The audit log is append-only: the app role may not update it at all, in any tenant.
    if (table === 'audit_log')
      await expect(update).rejects.toSatisfy((error: Error) =>
        /permission denied/.test(String((error.cause as Error | undefined)?.message)),
      );
    else expect(await update).toHaveLength(0);
  });

  it('has Globex rows to protect (the checks above are not vacuous)', async () => {
    const globexMembers = await inTenant(t.services.db, { tenantId: globexId, userId: null }, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tenant_members`)),
    );
    expect(globexMembers[0]?.n).toBeGreaterThan(0);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
        tx.execute(sql`insert into teams (tenant_id, name) values (${globexId}, 'Intruders')`),
      ),
    ).rejects.toSatisfy((error: Error) =>
      /row-level security/.test(String((error.cause as Error | undefined)?.message)),
    );
  });

  it('shows nothing when no tenant is set', async () => {
    const rows = await inTenant(t.services.db, { tenantId: null, userId: null }, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tenant_members`)),
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('an Acme token never reaches Globex through the API', () => {
  it('cannot read Globex by id or change its setup guide', async () => {
    const ada = await t.login('ada@acme.test');
    expect(
      (await t.request({ method: 'GET', url: `/api/identity/tenants/${globexId}`, token: ada })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/identity/tenants/${globexId}/login`, token: ada }))
        .statusCode,
    ).toBe(404);

    await t.request({
      method: 'PUT',
      url: '/api/onboarding/checklistItems',
      token: ada,
      payload: { itemAlias: 'createTeams', completed: true },
    });
    const uma = await t.login('uma@kudos.test', 'globex');
    const globexGuide = await t.request({
      method: 'GET',
      url: '/api/onboarding/checklistItems',
      token: uma,
      host: 'globex',
    });
    expect(globexGuide.json().results).toContainEqual({ itemAlias: 'createTeams', completed: false });
  });

  it('is refused on Globex’s host and on the central host (server/src/test/host-binding.test.ts)', async () => {
    const ada = await t.login('ada@acme.test');
    for (const host of ['globex', 'central'] as const) {
      const info = await t.request({
        method: 'GET',
        url: '/api/identity/accessToken/info',
        token: ada,
        host,
      });
      expect(info.statusCode).toBe(401);
    }
    const own = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token: ada });
    expect(own.json().tenantId).toBe(acmeId);
  });
});

describe('recognition routes answer 404 for another tenant’s objects', () => {
  it('reads, changes and interacts with nothing of Acme from Globex', async () => {
    const eve = await t.login('eve@acme.test');
    const sam = (
      await t.request({
        method: 'GET',
        url: '/api/identity/accessToken/info',
        token: await t.login('sam@acme.test'),
      })
    ).json().memberId;
    const quality = (await t.request({ method: 'GET', url: '/api/recognition/values', token: eve })).json()
      .results[0].qualities[0].id;
    const sent = await t.request({
      method: 'POST',
      url: '/api/recognition/recognitions',
      token: eve,
      payload: { sendTo: [{ id: sam, type: 'tenantMember' }], message: 'Thanks', qualityIds: [quality] },
    });
    const id = sent.json().id as string;
    const uma = await t.login('uma@kudos.test', 'globex');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/recognition/recognitions/${id}`],
      ['PATCH', `/api/recognition/recognitions/${id}`, { message: 'x' }],
      ['DELETE', `/api/recognition/recognitions/${id}`],
      ['PUT', `/api/recognition/recognitions/${id}/reactions`, { reaction: '👏' }],
      ['GET', `/api/recognition/recognitions/${id}/comments`],
      ['POST', `/api/recognition/recognitions/${id}/comments`, { body: 'x' }],
      ['POST', `/api/recognition/recognitions/${id}/endorsements`, { amount: 0 }],
      ['PUT', `/api/recognition/recognitions/${id}/flags`, {}],
      ['PUT', `/api/timeline/items/${id}/pin`, { pinForDays: 1 }],
      ['GET', `/api/points/accounts/owner/${sam}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.request({
        method: method as 'GET',
        url,
        token: uma,
        host: 'globex',
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const timeline = await t.request({
      method: 'GET',
      url: '/api/timeline/items',
      token: uma,
      host: 'globex',
    });
    expect(timeline.json().results).toEqual([]);
  });
});
