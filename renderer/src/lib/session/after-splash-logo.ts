/** How long the member frame's code waits for the splash logo, at most (splash.js waits as long). */
export const splashLogoWaitMs = 1000;

/**
 * Resolves once the tenant logo that public/splash.js shows a returning member has settled (its
 * paint reported, or it failed, or a second went by: splash.js decides and sends `settled`), at
 * once when there is none. The member frame's code is fetched after it: the logo is the first
 * screen's largest element, and that code is not needed before the stored session is checked, so
 * on a slow connection it should not share the bandwidth with the logo.
 */
export function afterSplashLogo(doc: Document = document): Promise<void> {
  const logo = doc.querySelector<HTMLImageElement>('img.splash-logo');
  if (!logo || logo.dataset.settled !== undefined) return Promise.resolve();
  return new Promise<void>((resolve) => {
    logo.addEventListener('settled', () => resolve(), { once: true });
    // splash.js settles it within the same time; this only guards against it not running.
    setTimeout(resolve, splashLogoWaitMs);
  });
}
