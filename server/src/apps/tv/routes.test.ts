import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '#shared/contract/common';
import { inTenant } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema.ts';
import { demoTvToken } from '../../seed/demo-tv.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import type { HostName } from '../../test/harness.ts';
import { tvWrongHostMessage } from './token.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

/** A public TV call: no bearer token, from a given client address, on a tenant's host. */
const tv = (path: string, address = '10.0.0.1', host: HostName = 'acme') =>
  r.t.request({ method: 'GET', url: `/api${path}`, host, remoteAddress: address });
const recognitionsOf = async (token: string, host: HostName = 'acme') => {
  const response = await tv(`/recognition/tv/${token}/recognitions`, '10.0.0.1', host);
  expect(response.statusCode).toBe(200);
  return response.json().results as { id: string; message: string; recipients: { name: string }[] }[];
};

describe('the demo screen', () => {
  it('shows Acme public recognitions with names, never emails', async () => {
    const display = await tv(`/tv/display/${demoTvToken}`);
    expect(display.statusCode).toBe(200);
    expect(display.json()).toMatchObject({
      name: 'Lobby',
      itemTypes: ['recognition', 'award', 'celebration', 'announcement'],
      tenantName: 'Acme',
    });
    expect(display.json().tenantUrl).toMatch(/^http:\/\/acme\.localhost(:\d+)?$/);
    const response = await tv(`/recognition/tv/${demoTvToken}/recognitions`);
    const results = response.json().results;
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ itemType: 'recognition', postPath: `/recognitions/${results[0].id}` });
    expect(results[0].sender.name).toMatch(/\w+ \w+/);
    expect(response.body).not.toMatch(/@(acme|kudos|globex)\.test/);
  });
});

