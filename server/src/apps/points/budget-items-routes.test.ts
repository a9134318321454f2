import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';

let a: AwardApp;
beforeAll(async () => {
  a = await startAwardApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

describe('point banks (budget items)', () => {
  it('creates, funds, withdraws, renames and deletes a bank through the ledger', async () => {
    const created = await a.api('ada', 'POST', '/points/budgetItems', {
      name: 'Q4 bank',
      amount: 500,
      ownerIds: [a.ids.max],
    });
    expect(created.statusCode, created.body).toBe(201);
    const bank = created.json();
    expect(bank).toMatchObject({
      name: 'Q4 bank',
      balance: 500,
      available: 500,
      owners: [{ id: a.ids.max }],
      awardTypeCount: 0,
    });
    const funded = await a.api('ada', 'PUT', `/points/budgetItems/${bank.id}`, {
      name: 'Q4 awards',
      amount: 250,
    });
    expect(funded.json()).toMatchObject({ name: 'Q4 awards', balance: 750, owners: [] });
    const overdraw = await a.api('ada', 'PUT', `/points/budgetItems/${bank.id}`, {
      name: 'Q4 awards',
      amount: -751,
    });
    expect(overdraw.statusCode).toBe(400);
    expect(overdraw.json().details[0].path).toBe('amount');
    const withdrawn = await a.api('ada', 'PUT', `/points/budgetItems/${bank.id}`, {
      name: 'Q4 awards',
      amount: -750,
    });
    expect(withdrawn.json().balance).toBe(0);
    expect(await a.ledgerMismatches()).toEqual([]);
    const listed = (await a.api('ada', 'GET', '/points/budgetItems'))
      .json()
      .results.map((b: { name: string }) => b.name);
    expect(listed).toEqual(['Awards bank', 'Incentives bank', 'Q4 awards']);
    const banks = (await a.api('ada', 'GET', '/points/pointsBanks')).json().results;
    expect(banks.find((b: { name: string }) => b.name === 'Awards bank')).toMatchObject({ balance: 10_000 });
    expect((await a.api('ada', 'DELETE', `/points/budgetItems/${bank.id}`)).statusCode).toBe(200);
    expect((await a.api('ada', 'GET', '/points/pointsBanks')).json().results).toHaveLength(2);
    const actions = (await a.api('ada', 'GET', '/auditing/logs?pageSize=100'))
      .json()
      .results.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['budgetItem.create', 'budgetItem.update', 'budgetItem.delete']),
    );
  });

  it('refuses to delete a bank an award type uses, bad bodies, and employees', async () => {
    expect((await a.api('ada', 'DELETE', `/points/budgetItems/${a.bankId}`)).statusCode).toBe(409);
    expect((await a.api('ada', 'POST', '/points/budgetItems', { name: '', amount: 0 })).statusCode).toBe(400);
    expect((await a.api('ada', 'POST', '/points/budgetItems', { name: 'Neg', amount: -5 })).statusCode).toBe(
      400,
    );
    expect(
      (await a.api('ada', 'POST', '/points/budgetItems', { name: 'Frac', amount: 1.5 })).statusCode,
    ).toBe(400);
    expect(
      (await a.api('ada', 'POST', '/points/budgetItems', { name: 'Ghost', ownerIds: [a.ids.gus] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await a.api('sam', 'POST', '/points/budgetItems', { name: 'Mine', amount: 100 })).statusCode,
    ).toBe(403);
    expect((await a.api('sam', 'GET', '/points/budgetItems')).statusCode).toBe(403);
    expect((await a.api('sam', 'GET', '/points/pointsBanks')).statusCode).toBe(403);
    expect(
      (await a.api('umaGlobex', 'PUT', `/points/budgetItems/${a.bankId}`, { name: 'Stolen', amount: -10 }))
        .statusCode,
    ).toBe(404);
  });
});
