import { parse } from 'csv-parse/sync';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema.ts';
import { credit } from '../../kernel/points/ledger.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let storeId: string;
let hoodieId: string;
let dayOffId: string;

type Reward = { id: string; name: string; cost: number; stock: number | null };

beforeAll(async () => {
  r = await startRecognitionApp();
  const providers = (await r.api('sam', 'GET', '/rewards/providers')).json().results;
  storeId = providers.find((p: { name: string }) => p.name === 'Acme store').id;
  const list: Reward[] = (await r.api('sam', 'GET', `/rewards/providers/${storeId}/rewards`)).json().results;
  hoodieId = list.find((x) => x.name === 'Company hoodie')?.id as string;
  dayOffId = list.find((x) => x.name === 'Extra day off')?.id as string;
});
afterAll(() => r.t.close());

/** Redeemable points for a member, through the ledger as an admin's "add points" would. */
const give = (who: 'sam' | 'eve', amount: number) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
    credit(tx, r.tenantIds.acme, [{ memberId: r.ids[who], amount }], 'redeemable', 'redeemable_add'),
  );

/** The member's `refund` ledger rows. */
const refundCount = async (who: 'sam' | 'eve') => {
  const [row] = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from points_transactions t
        join points_accounts a on a.id = t.account_id
        where a.member_id = ${r.ids[who]} and t.type = 'refund'`),
    ),
  );
  return row?.n ?? 0;
};

describe('the demo store', () => {
  it('lists Acme store with the hoodie (200, 20 in stock) and the day off (1,000, unlimited)', async () => {
    const res = await r.api('sam', 'GET', `/rewards/providers/${storeId}/rewards`);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().results.map((x: Reward) => [x.name, x]));
    expect(byName['Company hoodie']).toMatchObject({ cost: 200, stock: 20 });
    expect(byName['Extra day off']).toMatchObject({ cost: 1000, stock: null });
    const one = await r.api('sam', 'GET', `/rewards/providers/${storeId}/rewards/${hoodieId}`);
    expect(one.json().name).toBe('Company hoodie');
    expect((await r.balances('sam')).redeemable).toBeGreaterThanOrEqual(300);
  });
});

describe('redeeming', () => {
  it('debits the points, takes one from stock and shows the order in the history', async () => {
    const before = await r.balances('sam');
    const res = await r.api('sam', 'POST', '/rewards/redemptions', {
      rewardId: hoodieId,
      idempotencyKey: 'hoodie-1-abc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ state: 'pending', rewardName: 'Company hoodie', cost: 200 });
    expect(res.json().balance).toBe(before.redeemable - 200);
    const after = await r.balances('sam');
    expect(after.redeemable).toBe(before.redeemable - 200);
    expect(after.received).toBe(before.received);
    const hoodie = (await r.api('sam', 'GET', `/rewards/providers/${storeId}/rewards/${hoodieId}`)).json();
    expect(hoodie.stock).toBe(19);
    const history = (await r.api('sam', 'GET', '/rewards/redemptions')).json();
    expect(history.results[0]).toMatchObject({ id: res.json().order.id, state: 'pending' });
    const bell = (await r.api('sam', 'GET', '/notifications/messages')).json();
    expect(JSON.stringify(bell)).toContain('You redeemed Company hoodie');
    // The mail goes after the commit, in Acme's branded frame like every other mail.
    const mail = await vi.waitFor(async () => {
      const [last] = await r.t.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'sam@acme.test'))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      if (last?.subject !== 'You redeemed Company hoodie') throw new Error('no reward mail yet');
      return last;
    });
    expect(mail.text).toContain('You redeemed Company hoodie for 200 points at Acme.');
    expect(mail.html).toContain('<title>You redeemed Company hoodie</title>');
    expect(mail.html).toMatch(/alt="Acme"|color:#ffffff">Acme</);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('a double click with the same key redeems once and answers the first order', async () => {
    await give('sam', 200);
    const before = await r.balances('sam');
    const body = { rewardId: hoodieId, idempotencyKey: 'double-click-key-1' };
    const [a, b] = await Promise.all([
      r.api('sam', 'POST', '/rewards/redemptions', body),
      r.api('sam', 'POST', '/rewards/redemptions', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect((await r.balances('sam')).redeemable).toBe(before.redeemable - 200);
    // Without a key, the same reward again within the window also answers the first order.
    const c = await r.api('sam', 'POST', '/rewards/redemptions', { rewardId: hoodieId });
    expect(c.statusCode).toBe(200);
    expect(c.json().order.id).toBe(a.json().order.id);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('refuses more than the balance with a points exception, the ledger unchanged', async () => {
    const before = await r.balances('sam');
    expect(before.redeemable).toBeLessThan(1000);
    const res = await r.api('sam', 'POST', '/rewards/redemptions', { rewardId: dayOffId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      name: 'PointsExceptionError',
      details: { exceptions: [{ type: 'insufficientPoints' }], amount: 1000, balance: before.redeemable },
    });
    expect(await r.balances('sam')).toEqual(before);
  });

  it('refuses bad input: an unknown reward, a malformed id or key, another tenant', async () => {
    expect(
      (
        await r.api('sam', 'POST', '/rewards/redemptions', {
          rewardId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await r.api('sam', 'POST', '/rewards/redemptions', { rewardId: 'nope' })).statusCode).toBe(400);
    expect(
      (await r.api('sam', 'POST', '/rewards/redemptions', { rewardId: hoodieId, idempotencyKey: 'a b' }))
        .statusCode,
    ).toBe(400);
    expect((await r.api('gus', 'POST', '/rewards/redemptions', { rewardId: hoodieId })).statusCode).toBe(404);
    expect((await r.api('gus', 'GET', `/rewards/providers/${storeId}`)).statusCode).toBe(404);
    expect((await r.api('gus', 'GET', '/rewards/providers')).json().results).toEqual([]);
  });

  it('refuses out of stock, and stock never goes below zero', async () => {
    const created = await r.api('ada', 'POST', `/rewards/providers/${storeId}/rewards`, {
      name: 'Sticker',
      cost: 1,
      stock: 2,
    });
    expect(created.statusCode).toBe(201);
    const stickerId = created.json().id;
    const results = await Promise.all(
      ['s1-aaaaaaaa', 's2-aaaaaaaa', 's3-aaaaaaaa', 's4-aaaaaaaa'].map((idempotencyKey) =>
        r.api('sam', 'POST', '/rewards/redemptions', { rewardId: stickerId, idempotencyKey }),
      ),
    );
    expect(results.filter((x) => x.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((x) => x.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().message).toBe('This reward is out of stock');
    const sticker = (await r.api('ada', 'GET', `/rewards/rewards/${stickerId}`)).json();
    expect(sticker.stock).toBe(0);
    expect(await r.ledgerMismatches()).toEqual([]);
  });
});

describe('admin', () => {
  it('refuses members the admin calls', async () => {
    expect((await r.api('sam', 'GET', '/rewards/orders')).statusCode).toBe(403);
    expect((await r.api('sam', 'POST', '/rewards/providers', { name: 'Mine' })).statusCode).toBe(403);
    expect(
      (
        await r.api('sam', 'POST', `/rewards/providers/${storeId}/rewards`, {
          name: 'x',
          cost: 1,
          stock: null,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('validates rewards: negative or fractional cost, negative stock, non-https image', async () => {
    for (const body of [
      { name: 'x', cost: -5, stock: null },
      { name: 'x', cost: 2.5, stock: null },
      { name: 'x', cost: 5, stock: -1 },
      { name: 'x', cost: 5, stock: 1.5 },
      { name: 'x', cost: 5, stock: null, imageUrl: 'javascript:alert(1)' },
      { name: '', cost: 5, stock: null },
    ]) {
      const res = await r.api('ada', 'POST', `/rewards/providers/${storeId}/rewards`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().name).toBe('ValidationError');
    }
  });

  it('fulfils a pending order once; the member is told; the action is audited', async () => {
    const orders = (await r.api('ada', 'GET', '/rewards/orders?stateIn=pending')).json().results;
    const hoodieOrder = orders.find((o: { rewardName: string }) => o.rewardName === 'Company hoodie');
    const res = await r.api('ada', 'POST', `/rewards/orders/${hoodieOrder.id}/fulfil`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'fulfilled' });
    expect((await r.api('ada', 'POST', `/rewards/orders/${hoodieOrder.id}/fulfil`)).statusCode).toBe(409);
    expect((await r.api('ada', 'POST', `/rewards/orders/${hoodieOrder.id}/refund`)).statusCode).toBe(409);
    const log = (await r.api('ada', 'GET', `/auditing/logs?targetId=${hoodieOrder.id}`)).json();
    expect(JSON.stringify(log)).toContain('rewardOrder.fulfil');
    const history = (await r.api('sam', 'GET', '/rewards/redemptions')).json().results;
    expect(history.find((o: { id: string }) => o.id === hoodieOrder.id).state).toBe('fulfilled');
  });

  it('refunds a pending order exactly once: points and stock come back', async () => {
    await give('sam', 200);
    const before = await r.balances('sam');
    const refunds = await refundCount('sam');
    const stock = (await r.api('ada', 'GET', `/rewards/rewards/${hoodieId}`)).json().stock;
    const made = await r.api('sam', 'POST', '/rewards/redemptions', {
      rewardId: hoodieId,
      idempotencyKey: 'refund-me-1',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().order.id;
    const [a, b] = await Promise.all([
      r.api('ada', 'POST', `/rewards/orders/${id}/refund`),
      r.api('ada', 'POST', `/rewards/orders/${id}/refund`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await r.balances('sam')).redeemable).toBe(before.redeemable);
    expect((await r.api('ada', 'GET', `/rewards/rewards/${hoodieId}`)).json().stock).toBe(stock);
    expect(await refundCount('sam')).toBe(refunds + 1);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('exports the orders as CSV, filtered by state', async () => {
    const res = await r.api('ada', 'GET', '/rewards/orders/export?stateIn=fulfilled');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = parse(res.body) as string[][];
    expect(lines[0]?.[2]).toBe('state');
    expect(lines.slice(1).every((line) => line[2] === 'fulfilled')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('creates, edits and archives a store and a reward', async () => {
    const store = await r.api('ada', 'POST', '/rewards/providers', { name: 'Swag shelf' });
    expect(store.statusCode).toBe(201);
    const id = store.json().id;
    const put = await r.api('ada', 'PUT', `/rewards/providers/${id}`, { name: 'Swag shelf', enabled: false });
    expect(put.json().enabled).toBe(false);
    expect((await r.api('sam', 'GET', `/rewards/providers/${id}`)).statusCode).toBe(404);
    const all = (await r.api('ada', 'GET', '/rewards/providers?includeDisabled=true')).json().results;
    expect(all.some((p: { id: string }) => p.id === id)).toBe(true);
    const mug = await r.api('ada', 'POST', `/rewards/providers/${id}/rewards`, {
      name: 'Mug',
      cost: 50,
      stock: null,
    });
    const edited = await r.api('ada', 'PUT', `/rewards/rewards/${mug.json().id}`, {
      name: 'Big mug',
      cost: 60,
      stock: 3,
    });
    expect(edited.json()).toMatchObject({ name: 'Big mug', cost: 60, stock: 3 });
    expect((await r.api('ada', 'DELETE', `/rewards/rewards/${mug.json().id}`)).statusCode).toBe(200);
    expect((await r.api('ada', 'DELETE', `/rewards/providers/${id}`)).statusCode).toBe(200);
    expect((await r.api('ada', 'GET', `/rewards/providers/${id}`)).statusCode).toBe(404);
  });
});
