import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSplashLogo, splashLogoWaitMs } from './after-splash-logo.ts';

describe('afterSplashLogo (the member frame waits for the splash logo)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };
  const splashLogo = () => {
    document.body.innerHTML = '<div class="splash"><img class="splash-logo" alt=""></div>';
    const logo = document.querySelector('img') as HTMLImageElement;
    // jsdom loads no images: the logo is still on its way until the test says otherwise.
    Object.defineProperty(logo, 'complete', { value: false, configurable: true });
    return logo;
  };

  it('resolves at once when the splash shows no logo', async () => {
    const done = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits for the logo to load and a frame to be drawn', async () => {
    const logo = splashLogo();
    const done = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    logo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(true);
  });

  it('goes on when the logo fails, or after the longest wait', async () => {
    const failing = splashLogo();
    const failed = settled(afterSplashLogo());
    failing.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(20);
    expect(failed()).toBe(true);

    splashLogo();
    const slow = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(splashLogoWaitMs - 1);
    expect(slow()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow()).toBe(true);
  });
});
