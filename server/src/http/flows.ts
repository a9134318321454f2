import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FlowProgress } from '#shared/contract/flows';
import { inTenant, type Tx } from '../db/client.ts';
import { flows, tenants } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { type MemberAuth, withTenant } from './auth.ts';
import { ApiError, conflict, notFound } from './errors.ts';

/**
 * Flow helpers (000 §7, ARCHITECTURE "Flow helpers"): the server half of init, preview, update
 * and execute, shared by every multi-step admin operation (staff imports, batch invites).
 *
 * The status lives in the `flows` table, so any instance answers it. Progress is only in the
 * memory of the instance that executes: with several instances, the others answer `executing`
 * with `progress: null` until the status changes.
 *
 * An executing flow holds a lease (`lease_id`, `lease_until`, database time) that its instance
 * renews while it runs. An instance that dies mid-execution stops renewing; its transaction was
 * rolled back, so nothing of it was written. Once the lease ran out, the next read of the flow
 * (`loadFlow`, on any instance) or the `flows-abandoned` sweep stores it `failed` with a sentence
 * saying so. A run that was only stalled and comes back after that commits nothing: its final
 * step needs its lease.
 */
export type FlowKind = (typeof flows.$inferSelect)['kind'];
export type FlowRow = typeof flows.$inferSelect;

/** How long a run's lease lasts; its instance renews it three times as often. */
export const flowLeaseMs = 60_000;
const leaseFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export const abandonedMessage =
  'This stopped while it was being carried out (the server running it went away), so nothing was changed. Try again.';

const progressById = new Map<string, FlowProgress>();
/** This instance's runs: the tenant, and the flow as answered when it started. */
const running = new Map<string, { tenantId: string; kind: FlowKind; view: unknown; work: Promise<void> }>();

/**
 * The answer for a flow this instance is executing, served from memory: on PGlite (one
 * session) the running transaction holds the database, so polling must not need it.
 */
export function executingView<V extends object>(kind: FlowKind, id: string, tenantId: string): V | null {
  const run = running.get(id);
  if (!run || run.kind !== kind || run.tenantId !== tenantId) return null;
  return { ...(run.view as V), status: 'executing', progress: progressById.get(id) ?? null };
}

/** Update and execute are refused at once while this instance executes the flow. */
export function refuseWhileExecuting(kind: FlowKind, id: string, tenantId: string): void {
  if (executingView(kind, id, tenantId)) {
    throw conflict('This is being carried out already; it can no longer be changed.');
  }
}

/** The `flowBase` fields of a stored flow. */
export function flowBaseOf(row: FlowRow) {
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'executing' ? (progressById.get(row.id) ?? null) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    executedAt: row.executedAt?.toISOString() ?? null,
  };
}

export async function createFlow(
  tx: Tx,
  auth: MemberAuth,
  values: { kind: FlowKind; fileName?: string | null; options: unknown; summary: unknown },
): Promise<FlowRow> {
  const [row] = await tx
    .insert(flows)
    .values({
      tenantId: auth.tenantId,
      kind: values.kind,
      createdByMemberId: auth.memberId,
      fileName: values.fileName ?? null,
      options: values.options,
      summary: values.summary,
    })
    .returning();
  if (!row) throw new Error('flow not stored');
  return row;
}

/** A flow executing under a lease that ran out (or that has none: stored before leases). */
const leaseExpired = (): SQL =>
  and(eq(flows.status, 'executing'), or(isNull(flows.leaseUntil), lte(flows.leaseUntil, sql`now()`))) as SQL;

/**
 * A flow of this kind in the caller's tenant (row-level security hides the others), else 404.
 * A flow left executing by an instance that died (its lease ran out) is stored `failed` first.
 */
export async function loadFlow(tx: Tx, kind: FlowKind, id: string, lock = false): Promise<FlowRow> {
  const query = tx
    .select()
    .from(flows)
    .where(and(eq(flows.id, id), eq(flows.kind, kind)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('This flow does not exist');
  if (row.status === 'executing' && !running.has(row.id)) return (await abandon(tx, row)) ?? row;
  return row;
}

/**
 * Stores a flow whose lease ran out as `failed`. `skip locked`: a run that holds the row is
 * alive and finishing, so it is left alone (and a read never waits for it).
 */
async function abandon(tx: Tx, row: FlowRow): Promise<FlowRow | undefined> {
  const live = tx
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.id, row.id), leaseExpired()))
    .for('update', { skipLocked: true });
  const [failed] = await tx
    .update(flows)
    .set({ status: 'failed', error: abandonedMessage, leaseId: null, leaseUntil: null })
    .where(sql`${flows.id} in (${live})`)
    .returning();
  return failed;
}

const settledMessage = (row: FlowRow) =>
  row.status === 'executing'
    ? 'This is being carried out already; it can no longer be changed.'
    : 'This was carried out already; it can no longer be changed. Start a new one.';

/** Update (PUT): merges `patch` into the options; 409 once executing or executed. */
export async function updateFlowOptions<O extends object>(
  tx: Tx,
  kind: FlowKind,
  id: string,
  patch: Partial<O>,
  summarize?: (row: FlowRow, options: O) => Promise<unknown>,
): Promise<FlowRow> {
  const row = await loadFlow(tx, kind, id, true);
  if (row.status === 'executing' || row.status === 'executed') throw conflict(settledMessage(row));
  const options = { ...(row.options as O), ...patch };
  const summary = summarize ? await summarize(row, options) : row.summary;
  const [updated] = await tx.update(flows).set({ options, summary }).where(eq(flows.id, id)).returning();
  return updated ?? row;
}

export type FlowRun<R> = (
  tx: Tx,
  row: FlowRow,
  report: (done: number, total: number) => void,
) => Promise<{ result: R; after?: () => Promise<void> }>;