describe('token scope', () => {
  it('never shows private recognitions or drafts', async () => {
    const open = (await r.send('eve', { sendTo: r.to('sam'), message: '<p>Public thanks</p>' })).json();
    const secret = (
      await r.send('eve', { sendTo: r.to('sam'), message: '<p>Private thanks</p>', tenantWide: false })
    ).json();
    const draft = (
      await r.send('eve', { sendTo: r.to('sam'), message: '<p>Draft thanks</p>', status: 'draft' })
    ).json();
    const ids = (await recognitionsOf(demoTvToken)).map((item) => item.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(secret.id);
    expect(ids).not.toContain(draft.id);
  });

  it("never reaches another tenant's content, whatever host it is asked on", async () => {
    const globex = await r.api('umaGlobex', 'POST', '/tv/channels', { name: 'Globex hall' });
    expect(globex.statusCode).toBe(201);
    const globexToken = globex.json().token;
    const globexPost = (
      await r.api('umaGlobex', 'POST', '/recognition/recognitions', {
        message: '<p>Globex only</p>',
        sendTo: [{ id: r.ids.gus, type: 'tenantMember' }],
        qualityIds: [
          (await r.api('umaGlobex', 'GET', '/recognition/values')).json().results[0].qualities[0].id,
        ],
      })
    ).json();
    expect(globexPost.id).toBeDefined();

    const acmeIds = (await recognitionsOf(demoTvToken)).map((item) => item.id);
    expect(acmeIds).not.toContain(globexPost.id);
    const globexItems = await recognitionsOf(globexToken, 'globex');
    expect(globexItems.map((item) => item.id)).toContain(globexPost.id);
    expect(JSON.stringify(globexItems)).not.toMatch(/Acme|Eve |Sam /);
    // The token picks the tenant, and works only on that tenant's host: Globex's link is refused
    // on Acme's host, Acme's on Globex's.
    for (const [token, host] of [
      [globexToken, 'acme'],
      [demoTvToken, 'globex'],
    ] as const) {
      const elsewhere = await tv(`/recognition/tv/${token}/recognitions`, '10.0.0.1', host);
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json()).toEqual({ name: errorNames.unauthorized, message: tvWrongHostMessage });
    }

    // Admins of one tenant cannot touch another tenant's links.
    const ownGlobex = globex.json().id;
    expect((await r.api('ada', 'PATCH', `/tv/channels/${ownGlobex}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await r.api('ada', 'DELETE', `/tv/channels/${ownGlobex}`)).statusCode).toBe(404);
    expect(
      (await r.api('ada', 'GET', '/tv/channels')).json().results.map((c: { id: string }) => c.id),
    ).not.toContain(ownGlobex);
  });

  it('answers 401 for unknown, malformed and revoked tokens, and after regeneration for the old one', async () => {
    for (const token of ['nope', 'x'.repeat(90), '%20', demoTvToken.toUpperCase()]) {
      const response = await tv(`/recognition/tv/${token}/recognitions`);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({ name: 'UnauthorizedError' });
    }
    const created = (await r.api('ada', 'POST', '/tv/channels', { name: 'Cafeteria' })).json();
    expect(created.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect((await tv(`/tv/display/${created.token}`)).statusCode).toBe(200);

    const regenerated = (await r.api('ada', 'POST', `/tv/channels/${created.id}/token`)).json();
    expect(regenerated.token).not.toBe(created.token);
    expect((await tv(`/recognition/tv/${created.token}/recognitions`)).statusCode).toBe(401);
    expect((await tv(`/recognition/tv/${regenerated.token}/recognitions`)).statusCode).toBe(200);

    expect((await r.api('ada', 'DELETE', `/tv/channels/${created.id}`)).json()).toEqual({ ok: true });
    expect((await tv(`/tv/display/${regenerated.token}`)).statusCode).toBe(401);
    expect((await tv(`/recognition/tv/${regenerated.token}/recognitions`)).statusCode).toBe(401);
    const list = (await r.api('ada', 'GET', '/tv/channels')).json().results;
    expect(list.map((c: { id: string }) => c.id)).not.toContain(created.id);
    expect((await r.api('ada', 'POST', `/tv/channels/${created.id}/token`)).statusCode).toBe(404);
  });

  it('narrows to teams: only content sent by, to or about their members', async () => {
    // A team with sam only, made directly in Acme's rows (the demo data has no team).
    const teamId = await inTenant(
      r.t.services.db,
      { tenantId: r.tenantIds.acme, userId: null },
      async (tx) => {
        const [row] = await tx
          .insert(teams)
          .values({ tenantId: r.tenantIds.acme, name: 'Support' })
          .returning();
        const id = row?.id as string;
        await tx.insert(teamMembers).values({ tenantId: r.tenantIds.acme, teamId: id, memberId: r.ids.sam });
        return id;
      },
    );
    const teamOptions = (await r.api('ada', 'GET', '/tv/teams')).json().results;
    expect(teamOptions).toContainEqual({ id: teamId, name: 'Support' });
    const channel = (
      await r.api('ada', 'POST', '/tv/channels', { name: 'Support corner', teamIds: [teamId] })
    ).json();
    expect(channel.teamIds).toEqual([teamId]);

    const toSam = (await r.send('eve', { sendTo: r.to('sam') })).json();
    const bySam = (await r.send('sam', { sendTo: r.to('max') })).json();
    const toTeam = (await r.send('max', { sendTo: [{ id: teamId, type: 'team' }] })).json();
    const elsewhere = (await r.send('eve', { sendTo: r.to('max') })).json();
    const ids = (await recognitionsOf(channel.token)).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([toSam.id, bySam.id, toTeam.id]));
    expect(ids).not.toContain(elsewhere.id);

    const widened = await r.api('ada', 'PATCH', `/tv/channels/${channel.id}`, { teamIds: [] });
    expect(widened.json().teamIds).toEqual([]);
    expect((await recognitionsOf(channel.token)).map((item) => item.id)).toContain(elsewhere.id);
  });
});

describe('managing TV links', () => {
  it('creates, renames and lists for tvApp addChannel; employees are refused', async () => {
    const created = await r.api('ada', 'POST', '/tv/channels', { name: '  Reception  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Reception', itemTypes: ['recognition'], teamIds: [] });
    const renamed = await r.api('ada', 'PATCH', `/tv/channels/${created.json().id}`, { name: 'Front desk' });
    expect(renamed.json()).toMatchObject({ name: 'Front desk', token: created.json().token });
    const names = (await r.api('ada', 'GET', '/tv/channels'))
      .json()
      .results.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Lobby', 'Front desk']));

    expect((await r.api('eve', 'GET', '/tv/channels')).statusCode).toBe(403);
    expect((await r.api('eve', 'POST', '/tv/channels', { name: 'Mine' })).statusCode).toBe(403);
    expect((await r.api('eve', 'DELETE', `/tv/channels/${created.json().id}`)).statusCode).toBe(403);
    expect((await r.api(null, 'GET', '/tv/channels')).statusCode).toBe(401);
  });

  it('names the field of every bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'Enter a name'],
      [{ name: 'x'.repeat(81) }, 'name', 'Keep the name under 80 characters'],
      [{ name: 'A', itemTypes: [] }, 'itemTypes', 'Choose at least one kind of content'],
      [{ name: 'A', itemTypes: ['poster'] }, 'itemTypes.0', ''],
      [{ name: 'A', teamIds: [r.ids.eve] }, 'teamIds.0', 'This team does not exist'],
    ];
    for (const [body, path, message] of cases) {
      const response = await r.api('ada', 'POST', '/tv/channels', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const detail = response.json().details[0];
      expect(detail.path).toBe(path);
      if (message) expect(detail.message).toBe(message);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 after 60 calls a minute with one token, and per address after 120', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await tv('/tv/display/guessing-token', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    const limited = await tv('/tv/display/guessing-token', '10.9.9.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);

    const perAddress: number[] = [];
    for (let i = 0; i < 121; i++)
      perAddress.push((await tv(`/tv/display/guess-${i}`, '10.7.7.7')).statusCode);
    expect(perAddress.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(perAddress[120]).toBe(429);
  });

  it("counts one token's calls across every area's screen call, not per area", async () => {
    // Each area's TV path, taking turns: one rate limit for the token, whichever area answers.
    const paths = [
      '/tv/display/shared-guess',
      '/recognition/tv/shared-guess/recognitions',
      '/award/tv/shared-guess/awards',
      '/celebration/tv/shared-guess/calendar',
      '/announcement/tv/shared-guess/announcements',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await tv(paths[i % paths.length] ?? '', `10.6.${i}.1`)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const path of paths) expect((await tv(path, '10.6.99.1')).statusCode).toBe(429);
  });
});
