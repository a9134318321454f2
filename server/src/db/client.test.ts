import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { afterTransaction, inTenant, isTransient } from './client.ts';
import { rowsOf } from './rows.ts';

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await startTestApp();
  acmeId = (
    await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=acme.localhost' })
  ).json().id as string;
});
afterAll(() => t.close());

const settings = (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) =>
  tx
    .execute(
      sql`select current_setting('app.tenant_id', true) as tenant, current_setting('app.user_id', true) as "user"`,
    )
    .then((result) => rowsOf<{ tenant: string; user: string }>(result)[0]);

/** Feedback rows carry no foreign key but the tenant's: a row to write and look for. */
const countFeedback = (marker: string) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from feedback where message = ${marker}`),
    ),
  ).then((rows) => rows[0]?.n);

const insertFeedback = (tx: Parameters<Parameters<typeof inTenant>[2]>[0], marker: string) =>
  tx.execute(
    sql`insert into feedback (tenant_id, member_id, message) select ${acmeId}, id, ${marker} from tenant_members limit 1`,
  );

describe(`inTenant (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sets the tenant and the user for the transaction only, quoting any value literally', async () => {
    const odd = `o'brien\\'; select 1; --`;
    const inside = await inTenant(t.services.db, { tenantId: acmeId, userId: odd }, settings);
    expect(inside).toEqual({ tenant: acmeId, user: odd });
    const next = await inTenant(t.services.db, { tenantId: null, userId: null }, settings);
    expect(next).toEqual({ tenant: '', user: '' });
  });

  it('commits, or rolls back on an error, and tells afterTransaction hooks which', async () => {
    const outcomes: boolean[] = [];
    let seenByHook: Promise<number | undefined> | undefined;
    await inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) => {
      await insertFeedback(tx, 'client-test-commit');
      const registered = afterTransaction(tx, (committed) => {
        outcomes.push(committed);
        // Committed means visible to every other connection by the time the hook runs.
        seenByHook = countFeedback('client-test-commit');
      });
      expect(registered).toBe(true);
      expect(outcomes).toEqual([]);
    });
    expect(outcomes).toEqual([true]);
    expect(await seenByHook).toBe(1);

    await expect(
      inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) => {
        await insertFeedback(tx, 'client-test-rollback');
        afterTransaction(tx, (committed) => outcomes.push(committed));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(outcomes).toEqual([true, false]);
    expect(await countFeedback('client-test-rollback')).toBe(0);
  });

  it('keeps savepoints working and leaves a failed statement rolled back, the connection usable', async () => {
    await inTenant(t.services.db, { tenantId: acmeId, userId: null }, async (tx) => {
      await insertFeedback(tx, 'client-test-outer');
      await expect(
        tx.transaction(async (savepoint) => {
          await insertFeedback(savepoint, 'client-test-inner');
          // A savepoint is not the tenant transaction: its caller must learn of the commit otherwise.
          expect(afterTransaction(savepoint, () => {})).toBe(false);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    expect(await countFeedback('client-test-outer')).toBe(1);
    expect(await countFeedback('client-test-inner')).toBe(0);

    await expect(
      inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) => tx.execute(sql`select 1/0`)),
    ).rejects.toThrow();
    // Every pooled connection still answers inside a fresh transaction with the right settings.
    const again = await Promise.all(
      Array.from({ length: 12 }, () => inTenant(t.services.db, { tenantId: acmeId, userId: null }, settings)),
    );
    expect(again.every((row) => row?.tenant === acmeId)).toBe(true);
  });
});

describe('isTransient', () => {
  it('knows a deadlock and a serialization failure, also wrapped by Drizzle, and nothing else', () => {
    const driver = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });
    expect(isTransient(driver('40P01'))).toBe(true);
    expect(isTransient(driver('40001'))).toBe(true);
    expect(isTransient(new Error('Failed query', { cause: driver('40P01') }))).toBe(true);
    expect(isTransient(driver('23505'))).toBe(false);
    expect(isTransient(new Error('plain'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
