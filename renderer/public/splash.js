// Runs long before the app's code has loaded (a classic script of a few hundred bytes):
// - a returning member with a stored tenant session sees their organization's logo where the
//   member frame will draw it (its largest element on the first screen);
// - the first page's code is announced (`modulepreload`) so it downloads alongside the entry: the
//   member frame and the timeline for that member, the sign-in page for a visitor without a
//   session (the lists are written into index.html at build, vite.config.ts). Where the logo is
//   shown, the frame's code waits until it is on screen: the logo is the first screen's largest
//   element, and some 130 KB of code that is not needed until the session is checked would
//   otherwise share a slow connection with it (src/lib/session/after-splash-logo.ts).
// The keys are those of src/platform/token-storage.ts and src/lib/session/branding-cache.ts;
// src/lib/session/splash-logo.test.ts holds them together.
(() => {
  const field = (value, name) => (value && typeof value === 'object' ? value[name] : undefined);
  const parse = (text) => {
    try {
      return JSON.parse(text || 'null');
    } catch {
      return null;
    }
  };
  const stored = (key) => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return null; // No storage: nothing stored.
    }
  };
  // Only the app's own paths (same origin), never anything else found in storage or the page.
  const ownPath = (url) => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

  const token = stored('kudos.accessToken');
  const signedIn = typeof field(token, 'token') === 'string';
  const member = signedIn && typeof field(token, 'tenantId') === 'string';

  // The logo first, so its request goes out ahead of the code's.
  const splash = document.querySelector('.splash');
  let image = null;
  if (member && splash) {
    const logo = field(stored(`kudos.branding.${location.host}`), 'logoUrls');
    const url = field(field(logo, 'variants'), 'logo') || field(logo, 'url');
    if (ownPath(url)) {
      image = document.createElement('img');
      image.className = 'splash-logo';
      image.alt = '';
      image.width = 264;
      image.height = 52;
      image.setAttribute('fetchpriority', 'high');
      image.setAttribute('elementtiming', 'splash-logo');
      image.src = url;
      splash.append(image);
    }
  }

  const path = location.pathname;
  const first = member && !path.startsWith('/tv') ? 'member' : !signedIn && path === '/' ? 'signIn' : null;
  const files = first ? field(parse(document.getElementById('kudos-preloads')?.textContent), first) : null;
  let announced = false;
  const announce = () => {
    if (announced || !Array.isArray(files)) return;
    announced = true;
    for (const file of files.filter(ownPath)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
  if (image) {
    // Settled: the logo's paint reported (Element Timing) or, where that is not supported, loaded
    // and a frame drawn; or failed; or a second gone. The app waits for the same `settled` event
    // (src/lib/session/after-splash-logo.ts).
    const settle = () => {
      if (image.dataset.settled !== undefined) return;
      image.dataset.settled = '';
      image.dispatchEvent(new Event('settled'));
      announce();
    };
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('element')
    ) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.identifier === 'splash-logo')) return;
        observer.disconnect();
        settle();
      }).observe({ type: 'element', buffered: true });
    } else image.addEventListener('load', () => requestAnimationFrame(() => setTimeout(settle, 0)));
    image.addEventListener('error', settle);
    setTimeout(settle, 1000);
  } else announce();
})();
