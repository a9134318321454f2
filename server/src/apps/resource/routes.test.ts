import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let png: Buffer;
let engineeringId: string;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  // Tokens resolve the plan afresh on every call: one test gives Globex the hub.
  r = await startRecognitionApp({ env: { KUDOS_AUTH_CACHE_SECONDS: '0' } });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b5fc7' } })
    .png()
    .toBuffer();
  const teams = (await r.api('ada', 'GET', '/identity/teams')).json().results as {
    id: string;
    name: string;
  }[];
  engineeringId = teams.find((t) => t.name === 'Engineering')?.id as string;
}, 120_000);
afterAll(() => r.t.close());

type Item = { id: string; title: string; [key: string]: unknown };
const list = async (who: Who, query = '') => {
  const response = await r.api(who, 'GET', `/resource/resources${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as Item[];
};
const create = (who: Who, body: Record<string, unknown>) =>
  r.api(who, 'POST', '/resource/resources', {
    title: 'Handbook',
    linkUrl: 'https://acme.example/h',
    ...body,
  });
const asTenant = async <T>(host: 'acme' | 'globex', query: ReturnType<typeof sql>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds[host], userId: null }, async (tx) =>
    rowsOf<T>(await tx.execute(query)),
  );

/** The two-step upload as a browser does it; the media id when the file was stored. */
async function upload(who: Who, kind: 'resource' | 'resourceCover', bytes: Buffer, contentType: string) {
  const started = await r.api(who, 'POST', `/resource/uploads/${kind}`, {
    originalFilename: contentType === 'application/pdf' ? 'guide.pdf' : 'cover.png',
    contentType,
  });
  if (started.statusCode !== 201) return { status: started.statusCode, id: null };
  const initiated = started.json() as {
    mediaObject: { id: string };
    upload: { url: string; fields: [string, string][] };
  };
  const form = new FormData();
  for (const [name, value] of initiated.upload.fields) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'file.bin');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const posted = await r.t.request({
    method: 'POST',
    url: initiated.upload.url,
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return {
    status: posted.statusCode,
    id: posted.statusCode === 201 ? initiated.mediaObject.id : null,
    posted,
  };
}

describe('demo data', () => {
  it('Acme has six resources in three categories, two recommended to everyone, one paying 5 points', async () => {
    const all = await list('eve', '?pageSize=50');
    expect(all).toHaveLength(6);
    const categories = (await r.api('eve', 'GET', '/resource/categories')).json().results;
    expect(categories).toEqual(['Getting started', 'Recognition tips', 'Wellbeing']);
    const recommended = await list('eve', '?tab=recommended');
    expect(recommended.map((x) => x.title).sort()).toEqual([
      'Our values in practice',
      'Your first week with Kudos',
    ]);
    expect(all.filter((x) => x.completionPoints === 5).map((x) => x.title)).toEqual([
      'Your first week with Kudos',
    ]);
    expect(all[0]).toMatchObject({ permissions: ['react'], completionCount: null, favourite: false });
  });

  it('Globex (plan without the hub) is refused, its members offered the upgrade instead', async () => {
    expect((await r.api('gus', 'GET', '/resource/resources')).statusCode).toBe(403);
    expect((await r.api('umaGlobex', 'POST', '/resource/resources', { title: 'x' })).statusCode).toBe(403);
    const apps = (await r.api('gus', 'GET', '/apps')).json();
    expect(JSON.stringify(apps)).toContain('upgradeLicense');
  });
});

describe('managing', () => {
  it('only managers create, edit, archive and restore; members see live resources only', async () => {
    expect((await create('eve', {})).statusCode).toBe(403);
    const created = await create('ada', {
      title: '  Security basics ',
      summary: 'Passwords and phishing',
      body: '<p>Read <strong>this</strong><script>alert(1)</script></p>',
      categories: ['Security', 'security', 'Getting started'],
      estimatedMinutes: 12,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      title: 'Security basics',
      body: '<p>Read <strong>this</strong></p>',
      categories: ['Security', 'Getting started'],
      permissions: ['react', 'edit'],
      completionCount: 0,
      archived: false,
    });
    const archived = await r.api('ada', 'PATCH', `/resource/resources/${body.id}`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, permissions: ['edit'] });
    expect((await list('eve')).map((x) => x.id)).not.toContain(body.id);
    expect((await r.api('eve', 'GET', `/resource/resources/${body.id}`)).statusCode).toBe(404);
    expect((await list('ada', '?archived=true')).map((x) => x.id)).toEqual([body.id]);
    expect(
      (await r.api('eve', 'PATCH', `/resource/resources/${body.id}`, { archived: false })).statusCode,
    ).toBe(403);
    const restored = await r.api('ada', 'PATCH', `/resource/resources/${body.id}`, {
      archived: false,
      title: 'Security 101',
    });
    expect(restored.json()).toMatchObject({ archived: false, title: 'Security 101' });
    expect((await list('eve', '?search=security')).map((x) => x.title)).toEqual(['Security 101']);
    expect((await list('eve', '?category=Security')).map((x) => x.title)).toEqual(['Security 101']);
    const log = await asTenant<{ action: string }>(
      'acme',
      sql`select action from audit_log where target_id = ${body.id} order by created_at`,
    );
    expect(log.map((x) => x.action)).toEqual(['resource.create', 'resource.archive', 'resource.restore']);
  });

  it('refuses javascript: and other schemes, an empty resource and unknown teams or roles, saving nothing', async () => {
    const before = await list('ada', '?pageSize=50');
    for (const linkUrl of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'ftp://x.test/a',
      'mailto:a@b.test',
      'acme.example',
    ]) {
      const response = await create('ada', { linkUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        path: 'linkUrl',
        message: 'Enter a link that starts with https:// or http://',
      });
    }
    const empty = await create('ada', { linkUrl: null, body: '<script>x</script>' });
    expect(empty.json()).toMatchObject({
      details: [{ path: 'linkUrl', message: 'Add a link or a file, or write the body' }],
    });
    const noAudience = await create('ada', { recommended: true, audience: { everyone: false } });
    expect(noAudience.json().details[0]).toMatchObject({ path: 'audience' });
    const unknownRole = await create('ada', { audience: { everyone: false, roles: ['employee', 'pirate'] } });
    expect(unknownRole.json().details[0]).toMatchObject({
      path: 'audience.roles.1',
      message: 'This role does not exist',
    });
    const badPoints = await create('ada', { completionPoints: -1 });
    expect(badPoints.statusCode).toBe(400);
    expect(await list('ada', '?pageSize=50')).toHaveLength(before.length);
  });
});

describe('audiences', () => {
  it('recommends to everyone, to a team, or to a role', async () => {
    const toTeam = (
      await create('ada', {
        title: 'For engineers',
        recommended: true,
        audience: { everyone: false, teamIds: [engineeringId] },
      })
    ).json();
    const toAdmins = (
      await create('ada', {
        title: 'For admins',
        recommended: true,
        audience: { everyone: false, roles: ['admin'] },
      })
    ).json();
    const notRecommended = (
      await create('ada', { title: 'Just listed', audience: { everyone: false, roles: ['admin'] } })
    ).json();
    const recommendedTo = async (who: Who) =>
      (await list(who, '?tab=recommended&pageSize=50')).map((x) => x.id);
    expect(await recommendedTo('eve')).toEqual(expect.arrayContaining([toTeam.id]));
    expect(await recommendedTo('eve')).not.toContain(toAdmins.id);
    expect(await recommendedTo('ada')).toContain(toAdmins.id);
    expect(await recommendedTo('ada')).not.toContain(toTeam.id);
    expect(await recommendedTo('ada')).not.toContain(notRecommended.id);
    // Every member still finds every live resource under "All".
    expect((await list('eve', '?pageSize=50')).map((x) => x.id)).toEqual(
      expect.arrayContaining([toAdmins.id, notRecommended.id]),
    );
    const read = (await r.api('eve', 'GET', `/resource/resources/${toTeam.id}`)).json();
    expect(read).toMatchObject({ recommended: true, recommendedToMe: true });
  });
});

describe('favourites, reactions and completion', () => {
  it('favourites and reacts through the kernel, one reaction per member', async () => {
    const [first] = await list('sam');
    const id = first?.id as string;
    expect((await r.api('sam', 'PUT', `/resource/resources/${id}/favourite`)).statusCode).toBe(200);
    expect((await r.api('sam', 'PUT', `/resource/resources/${id}/favourite`)).statusCode).toBe(200);
    expect((await list('sam', '?tab=favourites')).map((x) => x.id)).toEqual([id]);
    expect(await list('eve', '?tab=favourites')).toEqual([]);
    await r.api('sam', 'PUT', `/resource/resources/${id}/reactions`, { reaction: '👏' });
    await r.api('sam', 'PUT', `/resource/resources/${id}/reactions`, { reaction: '🎉' });
    await r.api('max', 'PUT', `/resource/resources/${id}/reactions`, { reaction: '🎉' });
    const read = (await r.api('sam', 'GET', `/resource/resources/${id}`)).json();
    expect(read).toMatchObject({ favourite: true, ownReaction: '🎉', reactionCounts: { '🎉': 2 } });
    const who = (await r.api('eve', 'GET', `/resource/resources/${id}/reactions`)).json().results;
    expect(who).toHaveLength(2);
    expect((await r.api('sam', 'DELETE', `/resource/resources/${id}/favourite`)).statusCode).toBe(200);
    expect(await list('sam', '?tab=favourites')).toEqual([]);
  });

  it('pays the completion points once, however many requests race', async () => {
    const paying = (await list('eve', '?pageSize=50')).find((x) => x.completionPoints === 5) as Item;
    const before = await r.balances('eve');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => r.api('eve', 'POST', `/resource/resources/${paying.id}/completion`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe('You have already completed this resource');
    expect(answers.find((a) => a.statusCode === 201)?.json()).toMatchObject({ pointsAwarded: 5 });
    const after = await r.balances('eve');
    expect(after.redeemable).toBe(before.redeemable + 5);
    expect(await r.ledgerMismatches()).toEqual([]);
    const rows = await asTenant<{ type: string; amount: number }>(
      'acme',
      sql`select t.type, t.amount from points_transactions t join points_accounts a on a.id = t.account_id
          where a.member_id = ${r.ids.eve} and t.type = 'resource'`,
    );
    expect(rows).toEqual([{ type: 'resource', amount: 5 }]);
    const read = (await r.api('eve', 'GET', `/resource/resources/${paying.id}`)).json();
    expect(read.completedAt).not.toBeNull();
    const managed = (await r.api('ada', 'GET', `/resource/resources/${paying.id}`)).json();
    expect(managed.completionCount).toBe(1);
  });

  it('refuses reacting to, favouriting and completing an archived resource', async () => {
    const made = (await create('ada', { title: 'Old policy' })).json();
    await r.api('ada', 'PATCH', `/resource/resources/${made.id}`, { archived: true });
    for (const [method, path, body] of [
      ['POST', 'completion', undefined],
      ['PUT', 'favourite', undefined],
      ['PUT', 'reactions', { reaction: '👏' }],
    ] as const) {
      const response = await r.api('ada', method, `/resource/resources/${made.id}/${path}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This resource is archived');
    }
  });
});

