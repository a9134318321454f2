/** How long the member frame's code waits for a logo that is slow to come, at most. */
export const splashLogoWaitMs = 1000;

/**
 * Resolves once the tenant logo that public/splash.js shows a returning member is on screen
 * (loaded, and the frame that draws it done), at once when there is none, and after
 * `splashLogoWaitMs` at the latest. The member frame's code is fetched after it: the logo is the
 * first screen's largest element, and that code is not needed before the stored session is
 * checked, so on a slow connection it should not share the bandwidth with the logo. splash.js
 * applies the same rule to the code it announces.
 */
export function afterSplashLogo(doc: Document = document): Promise<void> {
  const logo = doc.querySelector<HTMLImageElement>('img.splash-logo');
  if (!logo) return Promise.resolve();
  const loaded = logo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        logo.addEventListener('load', () => resolve(), { once: true });
        logo.addEventListener('error', () => resolve(), { once: true });
      });
  const drawn = loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const latest = new Promise<void>((resolve) => setTimeout(resolve, splashLogoWaitMs));
  return Promise.race([drawn, latest]);
}
