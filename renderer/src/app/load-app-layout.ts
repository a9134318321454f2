import { loadEnglishCatalogs } from '../lib/i18n.ts';

/**
 * The member frame's code and the English catalogs the entry does not carry (lib/i18n.ts), which
 * every member page reads: downloaded together, and the frame is drawn once both are in.
 */
export const loadAppLayout = () =>
  Promise.all([import('./layout/app-layout.tsx'), loadEnglishCatalogs()]).then(([module]) => module);