describe('uploads', () => {
  it('keeps a file and a cover uploaded through the pipeline; refuses the wrong kind and members', async () => {
    const file = await upload('ada', 'resource', pdf, 'application/pdf');
    const cover = await upload('ada', 'resourceCover', png, 'image/png');
    expect(file.status).toBe(201);
    expect(cover.status).toBe(201);
    const made = await create('ada', { title: 'Guide', linkUrl: null, fileId: file.id, coverId: cover.id });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      file: { id: file.id, originalFilename: 'guide.pdf', contentType: 'application/pdf' },
      cover: { id: cover.id, variants: { 'resource-cover': expect.any(String) } },
    });
    const download = await r.t.request({ method: 'GET', url: made.json().file.url });
    expect(download.statusCode).toBe(200);
    // A cover is an image: a PDF is refused when it starts, a PNG renamed as a PDF when it arrives.
    expect((await upload('ada', 'resourceCover', pdf, 'application/pdf')).status).toBe(400);
    const renamed = await upload('ada', 'resource', png, 'application/pdf');
    expect(renamed.status).toBe(400);
    expect((await upload('eve', 'resource', pdf, 'application/pdf')).status).toBe(403);
    // The cover id where the file belongs: not a finished upload of that kind.
    const swapped = await create('ada', { fileId: cover.id });
    expect(swapped.json().details[0]).toMatchObject({
      path: 'fileId',
      message: 'Upload the file again: it was not found',
    });
  });
});

