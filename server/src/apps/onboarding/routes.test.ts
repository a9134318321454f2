import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let ada: string;
beforeAll(async () => {
  t = await startTestApp();
  ada = await t.login('ada@acme.test');
});
afterAll(() => t.close());

describe('onboarding checklist', () => {
  it('starts with every item, importUsers done for Acme', async () => {
    const response = await t.request({ method: 'GET', url: '/api/onboarding/checklistItems', token: ada });
    expect(response.json().results).toEqual([
      { itemAlias: 'importUsers', completed: true },
      { itemAlias: 'createTeams', completed: false },
      { itemAlias: 'securityAndAccess', completed: false },
      { itemAlias: 'sendWelcomeEmail', completed: false },
      { itemAlias: 'createLaunchAnnouncement', completed: false },
    ]);
  });

  it('filters by itemAliasIn and keeps a completion', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/onboarding/checklistItems',
      token: ada,
      payload: { itemAlias: 'securityAndAccess', completed: true },
    });
    expect(put.json()).toEqual({ itemAlias: 'securityAndAccess', completed: true });
    const response = await t.request({
      method: 'GET',
      url: '/api/onboarding/checklistItems?itemAliasIn=securityAndAccess,createTeams',
      token: ada,
    });
    expect(response.json().results).toEqual([
      { itemAlias: 'securityAndAccess', completed: true },
      { itemAlias: 'createTeams', completed: false },
    ]);
  });

  it('rejects an unknown item alias by name', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/onboarding/checklistItems?itemAliasIn=launchRocket',
      token: ada,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('itemAliasIn.0');
    const body = await t.request({
      method: 'PUT',
      url: '/api/onboarding/checklistItems',
      token: ada,
      payload: { itemAlias: 'importUsers' },
    });
    expect(body.json().details[0].path).toBe('completed');
  });

  it('is for admins only', async () => {
    const eve = await t.login('eve@acme.test');
    expect(
      (await t.request({ method: 'GET', url: '/api/onboarding/checklistItems', token: eve })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/onboarding/checklistItems' })).statusCode).toBe(401);
  });
});

describe('dismissed items', () => {
  it('dismisses and restores the guide for one admin', async () => {
    const dismiss = await t.request({
      method: 'PUT',
      url: '/api/onboarding/dismissedItems',
      token: ada,
      payload: { itemAlias: 'importUsers', dismissed: true },
    });
    expect(dismiss.json().dismissedAt).toMatch(/^\d{4}-/);
    const list = await t.request({
      method: 'GET',
      url: '/api/onboarding/dismissedItems?itemAliasIn=importUsers',
      token: ada,
    });
    expect(list.json().results[0].dismissedAt).toBe(dismiss.json().dismissedAt);
    await t.request({
      method: 'PUT',
      url: '/api/onboarding/dismissedItems',
      token: ada,
      payload: { itemAlias: 'importUsers', dismissed: false },
    });
    const after = await t.request({
      method: 'GET',
      url: '/api/onboarding/dismissedItems?itemAliasIn=importUsers',
      token: ada,
    });
    expect(after.json().results).toEqual([{ itemAlias: 'importUsers', dismissedAt: null }]);
  });
});
