import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../test/fixtures/recognition.ts';
import type { MemberAuth } from './auth.ts';
import { withTenant } from './auth.ts';
import { conflict } from './errors.ts';
import {
  abandonExpiredFlows,
  abandonedMessage,
  createFlow,
  executeFlow,
  executingView,
  FlowLeaseLost,
  finishRun,
  flowBaseOf,
  flowSettled,
  loadFlow,
  refuseWhileExecuting,
  renewLease,
  updateFlowOptions,
} from './flows.ts';

let r: RecognitionApp;
let auth: MemberAuth;
beforeAll(async () => {
  r = await startRecognitionApp();
  auth = {
    tokenId: 'test',
    userId: r.ids.ada,
    tenantId: r.tenantIds.acme,
    memberId: r.ids.ada,
    role: 'admin',
    customRoleId: null,
    plan: 'enterprise',
    expiresAt: new Date(Date.now() + 3600_000),
  };
});
afterAll(() => r.t.close());

const newFlow = () =>
  withTenant(r.t.services, auth, (tx) =>
    createFlow(tx, auth, { kind: 'batchInvite', options: { a: 1 }, summary: { memberIds: [] } }),
  );
const noop = {
  check: async () => {},
  view: async (_tx: unknown, row: Parameters<typeof flowBaseOf>[0]) => flowBaseOf(row),
  run: async () => ({ result: null }),
};
const base = (id: string) =>
  withTenant(r.t.services, auth, async (tx) => flowBaseOf(await loadFlow(tx, 'batchInvite', id)));

