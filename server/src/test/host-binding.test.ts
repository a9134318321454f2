import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '#shared/contract/common';
import { scimSchemas } from '#shared/contract/scim';
import { scimWrongHostMessage } from '../apps/scim/auth.ts';
import { tvWrongHostMessage } from '../apps/tv/token.ts';
import { userScopeRoutes } from '../http/auth.ts';
import { demoTvToken } from '../seed/demo-tv.ts';
import { type HostName, hosts, startTestApp, type TestApp } from './harness.ts';

/**
 * The tenant comes from the host (000 §1): a tenant-scope token is refused on any other host,
 * for every route the OpenAPI document lists, before the route runs.
 */

type Route = { method: string; path: string; url: string; bearer: boolean };

const operatorToken = 'operator-token-for-the-host-binding-test-0123456789';
let t: TestApp;
let routes: Route[];
let acmeId: string;
let eve: string;
let uma: string;

beforeAll(async () => {
  t = await startTestApp({ env: { KUDOS_OPERATOR_TOKEN: operatorToken } });
  const document = (await t.request({ method: 'GET', url: '/api/docs/json', host: 'central' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      // Every path parameter gets a uuid: the refusal comes before any lookup.
      url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
      // `security: []` marks the public calls (sign-in, branding, TV display); the others need a token.
      bearer: operation.security === undefined || operation.security.length > 0,
    })),
  );
  acmeId = (
    await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=acme.localhost' })
  ).json().id;
  eve = await t.login('eve@acme.test', 'acme');
  uma = await t.login('uma@kudos.test', 'central');
});
afterAll(() => t.close());

/** The operator's maintenance switch takes KUDOS_OPERATOR_TOKEN, not a session. */
const isOperatorRoute = (route: Route) => route.path.startsWith('/api/platform/');
/** `userScopeRoutes` is keyed like Fastify's routes (`:id`), the document writes `{id}`. */
const routeKey = (route: Route) => `${route.method} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`;
const tenantRoutes = () =>
  routes.filter((route) => route.bearer && !isOperatorRoute(route) && !userScopeRoutes.has(routeKey(route)));
const sessionRoutes = () => routes.filter((route) => route.bearer && !isOperatorRoute(route));

const send = (route: Route, token: string, host: HostName) =>
  t.request({ method: route.method as 'GET', url: route.url, token, host });

const expectWrongHost = async (route: Route, token: string, host: HostName) => {
  const response = await send(route, token, host);
  expect({ route: `${route.method} ${route.path}`, host, status: response.statusCode }).toEqual({
    route: `${route.method} ${route.path}`,
    host,
    status: 401,
  });
  expect(response.json()).toMatchObject({
    name: errorNames.unauthorized,
    message: 'This access token is not valid at this address',
  });
};

describe('the route list', () => {
  it('comes from the OpenAPI document and holds the tenant routes', () => {
    const paths = tenantRoutes().map(routeKey);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths).toContain('GET /api/identity/tenantMembers');
    expect(paths).toContain('POST /api/recognition/recognitions');
    expect(paths).toContain('GET /api/tv/channels');
  });

  it('lists every route a user-scope token may call on a tenant host', () => {
    const documented = new Set(routes.map(routeKey));
    for (const key of userScopeRoutes) expect(documented).toContain(key);
  });
});

describe("a tenant-scope token on another tenant's host or the central host", () => {
  it.each(['globex', 'central'] as const)('answers 401 for every route on %s', async (host) => {
    for (const route of sessionRoutes()) await expectWrongHost(route, eve, host);
  });

  it("does not list Acme's members on Globex's host (the reported case)", async () => {
    const onGlobex = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers',
      token: eve,
      host: 'globex',
    });
    expect(onGlobex.statusCode).toBe(401);
    expect(onGlobex.body).not.toContain('acme.test');
  });

  it('is refused on an unknown host too, and whether or not it was resolved a moment before', async () => {
    const own = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token: eve });
    expect(own.statusCode).toBe(200);
    // Resolved a moment ago: the cached session is checked against the host as well.
    const unknown = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      token: eve,
      headers: { host: 'nobody.localhost:8080' },
    });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('a tenant-scope token on its own host', () => {
  it('reaches every route (none answers 401)', async () => {
    const token = await t.login('sam@acme.test', 'acme');
    // Sign-outs last: they end sessions.
    const ordered = [...sessionRoutes()].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const route of ordered) {
      // Each sign-out (plain and SAML) ends its session: each gets a session of its own.
      const own = route.path.endsWith('/logout') ? await t.login('sam@acme.test', 'acme') : token;
      const response = await send(route, own, 'acme');
      expect({ route: `${route.method} ${route.path}`, status: response.statusCode }).not.toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it("lists Acme's members, with the port or on a custom domain", async () => {
    const members = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers',
      token: eve,
      headers: { host: `${hosts.acme}:8080` },
    });
    expect(members.statusCode).toBe(200);
    expect(members.json().results.length).toBeGreaterThan(1);

    await t.database.db.execute(
      sql`update tenants set domains = array['kudos.acme.example'] where id = ${acmeId}`,
    );
    // A fresh sign-in: a resolved session is kept a few seconds with the hosts it had then.
    const ada = await t.login('ada@acme.test', 'acme');
    const onCustomDomain = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers',
      token: ada,
      headers: { host: 'Kudos.Acme.Example' },
    });
    expect(onCustomDomain.statusCode).toBe(200);
    await t.database.db.execute(sql`update tenants set domains = '{}' where id = ${acmeId}`);
  });
});

