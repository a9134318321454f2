/**
 * The English catalogs the entry does not carry (i18n.ts keeps common, app and auth there for the
 * sign-in page): every other feature's and the contract's messages, in one module so the bundler
 * makes them one chunk. `loadEnglishCatalogs` (i18n.ts) loads it; it is not a language of its own.
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/locales/en.json',
    '!../../features/auth/locales/en.json',
    '../contract-messages/en.json',
  ],
  { eager: true, import: 'default' },
);
