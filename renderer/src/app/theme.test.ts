import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { appTheme, emojiFontStack } from './theme.ts';

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
