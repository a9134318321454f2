import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../services.ts';
import { startPoller } from './poller.ts';

const logger = () => ({ log: { error: vi.fn() } as unknown as Services['log'] });

describe('startPoller', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and on every tick, never two passes at a time, and stop waits for the running one', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let runs = 0;
    const pass = () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const poller = startPoller(logger(), 'test job', 1_000, pass);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1); // the first pass is still running
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = poller.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('logs a failed pass by name and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const services = logger();
    const pass = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const poller = startPoller(services, 'test job', 1_000, pass);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(services.log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test job failed');
    expect(pass).toHaveBeenCalledTimes(2);
    await poller.stop();
  });
});
