import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IncentiveApp, startIncentiveApp } from '../../test/fixtures/incentive.ts';

let a: IncentiveApp;
beforeAll(async () => {
  a = await startIncentiveApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const day = 86_400_000;
const detail = (response: { json(): { details?: { path: string; message: string }[] } }) =>
  response.json().details?.[0];

describe('incentives', () => {
  it('seeds Acme’s bank and incentives', async () => {
    const story = (await a.api('ada', 'GET', `/incentive/incentives/${a.storyId}`)).json();
    expect(story).toMatchObject({
      name: 'Share a customer story',
      points: 100,
      proof: 'text',
      claimLimit: 'once',
      reviewerKind: 'managers',
      status: 'active',
      audience: [],
      pointsBank: { name: 'Incentives bank', balance: 5_000 },
    });
    expect(Date.parse(story.endAt) - Date.parse(story.startAt)).toBe(30 * day);
    const mentor = (await a.api('ada', 'GET', `/incentive/incentives/${a.mentorId}`)).json();
    expect(mentor).toMatchObject({ name: 'Mentor a new joiner', status: 'draft', canClaim: false });
  });

  it('refuses bad input by field and writes nothing', async () => {
    const before = (await a.api('ada', 'GET', '/incentive/incentives?pageSize=100')).json().results.length;
    const post = (body: Record<string, unknown>) =>
      a.api('ada', 'POST', '/incentive/incentives', {
        name: 'Bad',
        points: 10,
        budgetItemId: a.bankId,
        ...body,
      });
    expect(detail(await post({ name: '  ' }))).toMatchObject({ path: 'name', message: 'Name is required' });
    expect(detail(await post({ points: 2.5 }))).toMatchObject({ path: 'points' });
    expect(detail(await post({ budgetItemId: null }))).toMatchObject({
      path: 'budgetItemId',
      message: 'Choose the point bank that pays this incentive',
    });
    expect(detail(await post({ budgetItemId: crypto.randomUUID() }))).toMatchObject({
      path: 'budgetItemId',
      message: 'This point bank does not exist',
    });
    expect(detail(await post({ publish: true }))).toMatchObject({ path: 'startAt' });
    const now = Date.now();
    expect(
      detail(await post({ startAt: new Date(now).toISOString(), endAt: new Date(now - day).toISOString() })),
    ).toMatchObject({ path: 'endAt', message: 'The end must be after the start' });
    expect(detail(await post({ claimLimit: 'perPeriod' }))).toMatchObject({ path: 'claimPeriod' });
    expect(detail(await post({ reviewerKind: 'members', reviewerIds: [] }))).toMatchObject({
      path: 'reviewerIds',
      message: 'Choose at least one reviewer',
    });
    // Another tenant's member is unknown here (tenant isolation of the audience and reviewers).
    expect(detail(await post({ audience: [{ id: a.ids.gus, type: 'tenantMember' }] }))).toMatchObject({
      path: 'audience.0.id',
      message: 'This member or team does not exist',
    });
    expect(detail(await post({ reviewerKind: 'members', reviewerIds: [a.ids.gus] }))).toMatchObject({
      path: 'reviewerIds.0',
    });
    expect(detail(await post({ badgeMediaId: crypto.randomUUID() }))).toMatchObject({
      path: 'badgeMediaId',
      message: 'Upload the badge again',
    });
    expect((await a.api('ada', 'GET', '/incentive/incentives?pageSize=100')).json().results).toHaveLength(
      before,
    );
  });

  it('sanitizes the description', async () => {
    const id = await a.createIncentive({
      description: '<p>Do it <img src=x onerror=alert(1)><script>x()</script></p>',
    });
    const item = (await a.api('ada', 'GET', `/incentive/incentives/${id}`)).json();
    expect(item.description).not.toMatch(/script|onerror/);
    expect(item.description).toContain('Do it');
  });

  it('duplicates all but dates and claims, as a draft', async () => {
    const id = await a.createIncentive({
      proof: 'text',
      claimLimit: 'perPeriod',
      claimPeriod: 'week',
      pinForDays: 3,
    });
    await a.claimOk('sam', id, { proofText: 'Done' });
    const copy = await a.api('ada', 'POST', `/incentive/incentives/${id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      status: 'draft',
      startAt: null,
      endAt: null,
      proof: 'text',
      claimLimit: 'perPeriod',
      claimPeriod: 'week',
      pinForDays: 3,
      points: 10,
      pendingCount: 0,
      approvedCount: 0,
    });
    expect(copy.json().id).not.toBe(id);
  });

  it('publishes, unpublishes, archives; deletes only without claims', async () => {
    const draft = (
      await a.api('ada', 'POST', '/incentive/incentives', { name: 'Draft only', points: 0 })
    ).json();
    expect(draft.status).toBe('draft');
    const noDates = await a.api('ada', 'PUT', `/incentive/incentives/${draft.id}/status`, {
      status: 'published',
    });
    expect(noDates.statusCode).toBe(409);
    expect(noDates.json().message).toBe('Choose when the incentive starts and ends');
    const now = Date.now();
    const edited = await a.api('ada', 'PUT', `/incentive/incentives/${draft.id}`, {
      name: 'Draft only',
      points: 0,
      startAt: new Date(now + day).toISOString(),
      endAt: new Date(now + 2 * day).toISOString(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const published = await a.api('ada', 'PUT', `/incentive/incentives/${draft.id}/status`, {
      status: 'published',
    });
    expect(published.json().status).toBe('scheduled');
    expect((await a.api('ada', 'DELETE', `/incentive/incentives/${draft.id}`)).statusCode).toBe(200);

    const claimed = await a.createIncentive();
    await a.claimOk('eve', claimed);
    const refused = await a.api('ada', 'DELETE', `/incentive/incentives/${claimed}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An incentive with claims cannot be deleted; archive it instead');
    const archived = await a.api('ada', 'PUT', `/incentive/incentives/${claimed}/status`, {
      status: 'archived',
    });
    expect(archived.json().status).toBe('archived');
    expect((await a.claim('sam', claimed)).statusCode).toBe(409);
    const audit = (await a.api('ada', 'GET', '/auditing/logs?pageSize=50')).json().results;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining([
        'incentive.create',
        'incentive.publish',
        'incentive.delete',
        'incentive.archive',
      ]),
    );
  });

  it('puts a live incentive on the timeline, pinned for its days, and lets an admin unpin it', async () => {
    const id = await a.createIncentive({ name: 'Pinned program', pinForDays: 7 });
    const pinned = (await a.api('sam', 'GET', '/timeline/items/pinned')).json().results;
    expect(pinned.find((item: { id: string }) => item.id === id)).toMatchObject({
      __entity_type__: 'incentive',
      event: 'live',
      name: 'Pinned program',
      claimant: null,
    });
    const unpinned = await a.api('ada', 'PUT', `/timeline/items/${id}/pin`, { pinForDays: 0 });
    expect(unpinned.statusCode, unpinned.body).toBe(200);
    expect(unpinned.json().pinnedUntil).toBeNull();
    const page = (await a.api('sam', 'GET', '/timeline/items?itemTypeIn=incentive')).json().results;
    expect(page.some((item: { id: string }) => item.id === id)).toBe(true);
    // Not under the other filters.
    const recognitions = (await a.api('sam', 'GET', '/timeline/items?itemTypeIn=recognition')).json().results;
    expect(recognitions.some((item: { id: string }) => item.id === id)).toBe(false);
  });

  it('answers the incentive banks page with what pending claims would take', async () => {
    const bank = await a.createBank(100, 'Program bank');
    const id = await a.createIncentive({ points: 30, budgetItemId: bank });
    await a.claimOk('sam', id);
    await a.claimOk('eve', id);
    const banks = (await a.api('ada', 'GET', '/incentive/banks')).json().results;
    expect(banks.find((b: { id: string }) => b.id === bank)).toMatchObject({
      name: 'Program bank',
      balance: 100,
      pendingPoints: 60,
      paidPoints: 0,
      incentiveCount: 1,
    });
  });
});
