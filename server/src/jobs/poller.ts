import type { Services } from '../services.ts';

export type Poller = { stop(): Promise<void> };

/**
 * Runs `pass` now and every `intervalMs` until stopped. A pass still running is not overtaken
 * by the next tick (a large first pass must not run twice at once); a failed pass is logged and
 * the next tick tries again. `stop` waits for a running pass.
 */
export function startPoller(
  services: Pick<Services, 'log'>,
  name: string,
  intervalMs: number,
  pass: () => Promise<unknown>,
): Poller {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = pass()
      .catch((err: unknown) => services.log.error({ err }, `${name} failed`))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
