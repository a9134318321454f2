import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { credit } from '../../kernel/points/ledger.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { seededRandom } from '../../test/seeded-random.ts';

/**
 * A property over random sequences (a seeded generator, so a failure replays): whatever mix of
 * concurrent redemptions, refunds, fulfilments and credits runs, every balance equals the sum of
 * its ledger rows, no balance or stock goes below zero, and each member's balance is what they
 * started with, plus credits, less the orders not refunded.
 */
let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const members: Who[] = ['sam', 'eve', 'max', 'uma'];
const acme = () => ({ tenantId: r.tenantIds.acme, userId: null });

const snapshot = () =>
  inTenant(r.t.services.db, acme(), async (tx) => ({
    negative: rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from points_accounts where balance < 0`),
    )[0]?.n,
    negativeStock: rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from rewards where stock < 0`),
    )[0]?.n,
  }));

describe('the ledger under random concurrent redemptions', () => {
  it.each([11, 42, 2026])(
    'seed %i: sums equal balances, nothing negative, every point accounted',
    async (seed) => {
      const { random, pick } = seededRandom(seed);
      const store = await r.api('ada', 'POST', '/rewards/providers', { name: `Property ${seed}` });
      const storeId = store.json().id as string;
      const items = [];
      for (const [i, cost] of [7, 30, 55].entries()) {
        const made = await r.api('ada', 'POST', `/rewards/providers/${storeId}/rewards`, {
          name: `Item ${i}`,
          cost,
          stock: i === 2 ? null : 3 + Math.floor(random() * 4),
        });
        items.push(made.json() as { id: string; cost: number; stock: number | null });
      }
      const start = Object.fromEntries(
        await Promise.all(members.map(async (who) => [who, (await r.balances(who)).redeemable] as const)),
      );
      const credited = Object.fromEntries(members.map((who) => [who, 0]));
      let redeemed = 0;

      for (let round = 0; round < 4; round += 1) {
        const batch: Promise<unknown>[] = [];
        for (let i = 0; i < 12; i += 1) {
          const roll = random();
          const who = pick(members);
          if (roll < 0.65) {
            const item = pick(items);
            const idempotencyKey = `p${seed}-${round}-${i}-${Math.floor(random() * 3)}`;
            batch.push(r.api(who, 'POST', '/rewards/redemptions', { rewardId: item.id, idempotencyKey }));
          } else if (roll < 0.8) {
            const amount = 1 + Math.floor(random() * 80);
            credited[who] = (credited[who] ?? 0) + amount;
            batch.push(
              inTenant(r.t.services.db, acme(), (tx) =>
                credit(
                  tx,
                  r.tenantIds.acme,
                  [{ memberId: r.ids[who], amount }],
                  'redeemable',
                  'redeemable_add',
                ),
              ),
            );
          } else {
            batch.push(
              (async () => {
                const pending = (
                  await r.api('ada', 'GET', `/rewards/orders?stateIn=pending&providerId=${storeId}`)
                ).json().results as { id: string }[];
                const order = pending.length ? pick(pending) : null;
                if (order)
                  await r.api(
                    'ada',
                    'POST',
                    `/rewards/orders/${order.id}/${roll < 0.9 ? 'refund' : 'fulfil'}`,
                  );
              })(),
            );
          }
        }
        const results = await Promise.all(batch);
        for (const res of results) {
          const status = (res as { statusCode?: number } | undefined)?.statusCode;
          if (status !== undefined) expect([200, 201, 409, 422]).toContain(status);
          if (status === 201) redeemed += 1;
        }
        expect(await r.ledgerMismatches()).toEqual([]);
        expect(await snapshot()).toEqual({ negative: 0, negativeStock: 0 });
      }

      // The sequence did redeem: the property is not met by refusing everything.
      expect(redeemed).toBeGreaterThan(0);
      const orders = (await r.api('ada', 'GET', `/rewards/orders?providerId=${storeId}&pageSize=100`)).json()
        .results as {
        member: { id: string };
        rewardId: string;
        state: string;
        cost: number;
      }[];
      for (const who of members) {
        const spent = orders
          .filter((o) => o.member.id === r.ids[who] && o.state !== 'refunded' && o.state !== 'failed')
          .reduce((sum, o) => sum + o.cost, 0);
        expect((await r.balances(who)).redeemable).toBe((start[who] ?? 0) + (credited[who] ?? 0) - spent);
      }
      for (const item of items) {
        if (item.stock === null) continue;
        const held = orders.filter(
          (o) => o.rewardId === item.id && (o.state === 'pending' || o.state === 'fulfilled'),
        ).length;
        const now = (await r.api('ada', 'GET', `/rewards/rewards/${item.id}`)).json().stock;
        expect(now + held).toBe(item.stock);
      }
    },
  );
});
