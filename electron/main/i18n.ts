import i18next, { type TFunction } from 'i18next';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/**
 * Strings the main process shows itself (tray, dialogs, first-run screen), through the same
 * i18n library as the renderer: English and German, as the renderer ships; others fall back to English.
 */
const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: { en: { translation: en }, de: { translation: de } },
  interpolation: { escapeValue: false },
});

export function setLanguage(locale: string): void {
  void instance.changeLanguage(locale.split('-')[0] ?? 'en');
}

export const t: TFunction = instance.t.bind(instance);
