import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  assertBundle,
  type Deployment,
  deployment,
  type FreshDatabase,
  freshDatabase,
  type Instance,
  root,
  send,
  startInstance,
  startS3,
  within,
} from './cluster.ts';

/**
 * Two compiled servers on one PostgreSQL database and one S3-compatible bucket (s3rver), as
 * several instances run behind a proxy (docs/deployment.md). Each check acts through one instance
 * and looks through the other. The announcement's sweep is minute-granular, so it is scheduled
 * first and checked last, while the other checks run.
 */
let db: FreshDatabase;
let s3: Awaited<ReturnType<typeof startS3>>;
let shared: Deployment;
let a: Instance;
let b: Instance;
let tenantId: string;
const tokens: Record<string, string> = {};
let announcement: { id: string; startAt: Date };

const memberId = async (email: string) => {
  const [row] = await db.query<{ id: string }>(
    `select m.id from tenant_members m join users u on u.id = m.user_id join tenants t on t.id = m.tenant_id
     where u.email = $1 and t.slug = 'acme'`,
    [email],
  );
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
};

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    assertBundle();
    // Owned by `kudos`, no superuser, as in production (docs/deployment.md).
    db = await freshDatabase('kudos_two', { owner: 'kudos' });
    s3 = await startS3();
    shared = deployment(db.as('kudos'), {
      ...s3.env,
      // Long enough that only the database's notification can explain a change seen within a second.
      KUDOS_AUTH_CACHE_SECONDS: '60',
    });
    // Both at the same moment on the empty database: one migrates and seeds, the other waits.
    [a, b] = await Promise.all([startInstance('a', shared), startInstance('b', shared)]);
    for (const email of ['ada@acme.test', 'max@acme.test', 'eve@acme.test', 'sam@acme.test']) {
      tokens[email] = await (email === 'ada@acme.test' ? a : b).token(email);
    }
    const [tenant] = await db.query<{ id: string }>(`select id from tenants where slug = 'acme'`);
    tenantId = tenant?.id ?? '';
    // The next minute boundary at least 5 s away (pg-boss queues each minute's sweep).
    const startAt = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const created = await a.api('POST', '/announcement/announcements', {
      token: tokens['ada@acme.test'],
      body: {
        title: 'Two instances',
        body: '<p>Once</p>',
        status: 'scheduled',
        startAt: startAt.toISOString(),
      },
    });
    expect(created.status).toBe(201);
    announcement = { id: ((await created.json()) as { id: string }).id, startAt };
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    await db?.drop();
  }, 60_000);

  it('started at the same moment on an empty database: migrated once, seeded once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(root, 'server/drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [migrations] = await db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(migrations).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    const [seeded] = await db.query<{ tenants: number; ada: number }>(
      `select (select count(*)::int from tenants) as tenants,
              (select count(*)::int from users where email = 'ada@acme.test') as ada`,
    );
    expect(seeded).toMatchObject({ tenants: 2, ada: 1 });
    // The demo members once, not twice: every member of Acme has a distinct user.
    const [members] = await db.query<{ n: number; users: number }>(
      `select count(*)::int as n, count(distinct user_id)::int as users from tenant_members where tenant_id = $1`,
      [tenantId],
    );
    expect(members?.n).toBe(members?.users);
  });

  it('counts the sign-in limit across both: wrong passwords alternating between them are refused at the same count as on one', async () => {
    const attempts = async (email: string, through: (i: number) => Instance, address: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await through(i).signIn(email, { password: 'wrong password', address })).status);
      }
      return statuses;
    };
    const onOne = await attempts('one.instance@acme.test', () => a, '203.0.113.10');
    const onBoth = await attempts('both.instances@acme.test', (i) => (i % 2 ? b : a), '203.0.113.11');
    expect(onOne).toEqual([...Array(10).fill(401), 429]);
    expect(onBoth).toEqual(onOne);
    // The right password does not get past the spent allowance on either instance.
    expect((await b.signIn('both.instances@acme.test', { address: '203.0.113.12' })).status).toBe(429);

    // Password recovery (three requests an hour per account) likewise.
    const recovery = [];
    for (let i = 0; i < 4; i++) {
      const through = i % 2 ? b : a;
      const answer = await through.api('POST', '/identity/passwordIdentities/recovery', {
        body: { email: 'recovering@acme.test' },
        address: '203.0.113.13',
      });
      recovery.push(answer.status);
    }
    expect(recovery).toEqual([202, 202, 202, 429]);
  });

  it('ends a suspended member’s session on B within a second of the suspension through A', async () => {
    const eve = tokens['eve@acme.test'];
    const readOnB = () => b.api('GET', `/identity/tenants/${tenantId}`, { token: eve });
    // B has Eve's session cached (for 60 s) when A suspends her.
    expect((await readOnB()).status).toBe(200);
    const suspended = await a.api(
      'POST',
      `/identity/tenantMembers/${await memberId('eve@acme.test')}/suspend`,
      {
        token: tokens['ada@acme.test'],
      },
    );
    expect(suspended.status).toBe(200);
    await within(1_000, 'suspension seen on B', async () => (await readOnB()).status === 401);
  });

  it('gives a role change through A effect on B within a second', async () => {
    const max = tokens['max@acme.test'];
    const exportOnB = () => b.api('POST', '/identity/tenantMembers/export', { token: max, body: {} });
    expect((await exportOnB()).status).toBe(403);
    // Warm B's cache with Max as an employee (the refused call above changed nothing).
    expect((await b.api('GET', `/identity/tenants/${tenantId}`, { token: max })).status).toBe(200);
    const changed = await a.api('POST', `/identity/tenantMembers/${await memberId('max@acme.test')}/role`, {
      token: tokens['ada@acme.test'],
      body: { role: 'admin' },
    });
    expect(changed.status).toBe(200);
    await within(1_000, 'role change seen on B', async () => (await exportOnB()).status === 200);
  });

  it('shows on B a branding change made through A', async () => {
    const changed = await a.api('PATCH', `/identity/tenants/${tenantId}`, {
      token: tokens['ada@acme.test'],
      body: { name: 'Acme Two', brandColor: '#0F6CBD' },
    });
    expect(changed.status).toBe(200);
    const seen = await b.api('GET', `/identity/tenants/${tenantId}`, { token: tokens['sam@acme.test'] });
    expect(await seen.json()).toMatchObject({ name: 'Acme Two', brandColor: '#0F6CBD' });
  });

  it('serves through B an upload made through A (media in the shared bucket)', async () => {
    const sam = tokens['sam@acme.test'];
    const started = await a.api('POST', '/recognition/uploads/recognition', {
      token: sam,
      body: { originalFilename: 'team.png', contentType: 'image/png' },
    });
    expect(started.status).toBe(201);
    const initiated = (await started.json()) as {
      mediaObject: { id: string };
      upload: { url: string; fields: [string, string][] };
    };
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#ca5010' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of initiated.upload.fields) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'team.png');
    const uploaded = await send(new URL(initiated.upload.url, `http://127.0.0.1:${a.port}/api/`).toString(), {
      method: 'POST',
      headers: { host: 'acme.localhost' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const urls = (await (
      await b.api('GET', `/media/mediaObjects/${initiated.mediaObject.id}/urls`, { token: sam })
    ).json()) as { url: string };
    const file = await send(new URL(urls.url, `http://127.0.0.1:${b.port}/`).toString(), {
      headers: { host: 'acme.localhost' },
    });
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(900);
  });

  it('follows on B a staff import started on A; killing A mid-import leaves it failed, never stuck, and B carries it out again', async () => {
    const ada = tokens['ada@acme.test'];
    const rows = Number(process.env.INSTANCES_IMPORT_ROWS ?? 30_000);
    const lines = ['employeeId,firstName,lastName,email,managerEmployeeId,jobTitle,department,location'];
    for (let i = 1; i <= rows; i++) {
      lines.push(`T-${i},First${i},Last${i},person${i}@two.test,,Specialist,Dept ${i % 7},Office ${i % 5}`);
    }
    const form = new FormData();
    form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'people.csv');
    const init = await send(`http://127.0.0.1:${a.port}/api/identity/staffImports`, {
      method: 'POST',
      headers: { host: 'acme.localhost', authorization: `Bearer ${ada}` },
      body: form,
    });
    expect(init.status).toBe(201);
    const id = ((await init.json()) as { id: string }).id;
    // Records only: members would change who the scheduled announcement reaches.
    expect(
      (await a.api('PUT', `/identity/staffImports/${id}`, { token: ada, body: { createMembers: false } }))
        .status,
    ).toBe(200);
    const read = async (through: Instance) =>
      (await (await through.api('GET', `/identity/staffImports/${id}`, { token: ada })).json()) as {
        status: string;
        progress: { done: number; total: number } | null;
        error: string | null;
        result: { created: number } | null;
      };

    expect((await a.api('POST', `/identity/staffImports/${id}/execute`, { token: ada })).status).toBe(202);
    // B follows it from the database: executing (the progress lives on A).
    expect(await read(b)).toMatchObject({ status: 'executing', progress: null });
    await within(60_000, 'the import under way on A', async () => {
      const { progress } = await read(a);
      return progress !== null && progress.done > 0 && progress.done < progress.total;
    });
    const killedAt = Date.now();
    await a.kill();
    // A comes back on the same port at once (as a supervisor restarts it), so the scheduled
    // announcement below still has two instances to run on.
    a = await startInstance('a-restarted', shared, { port: a.port });

    // Nothing of the killed run was written, and the flow is not left executing: once its lease
    // ran out (60 s, renewed every 20 s) either instance stores it failed with a sentence.
    const [written] = await db.query<{ n: number }>(
      `select count(*)::int as n from staff_records where tenant_id = $1 and employee_id like 'T-%'`,
      [tenantId],
    );
    expect(written?.n).toBe(0);
    expect((await read(b)).status).toBe('executing');
    await within(
      75_000,
      'the abandoned import stored failed',
      async () => (await read(b)).status === 'failed',
    );
    expect(Date.now() - killedAt).toBeLessThan(75_000);
    expect((await read(a)).error).toMatch(/server running it went away/);

    // Resumable: carried out again through B, to the end.
    expect((await b.api('POST', `/identity/staffImports/${id}/execute`, { token: ada })).status).toBe(202);
    await within(60_000, 'the import executed on B', async () => (await read(a)).status === 'executed');
    expect((await read(b)).result).toMatchObject({ created: rows });
  }, 180_000);

  it('publishes the announcement scheduled through A exactly once', async () => {
    const { id, startAt } = announcement;
    const path = `/announcements/${id}`;
    // pg-boss queues each minute's sweep within about 30 s of the minute; one instance takes it.
    await within(
      Math.max(0, startAt.getTime() - Date.now()) + 60_000,
      'the announcement published',
      async () => {
        const [row] = await db.query<{ status: string }>('select status from announcements where id = $1', [
          id,
        ]);
        return row?.status === 'active';
      },
    );
    // Let the other instance's sweeps of this minute and the next one's catch up, if they would.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const read = await b.api('GET', `/announcement/announcements/${id}`, { token: tokens['ada@acme.test'] });
    const { stats } = (await read.json()) as { stats: { recipientCount: number } };
    const [bells] = await db.query<{ n: number; members: number }>(
      'select count(*)::int as n, count(distinct member_id)::int as members from notification_messages where resource_path = $1',
      [path],
    );
    // One bell per recipient but the author.
    expect(bells).toEqual({ n: stats.recipientCount - 1, members: stats.recipientCount - 1 });
    const [published] = await db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where target_id = $1 and action = 'announcement.publish'`,
      [id],
    );
    expect(published?.n).toBe(1);
    const timeline = await b.api('GET', '/timeline/items?itemTypeIn=announcement', {
      token: tokens['sam@acme.test'],
    });
    const items = ((await timeline.json()) as { results: { id: string }[] }).results;
    expect(items.filter((item) => item.id === id)).toHaveLength(1);
  }, 150_000);
});
