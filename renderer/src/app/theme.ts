import { createLightTheme, type Theme, webLightTheme } from '@fluentui/react-components';
import { brandRamp } from '../lib/brand-ramp.ts';

/**
 * The emoji fonts, after every text font of a stack: the systems' own color-emoji fonts first
 * (macOS, Windows), then Noto Color Emoji, which the app serves itself (lib/emoji-font.ts) for
 * screens that have none (lobby screens, Linux desktops). Being last, it is only reached, and
 * only downloaded, for characters that no text font before it has.
 */
export const emojiFontStack = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";

const withEmoji = (stack: string) => `${stack}, ${emojiFontStack}`;

const withEmojiFonts = (theme: Theme): Theme => ({
  ...theme,
  fontFamilyBase: withEmoji(theme.fontFamilyBase),
  fontFamilyMonospace: withEmoji(theme.fontFamilyMonospace),
  fontFamilyNumeric: withEmoji(theme.fontFamilyNumeric),
});

/** Fluent's light theme with the emoji fallback at the end of its font stacks. */
export const appTheme: Theme = withEmojiFonts(webLightTheme);

const brandThemes = new Map<string, Theme>();

/**
 * The app theme in a tenant's brand colour (`#RRGGBB`, 000 §2 /customize): Fluent's light theme
 * built from a ramp generated from it. Null or a malformed value: the app theme. Kept per colour, so
 * a provider re-rendering with the same colour gets the same object and restyles nothing.
 */
export function themeFor(brandColor: string | null | undefined): Theme {
  if (!brandColor || !/^#[0-9a-fA-F]{6}$/.test(brandColor)) return appTheme;
  const key = brandColor.toUpperCase();
  let theme = brandThemes.get(key);
  if (!theme) {
    theme = withEmojiFonts(createLightTheme(brandRamp(key)));
    brandThemes.set(key, theme);
  }
  return theme;
}
