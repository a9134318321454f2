// The splash's tenant logo (index.html), a classic script of a few hundred bytes that runs long
// before the app's code has loaded: a returning member with a stored tenant session sees their
// organisation's logo where the member frame will draw it (its largest element on the first
// screen). The keys are those of src/platform/token-storage.ts and src/lib/session/branding-cache.ts;
// src/lib/session/splash-logo.test.ts holds them together.
(() => {
  try {
    const field = (value, name) => (value && typeof value === 'object' ? value[name] : undefined);
    const token = JSON.parse(localStorage.getItem('kudos.accessToken') || 'null');
    if (typeof field(token, 'token') !== 'string' || typeof field(token, 'tenantId') !== 'string') return;
    const branding = JSON.parse(localStorage.getItem(`kudos.branding.${location.host}`) || 'null');
    const logo = field(branding, 'logoUrls');
    const url = field(field(logo, 'variants'), 'logo') || field(logo, 'url');
    // Only the API's own media links (same origin), never anything else found in storage.
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return;
    const splash = document.querySelector('.splash');
    if (!splash) return;
    const image = document.createElement('img');
    image.className = 'splash-logo';
    image.alt = '';
    image.width = 264;
    image.height = 52;
    image.setAttribute('fetchpriority', 'high');
    image.src = url;
    splash.append(image);
  } catch {
    // No storage or nothing readable: the plain splash stays.
  }
})();
