/**
 * Every German catalogue in one module: i18n.ts imports it only when German is chosen, so the
 * bundler makes it one chunk that English-speaking visitors never download. Adding a language
 * is a copy of this file with the language's tag (the glob patterns must be literal).
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../components/locales/de.json',
    '../../app/locales/de.json',
    '../../features/*/locales/de.json',
    '../contract-messages/de.json',
  ],
  { eager: true, import: 'default' },
);
