import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '#shared/contract/branding';
import { brandRamp } from './brand-ramp.ts';

describe('brandRamp', () => {
  it('keeps the colour as shade 80, upper case', () => {
    expect(brandRamp('#0b6a0b')[80]).toBe('#0B6A0B');
  });

  it('has the 16 shades Fluent asks for, darkest at 10 and lightest at 160', () => {
    const ramp = brandRamp('#5B5FC7');
    const keys = Object.keys(ramp).map(Number);
    expect(keys).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    const luminance = keys.map((key) => relativeLuminance(ramp[key as keyof typeof ramp]));
    for (let index = 1; index < luminance.length; index += 1) {
      expect(luminance[index]).toBeGreaterThan(luminance[index - 1] as number);
    }
    expect(luminance[0]).toBeLessThan(0.02);
    expect(luminance.at(-1)).toBeGreaterThan(0.8);
  });

  it('comes close to Fluent’s own ramp for its default blue', () => {
    // webLightTheme's brand ramp: 10 #061724, 160 #EBF3FC.
    const ramp = brandRamp('#0F6CBD');
    const distance = (a: string, b: string) =>
      Math.max(
        ...[1, 3, 5].map((at) =>
          Math.abs(Number.parseInt(a.slice(at, at + 2), 16) - Number.parseInt(b.slice(at, at + 2), 16)),
        ),
      );
    expect(distance(ramp[10], '#061724')).toBeLessThan(16);
    expect(distance(ramp[160], '#EBF3FC')).toBeLessThan(16);
  });
});
