import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CultureOverview } from '#shared/contract/culture';
import { inTenant } from '../../db/client.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  // The plan is read afresh on every call: one test gives Globex the culture page.
  r = await startRecognitionApp({ env: { KUDOS_AUTH_CACHE_SECONDS: '0' } });
}, 120_000);
afterAll(() => r.t.close());

const inAcme = (query: ReturnType<typeof sql>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) => tx.execute(query));
const overview = async (who: Who) => {
  const response = await r.api(who, 'GET', '/culture/overview');
  expect(response.statusCode).toBe(200);
  return response.json() as CultureOverview;
};
const qualityId = (o: CultureOverview, value: string, quality: string) =>
  o.values.find((v) => v.name === value)?.qualities.find((q) => q.name === quality)?.id as string;

describe('the culture page', () => {
  it('shows Acme’s values with their qualities and the recognitions that carried them', async () => {
    const o = await overview('sam');
    expect(o.tenantName).toBe('Acme');
    expect(o.values.map((v) => v.name)).toEqual(['Customer obsession', 'Teamwork', 'Craft']);
    expect(o.values[2]?.qualities.map((q) => q.name)).toEqual(['Attention to detail', 'Creative thinking']);
    const craft = o.values.find((v) => v.name === 'Craft');
    expect(craft?.latest).toEqual([
      expect.objectContaining({
        message: '<p>The new onboarding screens are lovely. Thanks for pairing with me on them!</p>',
        sender: expect.objectContaining({ firstName: 'Eve' }),
        recipients: [expect.objectContaining({ id: r.ids.sam })],
        qualities: ['Creative thinking'],
      }),
    ]);
    expect(o.quarterStart).toMatch(/^\d{4}-(01|04|07|10)-01$/);
  });

  it('counts this quarter’s public recognitions per value and ranks the most recognised', async () => {
    const before = await overview('eve');
    const integrity = qualityId(before, 'Customer obsession', 'Listens first');
    for (let i = 0; i < 2; i++) {
      const sent = await r.send('eve', {
        sendTo: r.to('sam'),
        qualityIds: [integrity],
        message: `<p>Heard us out ${i}</p>`,
      });
      expect(sent.statusCode).toBe(201);
    }
    // A private recognition (not tenant-wide) stays off the page.
    const hidden = await r.send('eve', {
      sendTo: r.to('max'),
      qualityIds: [integrity],
      tenantWide: false,
      message: '<p>Just between us</p>',
    });
    expect(hidden.statusCode).toBe(201);
    const after = await overview('max');
    const value = after.values.find((v) => v.name === 'Customer obsession');
    const earlier = before.values.find((v) => v.name === 'Customer obsession')?.quarterCount ?? 0;
    expect(value?.quarterCount).toBe(earlier + 2);
    expect(value?.latest.map((x) => x.message)).toEqual([
      '<p>Heard us out 1</p>',
      '<p>Heard us out 0</p>',
      expect.any(String),
    ]);
    expect(JSON.stringify(after)).not.toContain('Just between us');
    expect(after.mostRecognised[0]).toBe(value?.id);
  });

  it('leaves out archived values and recognitions a moderator removed', async () => {
    const o = await overview('ada');
    const craft = o.values.find((v) => v.name === 'Craft');
    const [first] = craft?.latest ?? [];
    expect(first).toBeDefined();
    await inAcme(sql`update recognitions set removed_at = now() where id = ${first?.id}`);
    const after = await overview('ada');
    expect(after.values.find((v) => v.name === 'Craft')?.latest.map((x) => x.id)).not.toContain(first?.id);
    await inAcme(sql`update recognition_values set archived_at = now() where name = 'Craft'`);
    try {
      expect((await overview('ada')).values.map((v) => v.name)).toEqual(['Customer obsession', 'Teamwork']);
    } finally {
      await inAcme(sql`update recognition_values set archived_at = null where name = 'Craft'`);
    }
  });

  it('answers only members who may browse culture, each with their own tenant', async () => {
    expect((await r.api('gus', 'GET', '/culture/overview')).statusCode).toBe(403);
    expect((await r.api('umaGlobex', 'GET', '/culture/overview')).statusCode).toBe(403);
    expect((await r.api(null, 'GET', '/culture/overview')).statusCode).toBe(401);
    // With the culture page on Globex's plan, Globex sees its own values and none of Acme's recognitions.
    await r.t.database.db.execute(
      sql`update tenants set plan = 'enterprise' where id = ${r.tenantIds.globex}`,
    );
    try {
      const globex = await overview('umaGlobex');
      expect(globex.tenantName).toBe('Globex');
      expect(globex.values.map((v) => v.name)).toEqual(['Integrity', 'Drive']);
      expect(globex.values.flatMap((v) => v.latest)).toEqual([]);
      expect(globex.mostRecognised).toEqual([]);
    } finally {
      await r.t.database.db.execute(sql`update tenants set plan = 'growth' where id = ${r.tenantIds.globex}`);
    }
  });
});