describe('tenant isolation', () => {
  it('another tenant cannot read, change, complete or react to Acme’s resources, nor use its teams or files', async () => {
    await r.t.services.db.execute(
      sql`update tenants set plan = 'enterprise' where id = ${r.tenantIds.globex}`,
    );
    try {
      const acmeResource = (await list('eve'))[0] as Item;
      const file = await upload('ada', 'resource', pdf, 'application/pdf');
      expect(await list('umaGlobex')).toEqual([]);
      const id = acmeResource.id;
      expect((await r.api('umaGlobex', 'GET', `/resource/resources/${id}`)).statusCode).toBe(404);
      expect(
        (await r.api('umaGlobex', 'PATCH', `/resource/resources/${id}`, { title: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await r.api('umaGlobex', 'POST', `/resource/resources/${id}/completion`)).statusCode).toBe(404);
      expect(
        (await r.api('umaGlobex', 'PUT', `/resource/resources/${id}/reactions`, { reaction: '👏' }))
          .statusCode,
      ).toBe(404);
      expect((await r.api('umaGlobex', 'PUT', `/resource/resources/${id}/favourite`)).statusCode).toBe(404);
      const withTeam = await create('umaGlobex', { audience: { everyone: false, teamIds: [engineeringId] } });
      expect(withTeam.json().details[0]).toMatchObject({
        path: 'audience.teamIds.0',
        message: 'This team does not exist',
      });
      const withFile = await create('umaGlobex', { fileId: file.id });
      expect(withFile.json().details[0]).toMatchObject({ path: 'fileId' });
      const mine = await create('umaGlobex', { title: 'Globex handbook' });
      expect(mine.statusCode).toBe(201);
      expect((await list('eve', '?pageSize=100')).map((x) => x.title)).not.toContain('Globex handbook');
      expect((await r.api('ada', 'GET', `/resource/resources/${mine.json().id}`)).statusCode).toBe(404);
      const acmeTitle = await asTenant<{ title: string }>(
        'globex',
        sql`select title from resources where id = ${id}`,
      );
      expect(acmeTitle).toEqual([]);
    } finally {
      await r.t.services.db.execute(sql`update tenants set plan = 'growth' where id = ${r.tenantIds.globex}`);
    }
  });
});
