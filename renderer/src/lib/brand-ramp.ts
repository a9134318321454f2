import type { BrandVariants } from '@fluentui/react-components';

const shades = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/** How far the darkest (10) and lightest (160) shades move toward black and white. */
const darkest = 0.78;
const lightest = 0.92;

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const mix = (from: number[], to: number, share: number) => from.map((value) => value + (to - value) * share);

/**
 * Fluent v9's 16-shade brand ramp (`createLightTheme` takes it) from one `#RRGGBB`: shade 80 is the
 * colour itself (the light theme's buttons, links and selection), lower shades mix it toward black
 * and higher ones toward white in even steps. Fluent's own generator lives in its theme designer,
 * which is not published as a package (docs/branding.md).
 */
export function brandRamp(hex: string): BrandVariants {
  const base = channels(hex);
  const ramp = {} as Record<(typeof shades)[number], string>;
  for (const shade of shades) {
    ramp[shade] =
      shade < 80
        ? toHex(mix(base, 0, ((80 - shade) / 70) * darkest))
        : toHex(mix(base, 255, ((shade - 80) / 80) * lightest));
  }
  return ramp;
}