describe('a user-scope token', () => {
  it('keeps the tenant list, the handoff and its own data on the central host', async () => {
    const info = await t.request({
      method: 'GET',
      url: '/api/identity/accessToken/info',
      token: uma,
      host: 'central',
    });
    expect(info.json()).toMatchObject({ tenantId: null });
    const mine = await t.request({
      method: 'GET',
      url: '/api/identity/tenants/my',
      token: uma,
      host: 'central',
    });
    expect(mine.json().results.map((tenant: { name: string }) => tenant.name)).toEqual(['Acme', 'Globex']);
    const factors = await t.request({
      method: 'GET',
      url: '/api/identity/authFactors',
      token: uma,
      host: 'central',
    });
    expect(factors.statusCode).toBe(200);
    const handoff = await t.request({
      method: 'POST',
      url: `/api/identity/tenants/${acmeId}/login`,
      token: uma,
      host: 'central',
    });
    expect(handoff.statusCode).toBe(200);
    const exchanged = await t.request({
      method: 'GET',
      url: `/api/identity/tenants/accessToken?state=${handoff.json().state}`,
      host: 'acme',
    });
    expect(exchanged.json()).toMatchObject({ tenantId: acmeId });
    const onAcme = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers/me',
      token: exchanged.json().token,
      host: 'acme',
    });
    expect(onAcme.statusCode).toBe(200);
  });

  it('still answers "Choose a tenant first" on tenant routes at the central host', async () => {
    const members = await t.request({
      method: 'GET',
      url: '/api/identity/tenantMembers',
      token: uma,
      host: 'central',
    });
    expect(members.statusCode).toBe(403);
    expect(members.json().message).toBe('Choose a tenant first');
  });

  it('makes the user calls on a tenant host too', async () => {
    for (const url of [
      '/api/identity/accessToken/info',
      '/api/identity/tenants/my',
      '/api/identity/authFactors',
    ]) {
      expect((await t.request({ method: 'GET', url, token: uma, host: 'acme' })).statusCode).toBe(200);
    }
    const handoff = await t.request({
      method: 'POST',
      url: `/api/identity/tenants/${acmeId}/login`,
      token: uma,
      host: 'globex',
    });
    expect(handoff.statusCode).toBe(200);
  });

  it('is refused on every tenant route at a tenant host', async () => {
    for (const route of tenantRoutes()) await expectWrongHost(route, uma, 'acme');
  });
});

/** Every call a lobby screen makes: the public routes that take a TV link's token in the path. */
const tvRoutes = () =>
  routes
    .filter((route) => !route.bearer && route.path.includes('/tv') && route.path.includes('{token}'))
    .map((route) => ({ ...route, url: route.path.replace('{token}', demoTvToken) }));

