import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEnglishCatalogs } from '../lib/i18n.ts';

// The app fetches most English catalogs before a page is drawn (app/routes.tsx); tests have them.
await loadEnglishCatalogs();

afterEach(() => cleanup());
