import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msTeamsPauseAfterFailures } from '#shared/contract/ms-teams';
import { type AnnouncementApp, startAnnouncementApp } from '../../test/fixtures/announcement.ts';
import { startTeamsWebhook } from '../../test/fixtures/teams-webhook.ts';
import { postToTeamsChannels, retryDelayMinutes } from './channel-posts.ts';

let a: AnnouncementApp;
let hook: Awaited<ReturnType<typeof startTeamsWebhook>>;
beforeAll(async () => {
  a = await startAnnouncementApp();
  hook = await startTeamsWebhook();
});
afterAll(async () => {
  await a.t.close();
  await hook.close();
});
beforeEach(() => {
  hook.state.received.length = 0;
  hook.state.status = 202;
});

/** One pass of the sweep the job queue runs every minute, through the stand-in's certificate. */
const sweep = () => postToTeamsChannels(a.t.services, { agent: hook.agent, timeoutMs: 5_000 });
const connection = async (who: 'ada' | 'umaGlobex' = 'ada') =>
  (await a.api(who, 'GET', '/ms-teams/connection')).json().connection;
type Card = {
  body: { text: string }[];
  actions: { type: string; title: string; url: string }[];
  msteams: { entities: { type: string; text: string; mentioned: { id: string; name: string } }[] };
};
const cardOf = (index: number) => {
  const message = hook.state.received[index]?.body as {
    type: string;
    attachments: { contentType: string; content: Card }[];
  };
  expect(message.type).toBe('message');
  expect(message.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
  return message.attachments[0]?.content as Card;
};

describe('posting to the connected Teams channel', () => {
  it('posts nothing before a channel is connected, nor what was published before', async () => {
    await a.send('eve', { sendTo: a.to('sam'), message: '<p>Before the channel</p>' });
    await sweep();
    expect(hook.state.received).toHaveLength(0);
    await a.api('ada', 'PUT', '/ms-teams/connection', { webhookUrl: hook.url('acme') });
    await sweep();
    expect(hook.state.received).toHaveLength(0);
  });

  it('posts a public recognition as an Adaptive Card with a link back, once', async () => {
    // Sam linked his Teams account and keeps `messaging` on: he is @mentioned.
    const code = (await a.api('sam', 'POST', '/ms-teams/link/code')).json().code;
    await a.t.request({
      method: 'POST',
      url: '/api/ms-teams/link/redeem',
      host: 'acme',
      payload: { code, teamsUserId: 'oid-sam', userPrincipalName: 'sam@acme.onmicrosoft.com' },
    });
    a.advance(1000);
    const sent = await a.send('eve', {
      sendTo: a.to('sam', 'max'),
      message: '<p>Thanks for the <strong>launch</strong> &amp; the demo!</p>',
    });
    const id = sent.json().id as string;
    await a.send('eve', { sendTo: a.to('sam'), tenantWide: false, message: '<p>Private thanks</p>' });
    expect(await sweep()).toBe(1);
    expect(hook.state.received).toHaveLength(1);
    expect(hook.state.received[0]?.path).toBe('/workflows/acme');
    const card = cardOf(0);
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body[0]?.text).toBe('Recognition from Eve Curie for <at>Sam Okafor</at> and Max Planck');
    expect(card.body[1]?.text).toBe('Thanks for the launch & the demo!');
    expect(card.body[2]?.text).toMatch(/^Values: /);
    expect(card.actions).toEqual([
      {
        type: 'Action.OpenUrl',
        title: 'View in Kudos',
        url: expect.stringMatching(new RegExp(`^http://acme\\.localhost(:\\d+)?/recognitions/${id}$`)),
      },
    ]);
    expect(card.msteams.entities).toEqual([
      { type: 'mention', text: '<at>Sam Okafor</at>', mentioned: { id: 'oid-sam', name: 'Sam Okafor' } },
    ]);
    // The next pass finds nothing new.
    expect(await sweep()).toBe(0);
    expect(hook.state.received).toHaveLength(1);
  });

  it('names a member who turned `messaging` off without @mentioning them', async () => {
    expect(
      (await a.api('sam', 'PATCH', '/notifications/channelPreferences', { messaging: false })).statusCode,
    ).toBe(200);
    a.advance(1000);
    await a.send('eve', { sendTo: a.to('sam'), message: '<p>Quietly</p>' });
    await sweep();
    expect(cardOf(0).body[0]?.text).toBe('Recognition from Eve Curie for Sam Okafor');
    expect(cardOf(0).msteams.entities).toEqual([]);
    await a.api('sam', 'PATCH', '/notifications/channelPreferences', { messaging: true });
  });

  it('posts awards and announcements too', async () => {
    a.advance(1000);
    expect((await a.create('ada', { title: 'Town hall on Friday', status: 'active' })).statusCode).toBe(201);
    await sweep();
    expect(hook.state.received).toHaveLength(1);
    expect(cardOf(0).body[0]?.text).toBe('Announcement: Town hall on Friday');
    expect(cardOf(0).actions[0]?.url).toMatch(/\/announcements\//);

    const types = (await a.api('ada', 'GET', '/award/awardTypes?pageSize=100')).json().results as {
      id: string;
      name: string;
    }[];
    const spot = types.find((type) => type.name === 'Spot award');
    a.advance(1000);
    const award = await a.api('ada', 'POST', '/award/awards', {
      awardTypeId: spot?.id,
      amount: 50,
      message: '<p>Well done!</p>',
      sendTo: a.to('max'),
    });
    expect(award.statusCode).toBe(201);
    await sweep();
    expect(hook.state.received).toHaveLength(2);
    expect(cardOf(1).body[0]?.text).toBe('Award “Spot award” for Max Planck');
    expect(cardOf(1).body[1]?.text).toBe('Well done!');
  });

  it('retries a failing webhook with growing delays, then delivers', async () => {
    hook.state.status = 500;
    a.advance(1000);
    await a.send('eve', { sendTo: a.to('max'), message: '<p>Retry me</p>' });
    expect(await sweep()).toBe(0);
    expect(hook.state.received).toHaveLength(1);
    expect(await connection()).toMatchObject({
      status: 'active',
      lastError: 'HTTP 500',
      consecutiveFailures: 1,
      pendingPosts: 1,
    });
    // Not again before the delay is over.
    await sweep();
    expect(hook.state.received).toHaveLength(1);
    a.advance(retryDelayMinutes(1) * 60_000);
    await sweep();
    expect(hook.state.received).toHaveLength(2);
    hook.state.status = 202;
    a.advance(retryDelayMinutes(2) * 60_000);
    expect(await sweep()).toBe(1);
    expect(hook.state.received).toHaveLength(3);
    expect(cardOf(2).body[1]?.text).toBe('Retry me');
    expect(await connection()).toMatchObject({
      status: 'active',
      lastError: null,
      consecutiveFailures: 0,
      pendingPosts: 0,
    });
  });

  it('pauses a webhook that keeps answering errors, with the reason, and resumes on request without losing posts', async () => {
    hook.state.status = 404;
    a.advance(1000);
    await a.send('eve', { sendTo: a.to('max'), message: '<p>Held while paused</p>' });
    for (let attempt = 1; attempt <= msTeamsPauseAfterFailures; attempt += 1) {
      await sweep();
      a.advance(retryDelayMinutes(attempt) * 60_000);
    }
    expect(hook.state.received).toHaveLength(msTeamsPauseAfterFailures);
    const paused = await connection();
    expect(paused).toMatchObject({ status: 'paused', lastError: 'HTTP 404', pendingPosts: 1 });
    expect(paused.pausedAt).not.toBeNull();
    // Paused: nothing is tried, however long it waits; new items still queue up.
    a.advance(2 * 60 * 60_000);
    await a.send('eve', { sendTo: a.to('max'), message: '<p>Also held</p>' });
    await sweep();
    expect(hook.state.received).toHaveLength(msTeamsPauseAfterFailures);
    expect((await connection()).pendingPosts).toBe(2);

    hook.state.status = 202;
    hook.state.received.length = 0;
    expect((await a.api('ada', 'POST', '/ms-teams/connection/resume')).json().connection.status).toBe(
      'active',
    );
    expect(await sweep()).toBe(2);
    expect(hook.state.received.map((_, i) => cardOf(i).body[1]?.text)).toEqual([
      'Held while paused',
      'Also held',
    ]);
  });

  it('refuses a webhook address that is not https even when stored some other way', async () => {
    const { postJson } = await import('./webhook-request.ts');
    expect(await postJson(hook.url().replace('https:', 'http:'), {}, { timeoutMs: 1000 })).toEqual({
      ok: false,
      error: 'not https',
    });
  });

  it('keeps tenants apart: Acme’s items never reach Globex’s channel', async () => {
    await a.api('umaGlobex', 'PUT', '/ms-teams/connection', { webhookUrl: hook.url('globex') });
    a.advance(1000);
    await a.send('eve', { sendTo: a.to('sam'), message: '<p>Acme only</p>' });
    await sweep();
    expect(hook.state.received.map((r) => r.path)).toEqual(['/workflows/acme']);
    expect((await connection('umaGlobex')).pendingPosts).toBe(0);
  });
});
