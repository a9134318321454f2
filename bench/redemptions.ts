/**
 * Redemptions benchmark (issue 16) on PostgreSQL: 100 members, each with 300 redeemable points,
 * redeem at once over loopback HTTP. Round 1: every member sends two redemptions of a
 * 200-point reward at the same moment (different keys): exactly one of each pair may pass.
 * Round 2: all 100 race for a 50-point reward with 60 in stock. Then the ledger is checked:
 * no balance below zero, every balance the sum of its rows, stock at zero, points spent equal to
 * the orders made. Prints timings and the checks against the budget (no overspend, exact
 * ledger). Not a test. See README.md.
 *
 *   npm run bench:redemptions                                  # a throwaway cluster
 *   BENCH_DATABASE_URL=postgres://... npm run bench:redemptions  # an admin URL: a fresh database
 *   BENCH_ENGINE=pglite npm run bench:redemptions               # embedded PGlite instead
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { issueAccessToken } from '../server/src/apps/identity/tokens.ts';
import { inTenant } from '../server/src/db/client.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { tenantMembers, tenants, users } from '../server/src/db/schema.ts';
import { credit } from '../server/src/kernel/points/ledger.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, call, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const memberCount = intSetting('BENCH_MEMBERS', 100, 2, 1000);
guardRun(600_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  if (process.env.BENCH_ENGINE !== 'pglite') process.env.TEST_DATABASE_URL = adminDatabaseUrl();
  const t = await startTestApp();
  cleanups.push(() => t.close());
  const db = t.services.db;
  const [acme] = await db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  if (!acme) throw new Error('no demo tenant');
  const scope = { tenantId: acme.id, userId: null };

  // 100 members with 300 redeemable points each, credited through the ledger, and a token each.
  const stamp = Date.now().toString(36);
  const people = Array.from({ length: memberCount }, (_, i) => ({
    email: `bench-${stamp}-${i}@acme.test`,
    firstName: 'Bench',
    lastName: `Member ${i}`,
  }));
  const made = await db.insert(users).values(people).returning({ id: users.id, email: users.email });
  const memberIds = await inTenant(db, scope, async (tx) => {
    const rows = await tx
      .insert(tenantMembers)
      .values(
        made.map((user, i) => ({
          tenantId: acme.id,
          userId: user.id,
          firstName: 'Bench',
          lastName: `Member ${i}`,
          email: user.email,
          invitationStatus: 'joined' as const,
        })),
      )
      .returning({ id: tenantMembers.id });
    const ids = rows.map((row) => row.id);
    await credit(
      tx,
      acme.id,
      ids.map((memberId) => ({ memberId, amount: 300 })),
      'redeemable',
      'redeemable_add',
    );
    return ids;
  });
  const tokens = await Promise.all(
    made.map(
      async (user) => (await issueAccessToken(t.services, db, { userId: user.id, tenantId: acme.id })).token,
    ),
  );

  const adminToken = await t.login('ada@acme.test');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: memberCount * 2 });
  cleanups.push(() => agent.destroy());
  const headers = (token: string) => ({ host: 'acme.localhost', authorization: `Bearer ${token}` });

  const store = await call(
    port,
    'POST',
    '/api/rewards/providers',
    headers(adminToken),
    { name: 'Bench store' },
    agent,
  );
  const storeId = JSON.parse(store.body).id as string;
  const addReward = async (body: Record<string, unknown>) =>
    JSON.parse(
      (
        await call(
          port,
          'POST',
          `/api/rewards/providers/${storeId}/rewards`,
          headers(adminToken),
          body,
          agent,
        )
      ).body,
    ).id as string;
  const big = await addReward({ name: 'Bench jacket', cost: 200, stock: null });
  const small = await addReward({ name: 'Bench mug', cost: 50, stock: 60 });

  const round = async (label: string, requests: { token: string; rewardId: string; key: string }[]) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      requests.map(async (r) => {
        const begun = performance.now();
        const res = await call(
          port,
          'POST',
          '/api/rewards/redemptions',
          headers(r.token),
          { rewardId: r.rewardId, idempotencyKey: r.key },
          agent,
        );
        latencies.push(performance.now() - begun);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    latencies.sort((a, b) => a - b);
    console.log(
      `${label}: ${requests.length} requests in ${wall.toFixed(0)} ms ` +
        `(${((requests.length / wall) * 1000).toFixed(0)}/s); p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    return statuses;
  };

  const first = await round(
    `round 1 (${memberCount} members × 2 of a 200-point reward, 300 points each)`,
    tokens.flatMap((token, i) => [
      { token, rewardId: big, key: `bench-a-${i}-xxxx` },
      { token, rewardId: big, key: `bench-b-${i}-xxxx` },
    ]),
  );
  const second = await round(
    `round 2 (${memberCount} members for a 50-point reward, 60 in stock)`,
    tokens.map((token, i) => ({ token, rewardId: small, key: `bench-c-${i}-xxxx` })),
  );

  const checks = await inTenant(db, scope, async (tx) => {
    const one = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number }>(await tx.execute(query))[0]?.n);
    return {
      negativeBalances: await one(sql`select count(*)::int as n from points_accounts where balance < 0`),
      ledgerMismatches: await one(sql`select count(*)::int as n from (
          select a.id from points_accounts a left join points_transactions t on t.account_id = a.id
           group by a.id having a.balance <> coalesce(sum(t.amount), 0)) m`),
      mugStock: await one(sql`select stock as n from rewards where id = ${small}`),
      ordersMade: await one(sql`select count(*)::int as n from reward_orders where provider_id = ${storeId}`),
      pointsSpent: await one(
        sql`select coalesce(sum(cost), 0)::int as n from reward_orders where provider_id = ${storeId}`,
      ),
      debited: await one(sql`select coalesce(-sum(t.amount), 0)::int as n from points_transactions t
          join points_accounts a on a.id = t.account_id
         where t.type = 'redeem' and a.member_id = any(${`{${memberIds.join(',')}}`}::uuid[])`),
    };
  });
  const expectedOrders = memberCount + Math.min(60, memberCount);
  const ok =
    checks.negativeBalances === 0 &&
    checks.ledgerMismatches === 0 &&
    (first.get(201) ?? 0) === memberCount &&
    (second.get(201) ?? 0) === Math.min(60, memberCount) &&
    checks.ordersMade === expectedOrders &&
    checks.pointsSpent === checks.debited &&
    checks.mugStock === Math.max(0, 60 - memberCount);
  console.log(`checks: ${JSON.stringify(checks)}`);
  console.log(
    `budget: no overspend, exact ledger: ${ok ? 'met' : 'NOT MET'} ` +
      `(expected ${memberCount} jackets, ${Math.min(60, memberCount)} mugs, ${expectedOrders} orders)`,
  );
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup().then(() => process.exit()));
