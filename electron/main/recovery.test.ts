import { describe, expect, it } from 'vitest';
import { defaultRecoveryPolicy, planRecovery, refusedRetryDelayMs, relaunchDelayMs } from './recovery.ts';

const minute = 60_000;

describe('planRecovery', () => {
  it('reloads after 1, 2, 4, 8 s, then relaunches on the fifth failure within ten minutes', () => {
    const now = 100 * minute;
    const failures: number[] = [];
    const plans = [];
    for (let i = 0; i < 5; i++) {
      const at = now + i * 1000;
      plans.push(planRecovery(failures, at));
      failures.push(at);
    }
    expect(plans).toEqual([
      { action: 'reload', delayMs: 1000 },
      { action: 'reload', delayMs: 2000 },
      { action: 'reload', delayMs: 4000 },
      { action: 'reload', delayMs: 8000 },
      { action: 'relaunch' },
    ]);
  });

  it('forgives failures older than the window', () => {
    const now = 100 * minute;
    const old = [now - 11 * minute, now - 12 * minute, now - 13 * minute, now - 14 * minute];
    expect(planRecovery(old, now)).toEqual({ action: 'reload', delayMs: 1000 });
  });

  it('caps the delay', () => {
    const policy = { ...defaultRecoveryPolicy, relaunchAfter: 100 };
    const now = 100 * minute;
    const many = Array.from({ length: 20 }, (_, i) => now - i * 1000 - 1);
    expect(planRecovery(many, now, policy)).toEqual({ action: 'reload', delayMs: 60_000 });
  });
});

describe('relaunchDelayMs', () => {
  it('relaunches at once the first time, then backs off to at most 15 minutes', () => {
    const now = 1000 * minute;
    expect(relaunchDelayMs([], now)).toBe(0);
    expect(relaunchDelayMs([now - minute], now)).toBe(30_000);
    expect(relaunchDelayMs([now - 2 * minute, now - minute], now)).toBe(60_000);
    expect(
      relaunchDelayMs(
        Array.from({ length: 10 }, (_, i) => now - i * minute - 1),
        now,
      ),
    ).toBe(15 * minute);
  });

  it('forgets relaunches older than an hour', () => {
    const now = 1000 * minute;
    expect(relaunchDelayMs([now - 61 * minute], now)).toBe(0);
  });
});

describe('refusedRetryDelayMs', () => {
  it('retries a refused display after 15 s, doubling up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(refusedRetryDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });
});