/**
 * Execute (POST .../execute, 202): marks the flow `executing` (409 if it is executing or
 * executed, or if `check` refuses), then runs `run` in the background in ONE tenant
 * transaction. Success stores `result` and `executed`; any error rolls everything back and
 * stores `failed` with a sentence. `after` runs once the transaction committed (mail).
 */
export async function executeFlow<R, V extends object>(
  services: Services,
  auth: MemberAuth,
  kind: FlowKind,
  id: string,
  steps: {
    check: (tx: Tx, row: FlowRow) => Promise<void>;
    /** The flow as answered (202, and polls while it runs), from the started row. */
    view: (tx: Tx, row: FlowRow) => Promise<V>;
    run: FlowRun<R>;
  },
): Promise<V> {
  refuseWhileExecuting(kind, id, auth.tenantId);
  const { check, view, run } = steps;
  const { started, answer } = await withTenant(services, auth, async (tx) => {
    const row = await loadFlow(tx, kind, id, true);
    if (row.status === 'executing' || row.status === 'executed') throw conflict(settledMessage(row));
    await check(tx, row);
    const [updated] = await tx
      .update(flows)
      .set({ status: 'executing', error: null, leaseId: randomUUID(), leaseUntil: leaseFromNow(flowLeaseMs) })
      .where(eq(flows.id, id))
      .returning();
    const started = updated ?? row;
    return { started, answer: await view(tx, started) };
  });
  progressById.set(id, { done: 0, total: 0 });
  const stopRenewing = renewLease(services, auth, started);
  const work = runInBackground(services, auth, started, run).finally(() => {
    stopRenewing();
    progressById.delete(id);
    running.delete(id);
  });
  running.set(id, { tenantId: auth.tenantId, kind, view: answer, work });
  return { ...answer, progress: progressById.get(id) ?? null };
}

/**
 * Renews the run's lease while it runs. On PGlite (one session) a renewal waits for the run's
 * transaction; there is only one instance there, and `running` already says it is alive.
 */
export function renewLease(
  services: Services,
  auth: MemberAuth,
  row: FlowRow,
  everyMs = flowLeaseMs / 3,
): () => void {
  let pending: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (pending) return;
    pending = withTenant(services, auth, (tx) =>
      tx
        .update(flows)
        .set({ leaseUntil: leaseFromNow(flowLeaseMs) })
        .where(and(eq(flows.id, row.id), ownLease(row), eq(flows.status, 'executing'))),
    )
      .catch((error: unknown) => services.log.warn({ err: error, flowId: row.id }, 'flow lease not renewed'))
      .finally(() => {
        pending = null;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

const ownLease = (row: FlowRow): SQL =>
  row.leaseId ? eq(flows.leaseId, row.leaseId) : (isNull(flows.leaseId) as SQL);

export class FlowLeaseLost extends Error {}

/**
 * The run's last step, in its transaction: `executed` with the result, only while the run still
 * holds its lease. A run given up as abandoned (its lease ran out) throws, so its transaction
 * rolls back and writes nothing.
 */
export async function finishRun(tx: Tx, row: FlowRow, result: unknown, now: Date): Promise<void> {
  const [finished] = await tx
    .update(flows)
    .set({ status: 'executed', result, executedAt: now, leaseId: null, leaseUntil: null })
    .where(and(eq(flows.id, row.id), ownLease(row), eq(flows.status, 'executing')))
    .returning({ id: flows.id });
  if (!finished) throw new FlowLeaseLost('flow lease lost');
}

async function runInBackground<R>(
  services: Services,
  auth: MemberAuth,
  row: FlowRow,
  run: FlowRun<R>,
): Promise<void> {
  const report = (done: number, total: number) => progressById.set(row.id, { done, total });
  try {
    const { after } = await withTenant(services, auth, async (tx) => {
      const outcome = await run(tx, row, report);
      await finishRun(tx, row, outcome.result, services.now());
      return outcome;
    });
    await after?.().catch((error: unknown) => services.log.error({ err: error }, 'flow follow-up failed'));
  } catch (error) {
    // Given up while stalled: the flow was already stored `failed`, and maybe started again.
    if (error instanceof FlowLeaseLost) {
      services.log.warn({ flowId: row.id }, 'flow run outlived its lease; nothing was written');
      return;
    }
    if (!(error instanceof ApiError)) services.log.error({ err: error, flowId: row.id }, 'flow failed');
    const message =
      error instanceof ApiError
        ? `${error.message} Nothing was changed.`
        : 'Something went wrong while carrying this out, so nothing was changed. Try again.';
    await withTenant(services, auth, (tx) =>
      tx
        .update(flows)
        .set({ status: 'failed', error: message, leaseId: null, leaseUntil: null })
        .where(and(eq(flows.id, row.id), ownLease(row), eq(flows.status, 'executing'))),
    ).catch((storeError: unknown) =>
      services.log.error({ err: storeError }, 'could not store a failed flow'),
    );
  }
}

/**
 * The sweep (a job, every minute): stores every flow whose lease ran out `failed`, so one left
 * by a dead instance is settled even if nobody reads it. Runs of this instance are left alone.
 */
export async function abandonExpiredFlows(services: Services): Promise<number> {
  const all = await services.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
  let abandoned = 0;
  for (const tenant of all) {
    abandoned += await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
      const expired = await tx.select().from(flows).where(leaseExpired());
      let count = 0;
      for (const row of expired) if (!running.has(row.id) && (await abandon(tx, row))) count++;
      return count;
    });
  }
  return abandoned;
}

/** Resolves once the flow's background run (if this instance has one) has settled: tests, benches. */
export function flowSettled(id: string): Promise<void> {
  return running.get(id)?.work ?? Promise.resolve();
}
