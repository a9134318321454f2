import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const auditActions = async () =>
  ((await a.api('ada', 'GET', '/auditing/logs?pageSize=100')).json().results ?? []).map(
    (e: { action: string }) => e.action,
  );

describe('award types', () => {
  it('serves the demo data: the locked spot award on its bank and the open nomination round', async () => {
    const spot = (
      await a.api('ada', 'GET', `/award/awardTypes/${a.spotId}?embed=stats,attachmentUrls`)
    ).json();
    expect(spot).toMatchObject({
      name: 'Spot award',
      points: 50,
      pointsLocked: true,
      pointsBankName: 'Awards bank',
      pointsBankBalance: { balance: 10_000, available: 10_000 },
      nomination: false,
      nominationStatus: 'none',
      attachmentUrls: [],
    });
    expect(spot.senders.map((s: { id: string }) => s.id).sort()).toEqual([a.ids.ada, a.ids.max].sort());
    expect(spot.stats.awardCount).toBe(0);
    const quarter = (await a.api('eve', 'GET', `/award/awardTypes/${a.quarterId}`)).json();
    expect(quarter).toMatchObject({ nomination: true, nominationStatus: 'open', tenantWideCandidates: true });
    expect(Date.parse(quarter.nominationEndAt) - Date.parse(quarter.nominationStartAt)).toBe(30 * 86_400_000);
    // Max is a listed sender, Sam is not: "my awards" shows what each may do.
    const maxTypes = (await a.api('max', 'GET', '/awards/awardTypes/my')).json().results as {
      name: string;
      permissions: string[];
    }[];
    expect(maxTypes.map((t) => t.name)).toEqual(['Employee of the quarter', 'Spot award']);
    expect(maxTypes.map((t) => t.permissions)).toEqual([['nominate'], ['send']]);
    const sam = (await a.api('sam', 'GET', '/awards/awardTypes/my'))
      .json()
      .results.map((t: { name: string }) => t.name);
    expect(sam).toEqual(['Employee of the quarter']);
    expect((await a.api('sam', 'GET', `/award/awardTypes/${a.spotId}`)).statusCode).toBe(404);
  });

  it('creates, updates, patches, clones, archives, unarchives and deletes, with audit entries', async () => {
    const created = await a.api('ada', 'POST', '/award/awardTypes', {
      name: 'Team player',
      description: 'Goes the extra mile',
      points: 20,
      budgetItemId: a.bankId,
      senders: [{ id: a.ids.eve, type: 'tenantMember' }],
      pinForDays: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      pinForDays: 3,
      notify: true,
      archived: false,
      permissions: ['edit', 'delete', 'send'],
    });
    const put = await a.api('ada', 'PUT', `/award/awardTypes/${id}`, {
      name: 'Team star',
      points: 0,
      pinForDays: 0,
    });
    expect(put.json()).toMatchObject({
      name: 'Team star',
      points: 0,
      pinForDays: null,
      budgetItemId: null,
      senders: [],
    });
    const patched = await a.api('ada', 'PATCH', `/award/awardTypes/${id}`, { description: 'Changed' });
    expect(patched.json()).toMatchObject({ name: 'Team star', description: 'Changed' });
    const clone = await a.api('ada', 'POST', `/award/awardTypes/${id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ name: 'Copy of Team star', description: 'Changed' });
    expect((await a.api('ada', 'POST', `/award/awardTypes/${id}/archive`)).json().archived).toBe(true);
    expect((await a.api('ada', 'POST', `/award/awardTypes/${id}/archive`)).statusCode).toBe(409);
    const listed = (await a.api('ada', 'GET', '/award/awardTypes?archived=only')).json().results;
    expect(listed.map((t: { id: string }) => t.id)).toEqual([id]);
    expect((await a.api('ada', 'POST', `/award/awardTypes/${id}/unarchive`)).json().archived).toBe(false);
    expect((await a.api('ada', 'DELETE', `/award/awardTypes/${id}`)).statusCode).toBe(200);
    expect((await a.api('ada', 'GET', `/award/awardTypes/${id}`)).statusCode).toBe(404);
    const actions = await auditActions();
    for (const action of [
      'awardType.create',
      'awardType.update',
      'awardType.clone',
      'awardType.archive',
      'awardType.unarchive',
      'awardType.delete',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('refuses bad award types and non-admins', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'No bank', points: 10 }, 'budgetItemId'],
      [{ name: 'Fraction', points: 2.5, budgetItemId: a.bankId }, 'points'],
      [{ name: 'Negative', points: -5, budgetItemId: a.bankId }, 'points'],
      [{ name: '' }, 'name'],
      [{ name: 'Pin', pinForDays: 5 }, 'pinForDays'],
      [{ name: 'Ghost sender', senders: [{ id: a.ids.gus, type: 'tenantMember' }] }, 'senders.0.id'],
      [{ name: 'Ghost bank', budgetItemId: a.ids.gus }, 'budgetItemId'],
      [
        {
          name: 'Backwards',
          nomination: true,
          nominationStartAt: '2030-01-02T00:00:00.000Z',
          nominationEndAt: '2030-01-01T00:00:00.000Z',
        },
        'nominationEndAt',
      ],
    ];
    for (const [body, path] of cases) {
      const response = await a.api('ada', 'POST', '/award/awardTypes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0].path, JSON.stringify(body)).toBe(path);
    }
    expect((await a.api('sam', 'POST', '/award/awardTypes', { name: 'Mine' })).statusCode).toBe(403);
    expect((await a.api('sam', 'GET', '/award/awardTypes')).statusCode).toBe(403);
    expect((await a.api('sam', 'PATCH', `/award/awardTypes/${a.spotId}`, { points: 1 })).statusCode).toBe(
      403,
    );
    expect((await a.api('sam', 'GET', '/award/awardTypes/summary')).statusCode).toBe(403);
  });

  it('lists and exports the recipients, keeps sent types from deletion, and sums it up', async () => {
    const sent = await a.sendAward('ada', { sendTo: a.to('sam', 'eve') });
    expect(sent.statusCode, sent.body).toBe(201);
    const page = (await a.api('ada', 'GET', `/award/awardTypes/${a.spotId}/recipients`)).json();
    expect(page.results.map((r: { member: { id: string } }) => r.member.id).sort()).toEqual(
      [a.ids.eve, a.ids.sam].sort(),
    );
    expect(page.results[0]).toMatchObject({ amount: 50, sender: { id: a.ids.ada } });
    const csv = await a.api('ada', 'POST', `/award/awardTypes/${a.spotId}/recipients/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('"Recipient","Job title","Points","Sent by","Awarded at"');
    expect(csv.body).toContain('"Sam Okafor","Product Designer",50,"Ada Lovelace",');
    // A name or job title a spreadsheet would run as a formula is exported as text (CSV injection).
    const attack = `=cmd|' /C calc'!A0`;
    await a.setMember('sam', { firstName: attack });
    try {
      const rows = parse(
        (await a.api('ada', 'POST', `/award/awardTypes/${a.spotId}/recipients/export`)).body,
      ) as string[][];
      const sam = rows.find((row) => row[0]?.includes('Okafor'));
      expect(sam?.slice(0, 4)).toEqual([`'${attack} Okafor`, 'Product Designer', '50', 'Ada Lovelace']);
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+@\t\r]/);
    } finally {
      await a.setMember('sam', { firstName: 'Sam' });
    }
    const refused = await a.api('ada', 'DELETE', `/award/awardTypes/${a.spotId}`);
    expect(refused.statusCode).toBe(409);
    const summary = (await a.api('ada', 'GET', '/award/awardTypes/summary')).json();
    expect(summary).toMatchObject({ openNominationCount: 1, nominationCount: 1 });
    expect(summary.awardCount).toBeGreaterThanOrEqual(1);
    expect(summary.pointsAwarded).toBeGreaterThanOrEqual(100);
    const stats = (await a.api('ada', 'GET', `/award/awardTypes/${a.spotId}?embed=stats`)).json().stats;
    expect(stats).toMatchObject({ awardCount: 1, recipientCount: 2, pointsAwarded: 100 });
  });

  it('uploads award badges through /award/uploads/award and shows them on the type, its awards and the TV', async () => {
    const body = { originalFilename: 'badge.png', contentType: 'image/png' };
    expect((await a.api('sam', 'POST', '/award/uploads/award', body)).statusCode).toBe(403);
    const pdf = await a.api('ada', 'POST', '/award/uploads/award', {
      originalFilename: 'x.pdf',
      contentType: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(400);
    const started = await a.api('ada', 'POST', '/award/uploads/award', body);
    expect(started.statusCode, started.body).toBe(201);
    const { mediaObject, upload } = started.json() as {
      mediaObject: { id: string };
      upload: { url: string; fields: [string, string][] };
    };
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c19c00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of upload.fields) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'badge.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const posted = await a.t.request({
      method: 'POST',
      url: upload.url,
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    const type = await a.api('ada', 'PATCH', `/award/awardTypes/${a.spotId}`, {
      mediaObjectId: mediaObject.id,
    });
    expect(type.statusCode, type.body).toBe(200);
    expect(Object.keys(type.json().badgeUrls.variants).sort()).toEqual([
      'award-badge-desktop',
      'award-badge-mobile',
    ]);
    const award = (await a.sendAward('ada', { sendTo: a.to('eve') })).json();
    expect(award.badgeUrls.id).toBe(mediaObject.id);
    const channel = (
      await a.api('ada', 'POST', '/tv/channels', { name: 'Awards', itemTypes: ['award'] })
    ).json();
    const slides = (await a.t.request({ method: 'GET', url: `/api/award/tv/${channel.token}/awards` })).json()
      .results;
    expect(slides[0].imageUrl).toContain('award-badge-desktop');
  });
});
