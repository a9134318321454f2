import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEnglishCatalogs } from '../lib/i18n.ts';

// The app fetches most English catalogs before a page is drawn (app/routes.tsx); tests have them.
await loadEnglishCatalogs();

afterEach(() => cleanup());

// jsdom has no matchMedia: a stand-in that answers width queries for jsdom's 1024 px window, so
// components asking for the phone layout (lib/breakpoints.ts) draw the desktop one, as before.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
