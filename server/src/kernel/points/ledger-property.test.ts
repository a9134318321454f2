import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { seededRandom } from '../../test/seeded-random.ts';

/**
 * A property over random sequences (a seeded generator, so a failure replays), extending the
 * rewards one (server/src/apps/rewards/ledger-property.test.ts) to administration: whatever mix of
 * concurrent sends, adjustments, reversals, expiries, fund allocations and redemptions runs, every balance
 * equals the sum of its ledger rows, none is negative, each row is reversed at most once, and
 * every refused call (409) changed nothing.
 */
let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

const members: Who[] = ['sam', 'eve', 'max', 'uma'];

const invariants = () =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) => {
    const [row] = rowsOf<{ negative: number; doubled: number; total: string; ledger: string }>(
      await tx.execute(sql`
        select (select count(*)::int from points_accounts where balance < 0) as negative,
               (select count(*)::int from (select reversal_of, account_id from points_transactions
                  where reversal_of is not null group by 1, 2 having count(*) > 1) d) as doubled,
               (select coalesce(sum(balance), 0)::bigint from points_accounts) as total,
               (select coalesce(sum(amount), 0)::bigint from points_transactions) as ledger`),
    );
    return row;
  });

describe('the ledger under random administration', () => {
  it.each([7, 99, 2026])(
    'seed %i: sums equal balances, nothing negative, no double reversal',
    async (seed) => {
      const { random, pick } = seededRandom(seed);
      await r.api('ada', 'POST', '/points/accounts/fund/points', { amount: 500 });
      // A store whose redemptions race the administration below (one item with a small stock).
      const store = (await r.api('ada', 'POST', '/rewards/providers', { name: `Ledger ${seed}` })).json();
      const rewards = await Promise.all(
        [
          { name: 'Sticker', cost: 5, stock: 4 },
          { name: 'Mug', cost: 25, stock: null },
        ].map(async (item) =>
          (await r.api('ada', 'POST', `/rewards/providers/${store.id}/rewards`, item)).json(),
        ),
      );
      const statuses = new Set<number>();
      for (let round = 0; round < 6; round += 1) {
        const listed = (await r.api('ada', 'GET', '/points/transactionRecipients?pageSize=40')).json()
          .results as {
          id: string;
          accountId: string;
        }[];
        const ops = Array.from({ length: 8 }, () => {
          const kind = Math.floor(random() * 8);
          const who = pick(members);
          const amount = 1 + Math.floor(random() * 60);
          switch (kind) {
            case 0:
              return r.send(who, {
                sendTo: r.to(pick(members.filter((m) => m !== who))),
                amount: 1 + (amount % 20),
              });
            case 1:
              return r.api('ada', 'POST', `/points/accounts/redeemable/${r.ids[who]}/points`, { amount });
            case 2:
              return r.api(
                'ada',
                'DELETE',
                `/points/accounts/${pick(['redeemable', 'allocation'])}/${r.ids[who]}/points`,
                {
                  amount,
                },
              );
            case 3:
            case 4: {
              // Two admins reversing the same row at once: at most one wins.
              const row = pick(listed);
              const url = `/points/transactions/${row.id}/account/${row.accountId}`;
              return Promise.all([r.api('ada', 'DELETE', url), r.api('ada', 'DELETE', url)]);
            }
            case 5:
              return r.api('ada', 'POST', '/points/accounts/fund/allocate', {
                memberIds: [r.ids[who]],
                amount,
              });
            case 6:
              return r.api(who, 'POST', '/rewards/redemptions', { rewardId: pick(rewards).id });
            default:
              return r.api('ada', 'POST', '/points/accounts/payout/expire', { memberIds: [r.ids[who]] });
          }
        });
        for (const result of await Promise.all(ops)) {
          for (const response of Array.isArray(result) ? result : [result]) statuses.add(response.statusCode);
        }
        expect(await r.ledgerMismatches()).toEqual([]);
        const state = await invariants();
        expect(state).toMatchObject({ negative: 0, doubled: 0 });
        expect(Number(state?.total)).toBe(Number(state?.ledger));
      }
      // Only accepted calls and clear refusals; never a server error.
      expect([...statuses].every((status) => [200, 201, 409, 422].includes(status))).toBe(true);
      expect(statuses.has(200) && statuses.has(409)).toBe(true);
      const reversals = (await r.api('ada', 'GET', '/points/transactionRecipients?typeIn=reversal')).json()
        .results;
      expect(reversals.length).toBeGreaterThan(0);
    },
  );
});
