import { describe, expect, it } from 'vitest';
import { decideInstall, isInsideWindow, msUntilNext } from './schedule.ts';

const at = (hh: number, mm: number) => new Date(2026, 10, 23, hh, mm, 0, 0);

describe('isInsideWindow', () => {
  it('handles a window inside one day, end excluded', () => {
    expect(isInsideWindow(at(1, 59), '02:00', '04:00')).toBe(false);
    expect(isInsideWindow(at(2, 0), '02:00', '04:00')).toBe(true);
    expect(isInsideWindow(at(3, 59), '02:00', '04:00')).toBe(true);
    expect(isInsideWindow(at(4, 0), '02:00', '04:00')).toBe(false);
  });

  it('handles a window across midnight', () => {
    expect(isInsideWindow(at(23, 0), '22:00', '04:00')).toBe(true);
    expect(isInsideWindow(at(0, 30), '22:00', '04:00')).toBe(true);
    expect(isInsideWindow(at(12, 0), '22:00', '04:00')).toBe(false);
  });

  it('treats no window as always open', () => {
    expect(isInsideWindow(at(12, 0), null, null)).toBe(true);
    expect(isInsideWindow(at(12, 0), '03:00', '03:00')).toBe(true);
  });
});

describe('msUntilNext', () => {
  it('counts to today or tomorrow', () => {
    expect(msUntilNext(at(1, 0), '03:30')).toBe(150 * 60_000);
    expect(msUntilNext(at(3, 30), '03:30')).toBe(24 * 60 * 60_000);
    expect(msUntilNext(at(4, 0), '03:30')).toBe(23.5 * 60 * 60_000);
  });
});

describe('decideInstall', () => {
  it('asks the person in the desktop app at any time', () => {
    expect(decideInstall({ kiosk: false, now: at(12, 0), windowStart: '02:00', windowEnd: '04:00' })).toEqual(
      {
        action: 'ask',
      },
    );
  });

  it('installs in a kiosk only inside the maintenance window, otherwise waits for it', () => {
    expect(decideInstall({ kiosk: true, now: at(2, 30), windowStart: '02:00', windowEnd: '04:00' })).toEqual({
      action: 'install',
    });
    expect(decideInstall({ kiosk: true, now: at(12, 0), windowStart: '02:00', windowEnd: '04:00' })).toEqual({
      action: 'wait',
      delayMs: 14 * 60 * 60_000,
    });
  });
});