describe("a TV link token (Acme's lobby screen)", () => {
  it('is taken by every screen call the document lists', () => {
    expect(tvRoutes().map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/tv/display/:token',
        'GET /api/recognition/tv/:token/recognitions',
        'GET /api/announcement/tv/:token/announcements',
        'GET /api/award/tv/:token/awards',
        'GET /api/celebration/tv/:token/calendar',
      ]),
    );
  });

  it.each(['globex', 'central'] as const)('answers 401 for every screen call on %s', async (host) => {
    for (const route of tvRoutes()) {
      const response = await t.request({ method: 'GET', url: route.url, host });
      expect({ route: routeKey(route), host, status: response.statusCode }).toEqual({
        route: routeKey(route),
        host,
        status: 401,
      });
      expect(response.json()).toEqual({ name: errorNames.unauthorized, message: tvWrongHostMessage });
    }
  });

  it("does not show Acme's recognitions on Globex's host or the central host (the reported case)", async () => {
    const url = `/api/recognition/tv/${demoTvToken}/recognitions`;
    const onAcme = await t.request({ method: 'GET', url, host: 'acme' });
    expect(onAcme.statusCode).toBe(200);
    expect(onAcme.json().results.length).toBeGreaterThan(0);
    const firstMessage = onAcme.json().results[0].message as string;
    for (const host of ['globex', 'central'] as const) {
      const elsewhere = await t.request({ method: 'GET', url, host });
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.body).not.toContain(firstMessage);
    }
    const unknown = await t.request({ method: 'GET', url, headers: { host: 'nobody.localhost:8080' } });
    expect(unknown.statusCode).toBe(401);
  });

  it("works for every screen call on Acme's host, with the port or on a custom domain", async () => {
    for (const route of tvRoutes()) {
      const response = await t.request({ method: 'GET', url: route.url, host: 'acme' });
      expect({ route: routeKey(route), status: response.statusCode }).toEqual({
        route: routeKey(route),
        status: 200,
      });
    }
    const url = `/api/tv/display/${demoTvToken}`;
    const withPort = await t.request({ method: 'GET', url, headers: { host: `${hosts.acme}:8080` } });
    expect(withPort.json()).toMatchObject({ name: 'Lobby', tenantName: 'Acme' });
    await t.database.db.execute(
      sql`update tenants set domains = array['kudos.acme.example'] where id = ${acmeId}`,
    );
    try {
      const onCustomDomain = await t.request({ method: 'GET', url, headers: { host: 'Kudos.Acme.Example' } });
      expect(onCustomDomain.json()).toMatchObject({ name: 'Lobby', tenantName: 'Acme' });
    } finally {
      await t.database.db.execute(sql`update tenants set domains = '{}' where id = ${acmeId}`);
    }
  });
});

describe("a SCIM token (Acme's identity provider)", () => {
  let scimToken: string;
  /** Every SCIM call the document lists, each with a made-up id: the refusal comes before any lookup. */
  const scimRoutes = () => routes.filter((route) => route.path.startsWith('/api/scim/'));
  const scim = (route: Pick<Route, 'method' | 'url'>, host: HostName | { header: string }) =>
    t.request({
      method: route.method as 'GET',
      url: route.url,
      ...(typeof host === 'string' ? { host } : {}),
      headers: {
        authorization: `Bearer ${scimToken}`,
        ...(typeof host === 'string' ? {} : { host: host.header }),
      },
    });
  const expectRefused = async (route: Pick<Route, 'method' | 'url'>, host: HostName | { header: string }) => {
    const response = await scim(route, host);
    expect({ route: `${route.method} ${route.url}`, host, status: response.statusCode }).toEqual({
      route: `${route.method} ${route.url}`,
      host,
      status: 401,
    });
    expect(response.json()).toEqual({
      schemas: [scimSchemas.error],
      status: '401',
      detail: scimWrongHostMessage,
    });
  };

  beforeAll(async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/identity/scimTokens',
      token: await t.login('ada@acme.test', 'acme'),
      host: 'acme',
      payload: { name: 'Entra ID' },
    });
    expect(created.statusCode).toBe(201);
    scimToken = created.json().token;
  });

  it('is refused with 401 by every SCIM call on Globex, on the central host and on an unknown host', async () => {
    expect(scimRoutes().map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/scim/v2/Users',
        'PATCH /api/scim/v2/Users/:id',
        'GET /api/scim/v2/Groups',
      ]),
    );
    for (const route of scimRoutes()) {
      await expectRefused(route, 'globex');
      await expectRefused(route, 'central');
      await expectRefused(route, { header: 'nobody.localhost' });
    }
  });

  it("does not list Acme's users on the central host (the reported case), and does on Acme's host", async () => {
    const users = { method: 'GET', url: '/api/scim/v2/Users' };
    const central = await scim(users, 'central');
    expect(central.statusCode).toBe(401);
    expect(central.body).not.toContain('acme.test');
    const own = await scim(users, 'acme');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('eve@acme.test');
    const withPort = await scim(users, { header: `${hosts.acme}:8080` });
    expect(withPort.statusCode).toBe(200);
  });
});

describe('calls that carry no session keep working', () => {
  it("the public TV display, on its tenant's host", async () => {
    const display = await t.request({ method: 'GET', url: `/api/tv/display/${demoTvToken}`, host: 'acme' });
    expect(display.statusCode).toBe(200);
  });

  it("the operator's maintenance switch, on any host", async () => {
    for (const host of ['central', 'acme'] as const) {
      const state = await t.request({
        method: 'GET',
        url: '/api/platform/maintenance',
        token: operatorToken,
        host,
      });
      expect(state.json()).toEqual({ enabled: false });
    }
  });
});
