import { type Theme, webLightTheme } from '@fluentui/react-components';

/**
 * The emoji fonts, after every text font of a stack: the systems' own color-emoji fonts first
 * (macOS, Windows), then Noto Color Emoji, which the app serves itself (lib/emoji-font.ts) for
 * screens that have none (lobby screens, Linux desktops). Being last, it is only reached, and
 * only downloaded, for characters that no text font before it has.
 */
export const emojiFontStack = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";

const withEmoji = (stack: string) => `${stack}, ${emojiFontStack}`;

/** Fluent's light theme with the emoji fallback at the end of its font stacks. */
export const appTheme: Theme = {
  ...webLightTheme,
  fontFamilyBase: withEmoji(webLightTheme.fontFamilyBase),
  fontFamilyMonospace: withEmoji(webLightTheme.fontFamilyMonospace),
  fontFamilyNumeric: withEmoji(webLightTheme.fontFamilyNumeric),
};
