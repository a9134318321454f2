import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type AppsBody = { results: { name: string; entityType: string; permissions: string[] }[] };
const permissionsOf = async (email: string, host: 'acme' | 'globex' = 'acme') => {
  const response = await t.request({
    method: 'GET',
    url: '/api/apps',
    token: await t.login(email, host),
    host,
  });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries((response.json() as AppsBody).results.map((app) => [app.name, app.permissions]));
};

describe('GET /apps', () => {
  it('lists every app with its entity type', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/apps',
      token: await t.login('eve@acme.test'),
    });
    const body = response.json() as AppsBody;
    expect(body.results).toContainEqual(expect.objectContaining({ name: 'tvApp', entityType: 'channel' }));
    expect(body.results).toHaveLength(21);
  });

  it('gives ada the admin permissions and eve only an employee’s', async () => {
    const ada = await permissionsOf('ada@acme.test');
    const eve = await permissionsOf('eve@acme.test');
    expect(ada.identityApp).toContain('browse');
    expect(ada.onboardingApp).toEqual(['manage']);
    expect(eve.identityApp).toEqual([]);
    expect(eve.recognitionApp).toEqual(
      expect.arrayContaining(['browse', 'browseCulture', 'createRecognition']),
    );
  });

  it('offers upgradeLicense on a plan without culture and the resource hub', async () => {
    const gus = await permissionsOf('gus@globex.test', 'globex');
    expect(gus.recognitionApp).toContain('upgradeLicense');
    expect(gus.recognitionApp).not.toContain('browseCulture');
    expect(gus.resourceApp).toEqual(['upgradeLicense']);
  });

  it('gives the same person different permissions per tenant', async () => {
    expect((await permissionsOf('uma@kudos.test', 'acme')).identityApp).toEqual([]);
    expect((await permissionsOf('uma@kudos.test', 'globex')).identityApp).toContain('browse');
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/apps' })).statusCode).toBe(401);
  });
});
