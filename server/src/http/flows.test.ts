import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../apps/recognition/test-fixtures.ts';
import type { MemberAuth } from './auth.ts';
import { withTenant } from './auth.ts';
import { conflict } from './errors.ts';
import {
  createFlow,
  executeFlow,
  executingView,
  flowBaseOf,
  flowSettled,
  loadFlow,
  refuseWhileExecuting,
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
