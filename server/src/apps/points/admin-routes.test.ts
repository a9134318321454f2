import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

type Row = {
  id: string;
  accountId: string;
  accountType: string;
  amount: number;
  type: string;
  reason: string | null;
  reversible: boolean;
  reversedBy: string | null;
  reversalOf: string | null;
  sender: { id: string } | null;
  recipient: { id: string } | null;
  permissions: string[];
};

const rows = async (query: string) => {
  const response = await r.api('ada', 'GET', `/points/transactionRecipients?pageSize=100&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as Row[];
};

const auditActions = () =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ action: string }>(await tx.execute(sql`select action from audit_log`)).map((row) => row.action),
  );

const adjust = (who: Who, method: 'POST' | 'DELETE', kind: string, member: Who, body: unknown) =>
  r.api(who, method, `/points/accounts/${kind}/${r.ids[member]}/points`, body);

describe('points administration', () => {
  it('refuses employees every admin call (403)', async () => {
    const id = r.ids.sam;
    const calls: [string, string, unknown?][] = [
      ['GET', '/points/transactionRecipients'],
      ['POST', '/points/transactionRecipients/csv', {}],
      ['GET', '/points/accounts/redeemable/total'],
      ['GET', '/points/accounts/redeemable'],
      ['GET', '/points/accounts/redeemable/export'],
      ['GET', '/points/accounts/tenant'],
      ['POST', `/points/accounts/redeemable/${id}/points`, { amount: 5 }],
      ['DELETE', `/points/accounts/allocation/${id}/points`, { amount: 5 }],
      ['POST', '/points/accounts/payout/expire', { tenantWide: true }],
      ['POST', '/points/accounts/fund/allocate', { tenantWide: true, amount: 1 }],
      ['POST', '/points/accounts/fund/enable'],
      ['POST', '/points/accounts/fund/disable'],
      ['DELETE', `/points/transactions/${id}/account/${id}`],
      ['GET', '/points/allocationSources'],
      ['PUT', '/points/allocationSources/birthday', { enabled: true, amount: 5, resetFrequency: 'never' }],
      ['GET', '/points/liabilities?from=2026-01-01&to=2026-03-01'],
      ['GET', '/points/reporting'],
      ['GET', `/points/reporting/members/${id}`],
      ['GET', '/points/budgetItems/owners'],
      ['POST', '/points/budgetItems/estimate', { tenantWide: true, amount: 5 }],
      ['GET', `/points/budgetItems/members/${r.ids.max}/forecast`],
    ];
    for (const [method, url, body] of calls) {
      const response = await r.api('eve', method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('adds and removes redeemable and allocation points, refusing bad amounts and overdrafts', async () => {
    const before = await r.balances('sam');
    const added = await adjust('ada', 'POST', 'redeemable', 'sam', { amount: 40, reason: 'Conference talk' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      balance: before.redeemable + 40,
      transaction: {
        amount: 40,
        type: 'redeemable_add',
        reason: 'Conference talk',
        sender: { id: r.ids.ada },
      },
    });
    for (const amount of [-5, 2.5, 0, '7']) {
      const bad = await adjust('ada', 'POST', 'redeemable', 'sam', { amount });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().details[0].path).toBe('amount');
    }
    expect(
      (await adjust('ada', 'POST', 'redeemable', 'sam', { amount: 1.5 })).json().details[0].message,
    ).toBe('Enter a whole number of points');
    const over = await adjust('ada', 'DELETE', 'redeemable', 'sam', { amount: before.redeemable + 41 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `The account holds only ${before.redeemable + 40} points, fewer than you want to remove`,
    );
    expect((await r.balances('sam')).redeemable).toBe(before.redeemable + 40);
    expect((await adjust('ada', 'DELETE', 'redeemable', 'sam', { amount: 15 })).json().balance).toBe(
      before.redeemable + 25,
    );
    expect((await adjust('ada', 'POST', 'allocation', 'sam', { amount: 7 })).json().balance).toBe(
      before.allocation + 7,
    );
    expect((await adjust('ada', 'DELETE', 'allocation', 'sam', { amount: 7 })).json().balance).toBe(
      before.allocation,
    );
    // allTimeReceived counts received points only, not an admin's additions.
    expect((await r.balances('sam')).received).toBe(before.received);
    expect(await auditActions()).toEqual(expect.arrayContaining(['points.addPoints', 'points.removePoints']));
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('lists transactions with filters, names sender and recipient, and exports them as CSV', async () => {
    const samRows = await rows(`memberId=${r.ids.sam}&typeIn=redeemable_add,redeemable_remove`);
    // Newest first; the demo seed's own additions come after.
    expect(samRows.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      ['redeemable_remove', -15],
      ['redeemable_add', 40],
    ]);
    expect(samRows[0]).toMatchObject({
      recipient: { id: r.ids.sam },
      sender: { id: r.ids.ada },
      reversible: true,
      permissions: ['reverse'],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await rows(`memberId=${r.ids.sam}&from=${today}&to=${today}`)).length).toBeGreaterThanOrEqual(2);
    expect(await rows(`memberId=${r.ids.sam}&to=2001-01-01`)).toEqual([]);
    expect((await r.api('ada', 'GET', '/points/transactionRecipients?typeIn=bogus')).statusCode).toBe(400);
    const page = await r.api('ada', 'GET', '/points/transactionRecipients?pageSize=1');
    expect(page.json().next).toBe(2);
    const csv = await r.api('ada', 'POST', '/points/transactionRecipients/csv', {
      memberId: r.ids.sam,
      typeIn: ['redeemable_add'],
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = parse(csv.body) as string[][];
    expect(lines[0]).toEqual([
      'id',
      'createdAt',
      'type',
      'amount',
      'accountType',
      'recipient',
      'pointBank',
      'sender',
      'reason',
      'reversalOf',
      'reversedBy',
    ]);
    expect(lines).toHaveLength(1 + samRows.filter((row) => row.type === 'redeemable_add').length);
    expect(lines[1]?.slice(2, 6)).toEqual(['redeemable_add', '40', 'redeemable', 'Sam Okafor']);
  });

  it('exports a formula in a reason as text and a negative amount as a number (CSV injection)', async () => {
    const attack = `=cmd|' /C calc'!A0`;
    expect((await adjust('ada', 'POST', 'redeemable', 'max', { amount: 5, reason: attack })).statusCode).toBe(
      200,
    );
    expect(
      (await adjust('ada', 'DELETE', 'redeemable', 'max', { amount: 5, reason: `-5+${attack}` })).statusCode,
    ).toBe(200);
    const csv = await r.api('ada', 'POST', '/points/transactionRecipients/csv', {
      memberId: r.ids.max,
      typeIn: ['redeemable_add', 'redeemable_remove'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    // The amount is written bare (a number), every text cell quoted.
    expect(csv.body).toContain(`"redeemable_remove",-5,"redeemable"`);
    const rows = parse(csv.body) as string[][];
    const reasons = rows.slice(1).map((row) => [row[3], row[8]]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['5', `'${attack}`],
        ['-5', `'-5+${attack}`],
      ]),
    );
    for (const row of rows) for (const cell of row.slice(5)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reverses a recognition exactly once, back to the sender, and never a reversal', async () => {
    const eve = await r.balances('eve');
    const max = await r.balances('max');
    const sent = await r.send('eve', { sendTo: r.to('max'), amount: 12 });
    expect(sent.statusCode).toBe(201);
    const [received] = await rows(`memberId=${r.ids.max}&typeIn=recognition`);
    if (!received) throw new Error('no recognition row');
    expect(received).toMatchObject({ amount: 12, sender: { id: r.ids.eve }, reversible: true });
    const reversed = await r.api(
      'ada',
      'DELETE',
      `/points/transactions/${received.id}/account/${received.accountId}`,
    );
    expect(reversed.statusCode).toBe(200);
    const written = reversed.json().results as Row[];
    expect(written.map((row) => [row.type, row.amount, row.reversalOf]).sort()).toEqual([
      ['reversal', -12, received.id],
      ['reversal', 12, received.id],
    ]);
    expect(await r.balances('max')).toEqual(max);
    expect((await r.balances('eve')).allocation).toBe(eve.allocation);
    const again = await r.api(
      'ada',
      'DELETE',
      `/points/transactions/${received.id}/account/${received.accountId}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This transaction was already reversed');
    const reversal = written.find((row) => row.amount < 0) as Row;
    const ofReversal = await r.api(
      'ada',
      'DELETE',
      `/points/transactions/${reversal.id}/account/${reversal.accountId}`,
    );
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe('A reversal cannot be reversed');
    const [listed] = await rows(`memberId=${r.ids.max}&typeIn=recognition`);
    expect(listed).toMatchObject({ reversible: false, reversedBy: reversal.id });
    // The account must match the row.
    expect(
      (await r.api('ada', 'DELETE', `/points/transactions/${received.id}/account/${reversal.id}`)).statusCode,
    ).toBe(404);
    expect(await auditActions()).toContain('points.reverse');
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('refuses a reversal that would make a balance negative, and reverses a removal', async () => {
    const uma = await r.balances('uma');
    const added = (await adjust('ada', 'POST', 'redeemable', 'uma', { amount: 30 })).json()
      .transaction as Row;
    const removed = (
      await adjust('ada', 'DELETE', 'redeemable', 'uma', { amount: uma.redeemable + 30 })
    ).json().transaction as Row;
    const refused = await r.api(
      'ada',
      'DELETE',
      `/points/transactions/${added.id}/account/${added.accountId}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The account holds only 0 points, so reversing this would make it negative',
    );
    const back = await r.api(
      'ada',
      'DELETE',
      `/points/transactions/${removed.id}/account/${removed.accountId}`,
    );
    expect(back.statusCode).toBe(200);
    expect((await r.balances('uma')).redeemable).toBe(uma.redeemable + 30);
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('funds, allocates from, disables and enables the tenant fund', async () => {
    const fund = await r.api('ada', 'GET', '/points/accounts/tenant');
    expect(fund.json()).toMatchObject({ type: 'fund', balance: 0, enabled: true, currency: 'USD' });
    expect((await r.api('ada', 'POST', '/points/accounts/fund/points', { amount: 100 })).json().balance).toBe(
      100,
    );
    const sam = await r.balances('sam');
    const short = await r.api('ada', 'POST', '/points/accounts/fund/allocate', {
      memberIds: [r.ids.sam, r.ids.max],
      amount: 60,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('The fund holds only 100 points, not enough for this allocation');
    const allocated = await r.api('ada', 'POST', '/points/accounts/fund/allocate', {
      memberIds: [r.ids.sam, r.ids.max],
      amount: 10,
      reason: 'Q3 bonus',
    });
    expect(allocated.json()).toEqual({ memberCount: 2, total: 20, balance: 80 });
    expect((await r.balances('sam')).allocation).toBe(sam.allocation + 10);
    const disabled = await r.api('ada', 'POST', '/points/accounts/fund/disable');
    expect(disabled.json()).toMatchObject({ enabled: false, balance: 80 });
    const refused = await r.api('ada', 'POST', '/points/accounts/fund/allocate', {
      tenantWide: true,
      amount: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The points fund is disabled; enable it to allocate from it');
    expect((await r.api('ada', 'POST', '/points/accounts/fund/enable')).json().enabled).toBe(true);
    // Reversing a member's share gives it back to the fund.
    const [share] = await rows(`memberId=${r.ids.sam}&typeIn=allocation_add&accountTypeIn=allocation`);
    if (!share) throw new Error('no share');
    expect(share.reason).toBe('Q3 bonus');
    await r.api('ada', 'DELETE', `/points/transactions/${share.id}/account/${share.accountId}`);
    expect((await r.api('ada', 'GET', '/points/accounts/tenant')).json().balance).toBe(90);
    expect(
      (await r.api('ada', 'POST', '/points/accounts/fund/allocate', { memberIds: [r.ids.gus], amount: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['points.fundAllocate', 'points.fundDisable', 'points.fundEnable']),
    );
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('expires redeemable balances of an audience and reports redeemable totals', async () => {
    await adjust('ada', 'POST', 'redeemable', 'max', { amount: 25 });
    const max = await r.balances('max');
    const total = (await r.api('ada', 'GET', '/points/accounts/redeemable/total')).json();
    expect(total.total).toBeGreaterThanOrEqual(max.redeemable);
    expect(total.value).toBe(Math.round(total.total) / 100);
    const expired = await r.api('ada', 'POST', '/points/accounts/payout/expire', {
      memberIds: [r.ids.max],
      reason: 'Year end',
    });
    expect(expired.json()).toEqual({ memberCount: 1, expired: max.redeemable });
    expect((await r.balances('max')).redeemable).toBe(0);
    expect((await r.api('ada', 'GET', '/points/accounts/redeemable/total')).json().total).toBe(
      total.total - max.redeemable,
    );
    expect((await r.api('ada', 'POST', '/points/accounts/payout/expire', {})).statusCode).toBe(400);
    const list = (await r.api('ada', 'GET', '/points/accounts/redeemable?pageSize=100')).json();
    const balances = list.results.map((row: { redeemable: number }) => row.redeemable);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(list.results[0].permissions).toContain('addPoints');
    const search = (await r.api('ada', 'GET', '/points/accounts/redeemable?search=sam')).json().results;
    expect(search.map((row: { member: { id: string } }) => row.member.id)).toEqual([r.ids.sam]);
    const csv = await r.api('ada', 'GET', '/points/accounts/redeemable/export');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      '"memberId","firstName","lastName","redeemable","value","allTimeReceived","allocation"',
    );
    expect(await auditActions()).toContain('points.expire');
    expect(await r.ledgerMismatches()).toEqual([]);
  });

  it('configures allocation sources per audience', async () => {
    const list = (await r.api('ada', 'GET', '/points/allocationSources')).json().results;
    expect(list.map((source: { id: string }) => source.id)).toEqual([
      'allocation',
      'birthday',
      'onboarding',
      'welcome',
      'anniversary',
      'pointsBank',
    ]);
    const team = await r.api('ada', 'POST', '/identity/teams', { name: 'Points team' });
    const teamId = team.json().id as string;
    const saved = await r.api('ada', 'PUT', '/points/allocationSources/allocation', {
      enabled: true,
      amount: 150,
      resetFrequency: 'quarter',
      teams: [{ teamId, amount: 300 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: 'allocation',
      amount: 150,
      resetFrequency: 'quarter',
      teams: [{ teamId, amount: 300, teamName: 'Points team' }],
    });
    expect((await r.api('ada', 'GET', '/points/budgetSettings')).json()).toMatchObject({
      allocationAmount: 150,
      resetFrequency: 'quarter',
    });
    const birthday = await r.api('ada', 'PUT', '/points/allocationSources/birthday', {
      enabled: true,
      amount: 20,
      resetFrequency: 'never',
    });
    expect(birthday.json()).toMatchObject({ enabled: true, amount: 20, resetFrequency: 'never', teams: [] });
    // Celebrations read the same row.
    expect((await r.api('ada', 'GET', '/points/allocationSources/birthday')).json().amount).toBe(20);
    const resetting = await r.api('ada', 'PUT', '/points/allocationSources/birthday', {
      enabled: true,
      amount: 20,
      resetFrequency: 'month',
    });
    expect(resetting.statusCode).toBe(400);
    expect(resetting.json().details[0].path).toBe('resetFrequency');
    const bankTeams = await r.api('ada', 'PUT', '/points/allocationSources/pointsBank', {
      enabled: true,
      amount: 20,
      resetFrequency: 'month',
      teams: [{ teamId, amount: 1 }],
    });
    expect(bankTeams.statusCode).toBe(400);
    expect((await r.api('ada', 'GET', '/points/allocationSources/payout')).statusCode).toBe(400);
    const unknownTeam = await r.api('ada', 'PUT', '/points/allocationSources/allocation', {
      enabled: true,
      amount: 150,
      resetFrequency: 'quarter',
      teams: [{ teamId: r.ids.sam, amount: 1 }],
    });
    expect(unknownTeam.statusCode).toBe(400);
    // Globex does not see Acme's settings.
    const globex = (await r.api('umaGlobex', 'GET', '/points/allocationSources/allocation')).json();
    expect(globex).toMatchObject({ amount: 100, resetFrequency: 'month', teams: [] });
    await r.api('ada', 'PUT', '/points/allocationSources/allocation', {
      enabled: true,
      amount: 100,
      resetFrequency: 'month',
    });
  });

  it('reports liabilities over time in points and currency', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
    const report = await r.api(
      'ada',
      'GET',
      `/points/liabilities?from=${lastYear}&to=${today}&interval=month`,
    );
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.results).toHaveLength(13);
    const total = (await r.api('ada', 'GET', '/points/accounts/redeemable/total')).json().total;
    expect(body.outstanding).toBe(total);
    expect(body.results.at(-1)).toMatchObject({ outstanding: total, value: Math.round(total) / 100 });
    expect(body.results[0]).toMatchObject({ outstanding: 0, earned: 0 });
    expect(body.results.at(-1).expired).toBeGreaterThan(0);
    const weeks = await r.api('ada', 'GET', `/points/liabilities?from=${today}&to=${today}&interval=week`);
    expect(weeks.json().results).toHaveLength(1);
    expect((await r.api('ada', 'GET', `/points/liabilities?from=${today}&to=${lastYear}`)).statusCode).toBe(
      400,
    );
    expect(
      (await r.api('ada', 'GET', '/points/liabilities?from=2000-01-01&to=2026-01-01&interval=week'))
        .statusCode,
    ).toBe(400);
  });

  it('reports tenant and member totals', async () => {
    const tenant = (await r.api('ada', 'GET', '/points/reporting')).json();
    expect(tenant.fundBalance).toBe(90);
    expect(tenant.byType.find((row: { type: string }) => row.type === 'reversal')).toBeTruthy();
    const member = (await r.api('ada', 'GET', `/points/reporting/members/${r.ids.eve}`)).json();
    expect(member.member.id).toBe(r.ids.eve);
    expect(member.given).toBeGreaterThanOrEqual(12);
    expect((await r.api('ada', 'GET', `/points/reporting/members/${r.ids.gus}`)).statusCode).toBe(404);
  });

  it('answers the budget item helpers', async () => {
    const estimate = await r.api('ada', 'POST', '/points/budgetItems/estimate', {
      memberIds: [r.ids.sam, r.ids.max],
      amount: 15,
    });
    expect(estimate.json()).toEqual({ memberCount: 2, total: 30 });
    expect((await r.api('ada', 'GET', '/points/budgetItems/owners')).statusCode).toBe(200);
    const forecast = (await r.api('eve', 'GET', '/points/budgetItems/members/me/forecast')).json();
    expect(forecast).toMatchObject({ resetFrequency: 'month', nextAllocation: 100 });
    expect(new Date(forecast.nextResetAt).getUTCDate()).toBe(1);
  });

  it('keeps tenants apart', async () => {
    const [acmeRow] = await rows(`memberId=${r.ids.sam}`);
    if (!acmeRow) throw new Error('no row');
    const globexRows = (await r.api('umaGlobex', 'GET', '/points/transactionRecipients?pageSize=100')).json()
      .results as Row[];
    expect(globexRows.some((row) => row.id === acmeRow.id)).toBe(false);
    expect(
      (await r.api('umaGlobex', 'DELETE', `/points/transactions/${acmeRow.id}/account/${acmeRow.accountId}`))
        .statusCode,
    ).toBe(404);
    expect((await adjust('umaGlobex', 'POST', 'redeemable', 'sam', { amount: 5 })).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'GET', '/points/accounts/tenant')).json().balance).toBe(0);
    expect((await r.api('umaGlobex', 'GET', `/points/reporting/members/${r.ids.sam}`)).statusCode).toBe(404);
  });
});
