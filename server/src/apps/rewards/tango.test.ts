import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { credit } from '../../kernel/points/ledger.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { startTangoDouble, type TangoDouble } from './tango-double.ts';

let r: RecognitionApp;
let tango: TangoDouble;
let providerId: string;
let cardId: string;

const settings = {
  platformName: 'AcmePlatform',
  customerIdentifier: 'acme-customer',
  accountIdentifier: 'acme-account',
  environment: 'sandbox',
  pointsPerUnit: 10,
};

beforeAll(async () => {
  tango = await startTangoDouble();
  process.env.TANGO_RAAS_URL = tango.url;
  process.env.TANGO_RAAS_TIMEOUT_MS = '400';
  r = await startRecognitionApp();
  await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
    credit(tx, r.tenantIds.acme, [{ memberId: r.ids.eve, amount: 1000 }], 'redeemable', 'redeemable_add'),
  );
});
afterAll(async () => {
  await r.t.close();
  await tango.close();
  delete process.env.TANGO_RAAS_URL;
  delete process.env.TANGO_RAAS_TIMEOUT_MS;
});
beforeEach(() => {
  tango.orderBehaviour = 'ok';
});

const refundCount = async () => {
  const [row] = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from points_transactions t
        join points_accounts a on a.id = t.account_id where a.member_id = ${r.ids.eve} and t.type = 'refund'`),
    ),
  );
  return row?.n ?? 0;
};

describe('a gift card provider of the Tango RaaS kind', () => {
  it('is configured by an admin with the key kept secret, and its catalogue synced', async () => {
    expect(
      (
        await r.api('sam', 'POST', '/rewards/providers/tango', {
          name: 'Gift cards',
          tango: { ...settings, platformKey: 'secret-key-123' },
        })
      ).statusCode,
    ).toBe(403);
    const created = await r.api('ada', 'POST', '/rewards/providers/tango', {
      name: 'Gift cards',
      tango: { ...settings, platformKey: 'secret-key-123' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('secret-key-123');
    expect(created.json()).toMatchObject({
      kind: 'tango',
      tango: { platformKeySet: true },
      permissions: expect.arrayContaining(['fund']),
    });
    providerId = created.json().id;

    const synced = await r.api('ada', 'POST', `/rewards/providers/${providerId}/sync`);
    expect(synced.json()).toEqual({ count: 1 });
    expect(tango.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from('AcmePlatform:secret-key-123').toString('base64')}`,
    );
    const list = (await r.api('eve', 'GET', `/rewards/providers/${providerId}/rewards`)).json().results;
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Coffee Co $10',
        cost: 100,
        stock: null,
        faceValue: { amount: 10, currencyCode: 'USD' },
      }),
    ]);
    cardId = list[0].id;
    const log = (await r.api('ada', 'GET', `/auditing/logs?targetId=${providerId}`)).json();
    expect(JSON.stringify(log)).not.toContain('secret-key-123');
  });

  it('keeps the key when an edit leaves it out', async () => {
    const res = await r.api('ada', 'PUT', `/rewards/providers/${providerId}/tango`, {
      name: 'Gift cards',
      enabled: true,
      tango: { ...settings, pointsPerUnit: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tango.platformKeySet).toBe(true);
  });

  it('places the order at once: fulfilled, with the provider reference and our order id as externalRefID', async () => {
    const before = (await r.balances('eve')).redeemable;
    const res = await r.api('eve', 'POST', '/rewards/redemptions', {
      rewardId: cardId,
      idempotencyKey: 'gift-ok-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      state: 'fulfilled',
      externalRef: expect.stringMatching(/^RA-/),
    });
    expect(tango.orders.at(-1)).toMatchObject({
      utid: 'U-COFFEE-10',
      amount: 10,
      externalRefID: res.json().order.id,
      accountIdentifier: 'acme-account',
      recipient: { email: 'eve@acme.test' },
    });
    expect((await r.balances('eve')).redeemable).toBe(before - 100);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it.each(['error', 'hang'] as const)(
    'refunds exactly once and marks the order failed when the provider answers %s',
    async (behaviour) => {
      tango.orderBehaviour = behaviour;
      const before = (await r.balances('eve')).redeemable;
      const refunds = await refundCount();
      const res = await r.api('eve', 'POST', '/rewards/redemptions', {
        rewardId: cardId,
        idempotencyKey: `gift-${behaviour}-1`,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Your points were refunded/);
      expect((await r.balances('eve')).redeemable).toBe(before);
      expect(await refundCount()).toBe(refunds + 1);
      const history = (await r.api('eve', 'GET', '/rewards/redemptions')).json().results;
      expect(history[0]).toMatchObject({ state: 'failed', failureReason: expect.any(String) });
      // The same request again answers the failed order; it neither orders nor refunds twice.
      const again = await r.api('eve', 'POST', '/rewards/redemptions', {
        rewardId: cardId,
        idempotencyKey: `gift-${behaviour}-1`,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().order.state).toBe('failed');
      expect(await refundCount()).toBe(refunds + 1);
      // An admin cannot refund it a second time.
      expect((await r.api('ada', 'POST', `/rewards/orders/${history[0].id}/refund`)).statusCode).toBe(409);
      expect(await r.ledgerMismatches()).toEqual([]);
    },
  );

  it('shows the funds and adds funds from a registered card', async () => {
    const funds = await r.api('ada', 'GET', `/rewards/providers/${providerId}/funds`);
    expect(funds.json()).toEqual({
      balance: 500,
      currencyCode: 'USD',
      creditCards: [{ token: 'card-1', label: 'Company card', lastFourDigits: '4242' }],
    });
    expect(
      (
        await r.api('ada', 'POST', `/rewards/providers/${providerId}/funds`, {
          amount: -5,
          creditCardToken: 'card-1',
        })
      ).statusCode,
    ).toBe(400);
    const added = await r.api('ada', 'POST', `/rewards/providers/${providerId}/funds`, {
      amount: 100,
      creditCardToken: 'card-1',
    });
    expect(added.statusCode).toBe(201);
    expect(tango.deposits.at(-1)).toMatchObject({
      amount: 100,
      creditCardToken: 'card-1',
      accountIdentifier: 'acme-account',
    });
    expect((await r.api('ada', 'GET', `/rewards/providers/${providerId}/funds`)).json().balance).toBe(600);
    expect((await r.api('eve', 'GET', `/rewards/providers/${providerId}/funds`)).statusCode).toBe(403);
  });
});
