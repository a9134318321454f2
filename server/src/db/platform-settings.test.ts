import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { settledSetting } from './platform-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('settledSetting', () => {
  it('keeps the first value offered: every later or concurrent offer reads it back', async () => {
    const offers = await Promise.all(
      ['a', 'b', 'c'].map((value) => settledSetting(t.services.db, 'test.settled', { value })),
    );
    expect(new Set(offers.map((offer) => JSON.stringify(offer))).size).toBe(1);
    expect(await settledSetting(t.services.db, 'test.settled', { value: 'd' })).toEqual(offers[0]);
    expect(await settledSetting(t.services.db, 'test.string', 'kept')).toBe('kept');
  });
});
