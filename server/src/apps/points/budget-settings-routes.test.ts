import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('budget settings', () => {
  it('default to a monthly reset of 100 points and are changed by admins only', async () => {
    expect((await r.api('ada', 'GET', '/points/budgetSettings')).json()).toEqual({
      resetFrequency: 'month',
      allocationAmount: 100,
      currency: 'USD',
      pointValue: 0.01,
    });
    expect((await r.api('eve', 'GET', '/points/budgetSettings')).statusCode).toBe(403);
    const body = { resetFrequency: 'quarter', allocationAmount: 250 };
    expect((await r.api('eve', 'PUT', '/points/budgetSettings', body)).statusCode).toBe(403);
    const saved = await r.api('ada', 'PUT', '/points/budgetSettings', body);
    expect(saved.statusCode).toBe(200);
    const stored = { ...body, currency: 'USD', pointValue: 0.01 };
    expect(saved.json()).toEqual(stored);
    expect((await r.api('ada', 'GET', '/points/budgetSettings')).json()).toEqual(stored);
    const money = { ...body, currency: 'EUR', pointValue: 0.005 };
    expect((await r.api('ada', 'PUT', '/points/budgetSettings', money)).json()).toEqual(money);
    // Leaving the money fields out keeps them.
    expect((await r.api('ada', 'PUT', '/points/budgetSettings', body)).json()).toEqual(money);
    expect(
      (await r.api('ada', 'PUT', '/points/budgetSettings', { ...body, currency: 'euro' })).statusCode,
    ).toBe(400);
    expect(
      (await r.api('ada', 'PUT', '/points/budgetSettings', { resetFrequency: 'weekly', allocationAmount: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await r.api('ada', 'PUT', '/points/budgetSettings', { resetFrequency: 'year', allocationAmount: -1 }))
        .statusCode,
    ).toBe(400);
  });

  it('belong to one tenant', async () => {
    expect((await r.api('gus', 'GET', '/points/budgetSettings')).statusCode).toBe(403);
    expect((await r.api('umaGlobex', 'GET', '/points/budgetSettings')).json()).toEqual({
      resetFrequency: 'month',
      allocationAmount: 100,
      currency: 'USD',
      pointValue: 0.01,
    });
  });
});