describe('flow helpers', () => {
  it('shows progress while executing, stores the result, then refuses update and execute', async () => {
    const flow = await newFlow();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let followedUp = false;
    const started = await executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
      check: async () => {},
      view: async (_tx, row) => flowBaseOf(row),
      run: async (_tx, _row, report) => {
        report(3, 10);
        await gate;
        return {
          result: { sent: 10 },
          after: async () => {
            followedUp = true;
          },
        };
      },
    });
    expect(started.status).toBe('executing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Served from memory: on PGlite the running transaction holds the database.
    expect(executingView('batchInvite', flow.id, auth.tenantId)).toMatchObject({
      status: 'executing',
      progress: { done: 3, total: 10 },
    });
    expect(executingView('batchInvite', flow.id, r.tenantIds.globex)).toBeNull();
    expect(executingView('staffImport', flow.id, auth.tenantId)).toBeNull();
    expect(() => refuseWhileExecuting('batchInvite', flow.id, auth.tenantId)).toThrow(/being carried out/);
    await expect(executeFlow(r.t.services, auth, 'batchInvite', flow.id, noop)).rejects.toMatchObject({
      statusCode: 409,
    });
    release();
    await flowSettled(flow.id);
    const done = await withTenant(r.t.services, auth, (tx) => loadFlow(tx, 'batchInvite', flow.id));
    expect(flowBaseOf(done)).toMatchObject({ status: 'executed', progress: null, error: null });
    expect(done.result).toEqual({ sent: 10 });
    expect(followedUp).toBe(true);
    await expect(
      withTenant(r.t.services, auth, (tx) => updateFlowOptions(tx, 'batchInvite', flow.id, { a: 2 })),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('marks a flow failed with a sentence, keeps nothing of its work, and refuses when check says so', async () => {
    const flow = await newFlow();
    await expect(
      executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
        ...noop,
        check: async () => {
          throw conflict('Not now.');
        },
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Not now.' });
    expect((await base(flow.id)).status).toBe('preview');
    await executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
      ...noop,
      run: async (tx) => {
        await createFlow(tx, auth, { kind: 'batchInvite', options: { marker: true }, summary: {} });
        throw new Error('boom');
      },
    });
    await flowSettled(flow.id);
    expect(await base(flow.id)).toMatchObject({
      status: 'failed',
      error: 'Something went wrong while carrying this out, so nothing was changed. Try again.',
    });
    const markers = await withTenant(r.t.services, auth, (tx) =>
      tx.execute(sql`select id from flows where options ->> 'marker' = 'true'`),
    );
    expect((markers as unknown as { rows: unknown[] }).rows).toEqual([]);
    // A failed flow may be changed and carried out again.
    const updated = await withTenant(r.t.services, auth, (tx) =>
      updateFlowOptions<{ a: number }>(tx, 'batchInvite', flow.id, { a: 5 }),
    );
    expect(updated.options).toEqual({ a: 5 });
  });

  it("answers 404 for another kind's or another tenant's flow", async () => {
    const flow = await newFlow();
    await expect(
      withTenant(r.t.services, auth, (tx) => loadFlow(tx, 'staffImport', flow.id)),
    ).rejects.toMatchObject({ statusCode: 404 });
    const globex = { ...auth, tenantId: r.tenantIds.globex, memberId: r.ids.umaGlobex };
    await expect(
      withTenant(r.t.services, globex, (tx) => loadFlow(tx, 'batchInvite', flow.id)),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

/** What an instance that died mid-run leaves behind: `executing`, a lease nobody renews. */
const leftByDeadInstance = (id: string, leaseUntil: SQL) =>
  withTenant(r.t.services, auth, (tx) =>
    tx.update(flows).set({ status: 'executing', leaseId: randomUUID(), leaseUntil }).where(eq(flows.id, id)),
  );

describe('a flow whose instance died while executing', () => {
  it('is stored failed with a sentence once its lease ran out, and may be carried out again', async () => {
    const flow = await newFlow();
    await leftByDeadInstance(flow.id, sql`now() - interval '1 second'`);
    expect(await base(flow.id)).toMatchObject({ status: 'failed', error: abandonedMessage, progress: null });
    const [row] = await withTenant(r.t.services, auth, (tx) =>
      tx.select().from(flows).where(eq(flows.id, flow.id)),
    );
    expect(row).toMatchObject({ status: 'failed', leaseId: null, leaseUntil: null, result: null });

    await executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
      ...noop,
      run: async () => ({ result: 7 }),
    });
    await flowSettled(flow.id);
    expect(await base(flow.id)).toMatchObject({ status: 'executed', error: null });
  });

  it('stays executing while its lease runs, and refuses to be carried out twice', async () => {
    const flow = await newFlow();
    await leftByDeadInstance(flow.id, sql`now() + interval '1 minute'`);
    expect((await base(flow.id)).status).toBe('executing');
    await expect(executeFlow(r.t.services, auth, 'batchInvite', flow.id, noop)).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('may be carried out again at once after its lease ran out, without a read first', async () => {
    const flow = await newFlow();
    await leftByDeadInstance(flow.id, sql`now() - interval '1 second'`);
    await executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
      ...noop,
      run: async () => ({ result: 1 }),
    });
    await flowSettled(flow.id);
    expect(await base(flow.id)).toMatchObject({ status: 'executed' });
  });

  it('is never given up by the instance running it, even past the lease', async () => {
    const flow = await newFlow();
    await executeFlow(r.t.services, auth, 'batchInvite', flow.id, {
      ...noop,
      run: async (tx, row) => {
        // On PGlite the run's transaction holds the database, so the lease cannot be renewed.
        await tx
          .update(flows)
          .set({ leaseUntil: sql`now() - interval '1 minute'` })
          .where(eq(flows.id, row.id));
        expect((await loadFlow(tx, 'batchInvite', row.id)).status).toBe('executing');
        return { result: 'done' };
      },
    });
    await flowSettled(flow.id);
    expect(await base(flow.id)).toMatchObject({ status: 'executed', error: null });
  });

  it('commits nothing of a stalled run that comes back after it was given up', async () => {
    const flow = await newFlow();
    await leftByDeadInstance(flow.id, sql`now() - interval '1 second'`);
    const [stalled] = await withTenant(r.t.services, auth, (tx) =>
      tx.select().from(flows).where(eq(flows.id, flow.id)),
    );
    if (!stalled) throw new Error('no flow');
    expect((await base(flow.id)).status).toBe('failed');
    await expect(
      withTenant(r.t.services, auth, async (tx) => {
        await createFlow(tx, auth, { kind: 'batchInvite', options: { stalled: true }, summary: {} });
        await finishRun(tx, stalled, { late: true }, new Date());
      }),
    ).rejects.toBeInstanceOf(FlowLeaseLost);
    const late = await withTenant(r.t.services, auth, (tx) =>
      tx.execute(sql`select id from flows where options ->> 'stalled' = 'true'`),
    );
    expect((late as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await base(flow.id)).toMatchObject({ status: 'failed', error: abandonedMessage });
  });

  it('is settled by the sweep without anyone reading it; live leases are left alone', async () => {
    const dead = await newFlow();
    const alive = await newFlow();
    await leftByDeadInstance(dead.id, sql`now() - interval '1 second'`);
    await leftByDeadInstance(alive.id, sql`now() + interval '1 minute'`);
    expect(await abandonExpiredFlows(r.t.services)).toBeGreaterThanOrEqual(1);
    const [row] = await withTenant(r.t.services, auth, (tx) =>
      tx.select().from(flows).where(eq(flows.id, dead.id)),
    );
    expect(row).toMatchObject({ status: 'failed', error: abandonedMessage });
    expect((await base(alive.id)).status).toBe('executing');
    expect(await abandonExpiredFlows(r.t.services)).toBe(0);
  });

  it('keeps its lease while its instance renews it, and only its own run', async () => {
    const flow = await newFlow();
    await leftByDeadInstance(flow.id, sql`now() + interval '1 second'`);
    const read = () =>
      withTenant(
        r.t.services,
        auth,
        async (tx) => (await tx.select().from(flows).where(eq(flows.id, flow.id)))[0],
      );
    const row = await read();
    if (!row) throw new Error('no flow');
    const stop = renewLease(r.t.services, auth, row, 20);
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    const renewed = await read();
    expect(renewed?.leaseUntil?.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Another run's lease (the flow was given up and started again) is not renewed by this one.
    const other = await leftByDeadInstance(flow.id, sql`now() + interval '1 second'`).then(read);
    const stopOther = renewLease(r.t.services, auth, row, 20);
    await new Promise((resolve) => setTimeout(resolve, 150));
    stopOther();
    expect((await read())?.leaseUntil).toEqual(other?.leaseUntil);
  });
});
