import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };

/**
 * Strings the main process shows itself (tray, dialogs, first-run screen), through the same
 * i18n library as the renderer. English is the only language shipped so far; others fall back.
 */
const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

export function setLanguage(locale: string): void {
  void instance.changeLanguage(locale.split('-')[0] ?? 'en');
}

export const t: TFunction = instance.t.bind(instance);
export const firstRunStrings = en.firstRun;
