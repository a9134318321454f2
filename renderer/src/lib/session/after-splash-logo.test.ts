import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSplashLogo, splashLogoWaitMs } from './after-splash-logo.ts';

describe('afterSplashLogo (the member frame waits for the splash logo)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
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
  const splashLogo = (attributes = '') => {
    document.body.innerHTML = `<div class="splash"><img class="splash-logo" alt="" ${attributes}></div>`;
    return document.querySelector('img') as HTMLImageElement;
  };

  it('resolves at once when the splash shows no logo, or its logo has settled already', async () => {
    const none = settled(afterSplashLogo());
    splashLogo('data-settled');
    const already = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(0);
    expect(none()).toBe(true);
    expect(already()).toBe(true);
  });

  it("waits for splash.js's settled event", async () => {
    const logo = splashLogo();
    const done = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    logo.dispatchEvent(new Event('settled'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('goes on after the longest wait when nothing settles the logo', async () => {
    splashLogo();
    const done = settled(afterSplashLogo());
    await vi.advanceTimersByTimeAsync(splashLogoWaitMs - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
