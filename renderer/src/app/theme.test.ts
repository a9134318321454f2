import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { appTheme, emojiFontStack, themeFor } from './theme.ts';

describe('appTheme', () => {
  it.each(['fontFamilyBase', 'fontFamilyMonospace', 'fontFamilyNumeric'] as const)(
    '%s keeps the text fonts first and ends with the served color-emoji font',
    (token) => {
      expect(appTheme[token].startsWith(`${webLightTheme[token]}, `)).toBe(true);
      expect(appTheme[token].endsWith(emojiFontStack)).toBe(true);
      expect(emojiFontStack.endsWith("'Noto Color Emoji'")).toBe(true);
    },
  );

  it('changes nothing else of the light theme', () => {
    const { fontFamilyBase, fontFamilyMonospace, fontFamilyNumeric, ...rest } = appTheme;
    const { fontFamilyBase: _b, fontFamilyMonospace: _m, fontFamilyNumeric: _n, ...base } = webLightTheme;
    expect(rest).toEqual(base);
  });
});

describe('themeFor', () => {
  it('is the app theme without a valid brand colour', () => {
    expect(themeFor(null)).toBe(appTheme);
    expect(themeFor('red')).toBe(appTheme);
  });

  it('builds the light theme from the colour, emoji fonts kept, once per colour', () => {
    const theme = themeFor('#0b6a0b');
    expect(theme.colorBrandBackground).toBe('#0B6A0B');
    expect(theme.colorBrandForeground1).toBe('#0B6A0B');
    expect(theme.fontFamilyBase.endsWith(emojiFontStack)).toBe(true);
    expect(themeFor('#0B6A0B')).toBe(theme);
  });
});
