import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets } from '../../db/schema.ts';
import { hashSecret } from '../../http/secrets.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const handoff = async (token: string, tenantId: string) =>
  t.request({ method: 'POST', url: `/api/identity/tenants/${tenantId}/login`, host: 'central', token });

describe('GET /identity/tenants/metadata', () => {
  it('brands a tenant host with name, language, logo and banner', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=acme.localhost:8080',
      host: 'central',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Acme', language: 'en', timeZone: 'UTC', weekStart: 'monday' });
    expect(body.logoUrls.url).toMatch(/^\/api\/media\/files\//);
    const logo = await t.request({ method: 'GET', url: body.logoUrls.url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('Acme');
  });

  it('answers the generic name on the central host and 404 for an unknown host', async () => {
    const central = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=localhost',
    });
    expect(central.json()).toMatchObject({ id: null, name: 'Kudos', logoUrls: null });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=nope.localhost',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: '/api/identity/tenants/metadata' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('domain');
  });

  it('serves a tenant on its custom domain too', async () => {
    const acme = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=acme.localhost',
    });
    await t.database.db.execute(
      // The tenants table is platform data, writable by the app role.
      (await import('drizzle-orm'))
        .sql`update tenants set domains = array['kudos.acme.example'] where id = ${acme.json().id}`,
    );
    const custom = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=kudos.acme.example',
    });
    expect(custom.json().name).toBe('Acme');
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update tenants set domains = '{}' where id = ${acme.json().id}`,
    );
  });
});

describe('user scope and the handoff', () => {
  it("lists uma's tenants, and only hers", async () => {
    const token = await t.login('uma@kudos.test', 'central');
    const response = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/my',
      host: 'central',
      token,
    });
    expect(response.statusCode).toBe(200);
    const names = response
      .json()
      .results.map((tenant: { name: string; url: string }) => [tenant.name, tenant.url]);
    expect(names).toEqual([
      ['Acme', 'http://acme.localhost:8080'],
      ['Globex', 'http://globex.localhost:8080'],
    ]);
  });

  it('hands uma over to Globex exactly once, on the Globex host', async () => {
    const token = await t.login('uma@kudos.test', 'central');
    const [, globex] = (
      await t.request({ method: 'GET', url: '/api/identity/tenants/my', host: 'central', token })
    ).json().results;
    const start = await handoff(token, globex.id);
    expect(start.statusCode).toBe(200);
    const { state, url } = start.json();
    expect(url).toBe(`http://globex.localhost:8080/tenant/login?state=${state}`);

    const exchange = await t.request({
      method: 'GET',
      url: `/api/identity/tenants/accessToken?state=${state}`,
      host: 'globex',
    });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.json().tenantId).toBe(globex.id);
    const apps = await t.request({
      method: 'GET',
      url: '/api/apps',
      host: 'globex',
      token: exchange.json().token,
    });
    expect(apps.statusCode).toBe(200);

    const again = await t.request({
      method: 'GET',
      url: `/api/identity/tenants/accessToken?state=${state}`,
      host: 'globex',
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Oops. Something went wrong logging you in.');
  });

  it('refuses an expired state, a state on the wrong host and a state of another user', async () => {
    const token = await t.login('uma@kudos.test', 'central');
    const [acme] = (
      await t.request({ method: 'GET', url: '/api/identity/tenants/my', host: 'central', token })
    ).json().results;

    const expired = (await handoff(token, acme.id)).json().state;
    await t.services.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.secretHash, hashSecret(expired)));
    expect(
      (await t.request({ method: 'GET', url: `/api/identity/tenants/accessToken?state=${expired}` }))
        .statusCode,
    ).toBe(401);

    const wrongHost = (await handoff(token, acme.id)).json().state;
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/identity/tenants/accessToken?state=${wrongHost}`,
          host: 'globex',
        })
      ).statusCode,
    ).toBe(401);
    const onCentral = (await handoff(token, acme.id)).json().state;
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/identity/tenants/accessToken?state=${onCentral}`,
          host: 'central',
        })
      ).statusCode,
    ).toBe(401);

    const someoneElse = await t.login('eve@acme.test');
    const stolen = (await handoff(token, acme.id)).json().state;
    const response = await t.request({
      method: 'GET',
      url: `/api/identity/tenants/accessToken?state=${stolen}`,
      token: someoneElse,
    });
    expect(response.statusCode).toBe(401);
  });

  it('will not hand over to a tenant the account is not a member of', async () => {
    const token = await t.login('eve@acme.test', 'central');
    const globexId = (
      await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=globex.localhost' })
    ).json().id;
    expect((await handoff(token, globexId)).statusCode).toBe(404);
  });
});

describe('tenant by id and locale', () => {
  it("answers the caller's own tenant and 404 for another", async () => {
    const token = await t.login('ada@acme.test');
    const info = (await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token })).json();
    const own = await t.request({ method: 'GET', url: `/api/identity/tenants/${info.tenantId}`, token });
    expect(own.json()).toMatchObject({ name: 'Acme', plan: 'enterprise', slug: 'acme' });
    const globexId = (
      await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=globex.localhost' })
    ).json().id;
    expect(
      (await t.request({ method: 'GET', url: `/api/identity/tenants/${globexId}`, token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/identity/tenants/not-a-uuid', token })).statusCode,
    ).toBe(400);
  });

  it('lets an admin set the tenant language, not an employee', async () => {
    const admin = await t.login('ada@acme.test');
    const employee = await t.login('eve@acme.test');
    const denied = await t.request({
      method: 'POST',
      url: '/api/identity/tenants/locale',
      token: employee,
      payload: { locale: 'fr' },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/api/identity/tenants/locale',
      token: admin,
      payload: { locale: '!!' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.request({
      method: 'POST',
      url: '/api/identity/tenants/locale',
      token: admin,
      payload: { locale: 'fr' },
    });
    expect(set.json()).toEqual({ locale: 'fr' });
    expect(
      (await t.request({ method: 'GET', url: '/api/identity/tenants/locale', token: employee })).json(),
    ).toEqual({ locale: 'fr' });
    await t.request({
      method: 'POST',
      url: '/api/identity/tenants/locale',
      token: admin,
      payload: { locale: 'en' },
    });
  });
});
